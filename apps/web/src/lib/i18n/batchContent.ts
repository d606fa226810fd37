import { batchContent } from './en/batchContent.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The batchContent area's strings in the active language; see ./index.ts. */
export const tBatchContent: Strings<typeof batchContent> = localised('batchContent', batchContent);
