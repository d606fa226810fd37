import { enquiries } from './en/enquiries.ts';
import type { Strings } from './index.ts';

/** The enquiries area's strings in the active language (only English today); see ./index.ts. */
export const tEnquiries: Strings<typeof enquiries> = enquiries;
