import type { ComponentType } from 'react';

/** What a screen's chunk exports: the screen itself, by default. */
export type ScreenModule = { default: ComponentType };

export interface ScreenEntry {
  /** Shown in the breadcrumb when no menu names the screen, and by the screen as its heading. */
  title: string;
  /** Loads the screen's chunk when it is first opened (never with the first page). */
  load: () => Promise<ScreenModule>;
}

/**
 * A feature's screens by FrmName (`features/<feature>/screens.ts` exports them by default; app/screen-index.ts
 * lists every feature's). The titles name the screens: a screen without a title, or a title without
 * a screen, fails the typecheck. Each `load` is a dynamic import, so the screen stays in its own chunk.
 */
export function defineScreens<Name extends string>(
  titles: Readonly<Record<Name, string>>,
  loads: Record<NoInfer<Name>, () => Promise<ScreenModule>>,
): Record<Name, ScreenEntry> {
  const names = Object.keys(titles) as Name[];
  return Object.fromEntries(
    names.map((name) => [name, { title: titles[name], load: loads[name] }]),
  ) as Record<Name, ScreenEntry>;
}
