import { batches } from './en/batches.ts';
import type { Strings } from './index.ts';

/** The batches area's strings in the active language (only English today); see ./index.ts. */
export const tBatches: Strings<typeof batches> = batches;
