import { coupons } from './en/coupons.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The coupons area's strings in the active language; see ./index.ts. */
export const tCoupons: Strings<typeof coupons> = localised('coupons', coupons);
