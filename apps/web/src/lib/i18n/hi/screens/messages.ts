import type { screenTitles as en } from '../../en/screens/messages.ts';
import type { Strings } from '../../types.ts';

/** The messages screens' titles in Hindi, by FrmName (English's: ../../en/screens/messages.ts). */
export const screenTitles: Strings<typeof en> = {
  Messages: 'संदेश',
};
