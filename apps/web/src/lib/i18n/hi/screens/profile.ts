import type { screenTitles as en } from '../../en/screens/profile.ts';
import type { Strings } from '../../types.ts';

/** The profile screens' titles in Hindi, by FrmName (English's: ../../en/screens/profile.ts). */
export const screenTitles: Strings<typeof en> = {
  MyProfile: 'मेरी प्रोफ़ाइल',
};
