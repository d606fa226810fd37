import { audit } from './en/audit.ts';
import type { Strings } from './index.ts';

/** The audit area's strings in the active language (only English today); see ./index.ts. */
export const tAudit: Strings<typeof audit> = audit;
