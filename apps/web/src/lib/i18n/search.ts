import { search } from './en/search.ts';
import type { Strings } from './index.ts';

/** The quick search's strings in the active language (only English today); see ./index.ts. */
export const tSearch: Strings<typeof search> = search;
