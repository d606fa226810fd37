import type { screenTitles as en } from '../../en/screens/users.ts';
import type { Strings } from '../../types.ts';

/** The users screens' titles in Hindi, by FrmName (English's: ../../en/screens/users.ts). */
export const screenTitles: Strings<typeof en> = {
  UserManager: 'उपयोगकर्ता प्रबंधन',
};
