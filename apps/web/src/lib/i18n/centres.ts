import { centres } from './en/centres.ts';
import type { Strings } from './index.ts';

/** The centres area's strings in the active language (only English today); see ./index.ts. */
export const tCentres: Strings<typeof centres> = centres;
