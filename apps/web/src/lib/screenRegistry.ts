import type { ComponentType } from 'react';
import { screenTitle } from './i18n/index.ts';

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
 * lists every feature's). The titles name the screens (in the active language): a screen without a title, or a title without
 * a screen, fails the typecheck. Each `load` is a dynamic import, so the screen stays in its own chunk.
 */
export function defineScreens<Name extends string>(
  titles: Readonly<Record<Name, string>>,
  loads: Record<NoInfer<Name>, () => Promise<ScreenModule>>,
): Record<Name, ScreenEntry> {
  const names = Object.keys(titles) as Name[];
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        // Read when shown: the active language's catalogue is loaded after the screens are declared.
        get title() {
          return screenTitle(name, titles[name]);
        },
        load: loads[name],
      },
    ]),
  ) as Record<Name, ScreenEntry>;
}
