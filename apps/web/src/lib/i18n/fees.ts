import { fees } from './en/fees.ts';
import type { Strings } from './index.ts';

/** The fees area's strings in the active language (only English today); see ./index.ts. */
export const tFees: Strings<typeof fees> = fees;
