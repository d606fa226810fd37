import type { screenTitles as en } from '../../en/screens/curriculum.ts';
import type { Strings } from '../../types.ts';

/** The curriculum screens' titles in Hindi, by FrmName (English's: ../../en/screens/curriculum.ts). */
export const screenTitles: Strings<typeof en> = {
  Board: 'बोर्ड',
  Class: 'कक्षाएँ',
  Subject: 'विषय',
};
