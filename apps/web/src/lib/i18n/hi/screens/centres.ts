import type { screenTitles as en } from '../../en/screens/centres.ts';
import type { Strings } from '../../types.ts';

/** The centres screens' titles in Hindi, by FrmName (English's: ../../en/screens/centres.ts). */
export const screenTitles: Strings<typeof en> = {
  Center: 'केंद्र',
  CentreAsignment: 'केंद्र आवंटन',
};
