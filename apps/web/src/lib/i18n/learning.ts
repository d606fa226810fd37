import { learning } from './en/learning.ts';
import type { Strings } from './index.ts';

/** The learning area's strings in the active language (only English today); see ./index.ts. */
export const tLearning: Strings<typeof learning> = learning;
