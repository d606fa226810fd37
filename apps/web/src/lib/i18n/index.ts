import { en } from './en.ts';

/** A catalogue's shape: English's, with any text in place of each English string. */
type Strings<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Strings<U>[]
    : { readonly [K in keyof T]: Strings<T[K]> };

/**
 * Every user-facing string of the web app, in one language. Another language is one more file,
 * e.g. `hi.ts` with `export const hi: Catalogue = { … }`, which the compiler holds to English's shape.
 */
export type Catalogue = Strings<typeof en>;

/** The active catalogue. Only English exists today. */
export const t: Catalogue = en;

/** Fills {name} placeholders: fmt('Manage {menu}', { menu: 'Fees' }) → 'Manage Fees'. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}
