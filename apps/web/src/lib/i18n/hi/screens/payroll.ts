import type { screenTitles as en } from '../../en/screens/payroll.ts';
import type { Strings } from '../../types.ts';

/** The payroll screens' titles in Hindi, by FrmName (English's: ../../en/screens/payroll.ts). */
export const screenTitles: Strings<typeof en> = {
  Payroll: 'पेरोल',
  PayrollVideo: 'पेरोल वीडियो',
};
