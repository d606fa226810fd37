import { collections } from './en/collections.ts';
import type { Strings } from './index.ts';

/** The collections area's strings in the active language (only English today); see ./index.ts. */
export const tCollections: Strings<typeof collections> = collections;
