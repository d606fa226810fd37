import type { screenTitles as en } from '../../en/screens/institute.ts';
import type { Strings } from '../../types.ts';

/** The institute screens' titles in Hindi, by FrmName (English's: ../../en/screens/institute.ts). */
export const screenTitles: Strings<typeof en> = {
  InstituteSettings: 'संस्थान सेटिंग्स',
};
