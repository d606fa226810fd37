import { collections } from './en/collections.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The collections area's strings in the active language; see ./index.ts. */
export const tCollections: Strings<typeof collections> = localised('collections', collections);
