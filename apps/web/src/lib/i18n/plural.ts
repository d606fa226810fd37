import { formatCount } from '@kaksha/contracts';
import { fmt } from './index.ts';

/**
 * "1 class" or "12 classes" (Indian grouping), from a pair of catalogue forms. Apart from index.ts,
 * which the first page loads, so that the contracts stay out of it.
 */
export const plural = (n: number, forms: { one: string; many: string }) =>
  n === 1 ? forms.one : fmt(forms.many, { n: formatCount(n) });
