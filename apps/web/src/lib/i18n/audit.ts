import { audit } from './en/audit.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The audit area's strings in the active language; see ./index.ts. */
export const tAudit: Strings<typeof audit> = localised('audit', audit);
