import type { screenTitles as en } from '../../en/screens/audit.ts';
import type { Strings } from '../../types.ts';

/** The audit screens' titles in Hindi, by FrmName (English's: ../../en/screens/audit.ts). */
export const screenTitles: Strings<typeof en> = {
  AuditLog: 'ऑडिट लॉग',
};
