import { en } from './en.ts';

/** The active catalogue. Only English exists today; a second language adds a file with the same shape. */
export const t = en;

/** Fills {name} placeholders: fmt('Manage {menu}', { menu: 'Fees' }) → 'Manage Fees'. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}
