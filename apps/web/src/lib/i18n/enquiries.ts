import { enquiries } from './en/enquiries.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The enquiries area's strings in the active language; see ./index.ts. */
export const tEnquiries: Strings<typeof enquiries> = localised('enquiries', enquiries);
