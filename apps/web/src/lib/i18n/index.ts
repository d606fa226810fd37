import { en } from './en.ts';
import { activeLanguage } from './language.ts';
import type * as HindiShell from './hi.ts';
import type { Strings } from './types.ts';

export type { Strings };

/**
 * Where the web app's strings live (English in ./en.ts and ./en/; placeholders {name}, filled by `fmt`):
 * - `t`, here: the shell's, the public pages' and what every screen shares (`common`, `institute`,
 *   which the top bar, first-run dialog and dashboard use). The first page loads it.
 * - Each admin area's: `t<Area>` from ./<area>.ts (`tFees` from ./fees.ts), English in
 *   ./en/<area>.ts. Only the screens that import it load it, with their own chunks.
 * - The kit's (components/: the editable grid, filter bar, row actions, record drawer): `tComponents`
 *   from ./components.ts, English in ./en/components.ts; only the screens that use a piece load it.
 * A new area adds ./en/<area>.ts, ./<area>.ts (a copy of ./fees.ts) and its screens' titles in
 * ./en/screens/<feature>.ts, which its strings read for their headings and its `features/<feature>/
 * screens.ts` declares, so the shell can name a screen without loading the area. The shell, the public
 * pages and components/ never import an area's strings.
 *
 * Another language is one more file per catalogue, each held to English's shape by the compiler
 * (decision 086): `hi.ts` (`hi`, typed `Strings<typeof en>`), per area `hi/<area>.ts` exporting the
 * same name as `en/<area>.ts` (./fees.ts exports it as `tFees` through `localised`), screen titles in
 * `hi/screens/<feature>.ts`. The active language (./language.ts) is chosen before the app renders;
 * `loadCatalogue` below loads its strings before any screen reads them.
 */
export type Catalogue = Strings<typeof en>;

type Module = Record<string, unknown>;
let hindi: (typeof HindiShell & { areas: ReadonlyMap<string, Module> }) | undefined;

/**
 * The active catalogue of the shell and public pages: a live binding, English until `loadCatalogue`
 * has put the active language's in its place, which main.tsx awaits before rendering. So the first
 * page of an English user loads no other language, and no catalogue needs a top-level await (any in
 * the app splits the first page into many chunks); a Hindi user's loads Hindi's chunks first.
 */
export let t: Catalogue = en;

let loading: Promise<void> | undefined;

/**
 * Loads the active language's shell catalogue into `t` (once): main.tsx awaits it before the first
 * render, and the router before it loads a page, whose module may read `t` as it is evaluated.
 */
export function loadCatalogue(): Promise<void> {
  loading ??=
    activeLanguage === 'hi'
      ? import('./hi.ts').then(async (module) => {
          hindi = { ...module, areas: await module.loadAreas() };
          t = module.hi;
        })
      : Promise.resolve();
  return loading;
}

/** A screen's title (breadcrumb, heading) in the active language; `english` is its feature's. */
export const screenTitle = (frmName: string, english: string): string =>
  hindi?.screenTitles[frmName] ?? english;

/** An area's Hindi module (./hi/<area>.ts) when Hindi is active and the area has one (./areas.ts). */
export const hindiArea = (area: string): Module | undefined => hindi?.areas.get(area);

/** A menu's name (the server's catalogue, in English) in the active language. */
export const menuName = (english: string): string => hindi?.menuNames[english] ?? english;

/** Fills {name} placeholders: fmt('Manage {menu}', { menu: 'Fees' }) → 'Manage Fees'. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}
