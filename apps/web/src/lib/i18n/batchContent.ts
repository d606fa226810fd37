import { batchContent } from './en/batchContent.ts';
import type { Strings } from './index.ts';

/** The batchContent area's strings in the active language (only English today); see ./index.ts. */
export const tBatchContent: Strings<typeof batchContent> = batchContent;
