import type { screenTitles as en } from '../../en/screens/dashboard.ts';
import type { Strings } from '../../types.ts';

/** The dashboard screens' titles in Hindi, by FrmName (English's: ../../en/screens/dashboard.ts). */
export const screenTitles: Strings<typeof en> = {
  Dashboard: 'डैशबोर्ड',
};
