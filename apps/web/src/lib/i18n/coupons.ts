import { coupons } from './en/coupons.ts';
import type { Strings } from './index.ts';

/** The coupons area's strings in the active language (only English today); see ./index.ts. */
export const tCoupons: Strings<typeof coupons> = coupons;
