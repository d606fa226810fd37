import { fees } from './en/fees.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The fees area's strings in the active language; see ./index.ts. */
export const tFees: Strings<typeof fees> = localised('fees', fees);
