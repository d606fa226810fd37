import { batches } from './en/batches.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The batches area's strings in the active language; see ./index.ts. */
export const tBatches: Strings<typeof batches> = localised('batches', batches);
