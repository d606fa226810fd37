import type { screenTitles as en } from '../../en/screens/account.ts';
import type { Strings } from '../../types.ts';

/** The account screens' titles in Hindi, by FrmName (English's: ../../en/screens/account.ts). */
export const screenTitles: Strings<typeof en> = {
  RestorePassword: 'पासवर्ड बदलें',
};
