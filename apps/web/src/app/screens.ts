import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenEntry } from '../lib/screenRegistry.ts';
import { screens as declared } from './screen-index.ts';

export type { ScreenEntry } from '../lib/screenRegistry.ts';

/**
 * THE registry of shell screens: a menu's FrmName → its lazily loaded screen, as each feature declares
 * it (`features/<feature>/screens.ts`, `defineScreens`) and screen-index.ts lists it (written by
 * `npm run screens:index`), so a new area writes no line here. A FrmName no feature declares shows
 * '404 Page Not Found'. The declarations are small (titles and dynamic imports) and come with the first
 * page; the screens do not.
 */
export const registry: Readonly<Record<string, ScreenEntry>> = declared;

export function getScreen(frmName: string): ScreenEntry | undefined {
  return Object.prototype.hasOwnProperty.call(registry, frmName) ? registry[frmName] : undefined;
}

export const hasScreen = (frmName: string) => getScreen(frmName) !== undefined;

/** On-demand screen load time-out (spec: 120 s). */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ScreenLoadTimeout extends Error {
  override name = 'ScreenLoadTimeout';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeout(`Loading took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component of a screen, one per (FrmName, attempt): React.lazy remembers a failed load,
 * so "Try again" asks for the next attempt, which imports afresh.
 */
export function lazyScreen(frmName: string, attempt: number): LazyExoticComponent<ComponentType> | undefined {
  const entry = getScreen(frmName);
  if (!entry) return undefined;
  const key = `${frmName}#${attempt}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => withTimeout(entry.load(), SCREEN_LOAD_TIMEOUT_MS));
    components.set(key, component);
  }
  return component;
}
