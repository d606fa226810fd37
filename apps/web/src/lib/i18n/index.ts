import { en } from './en.ts';

/** A catalogue's shape: English's, with any text in place of each English string. */
export type Strings<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Strings<U>[]
    : { readonly [K in keyof T]: Strings<T[K]> };

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
 * Another language is one more file per catalogue, each held to English's shape by the compiler:
 * `hi.ts` with `export const hi: Catalogue = { … }`, and per area a file like `hi/fees.ts` whose
 * strings are typed `Strings<>` of English's (as ./fees.ts types `tFees`), for ./fees.ts to export
 * when Hindi is the active language.
 */
export type Catalogue = Strings<typeof en>;

/** The active catalogue of the shell and public pages. Only English exists today. */
export const t: Catalogue = en;

/** Fills {name} placeholders: fmt('Manage {menu}', { menu: 'Fees' }) → 'Manage Fees'. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}
