import { learning } from './en/learning.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The learning area's strings in the active language; see ./index.ts. */
export const tLearning: Strings<typeof learning> = localised('learning', learning);
