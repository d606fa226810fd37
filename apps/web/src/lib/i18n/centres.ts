import { centres } from './en/centres.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The centres area's strings in the active language; see ./index.ts. */
export const tCentres: Strings<typeof centres> = localised('centres', centres);
