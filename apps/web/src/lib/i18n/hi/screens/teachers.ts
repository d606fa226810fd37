import type { screenTitles as en } from '../../en/screens/teachers.ts';
import type { Strings } from '../../types.ts';

/** The teachers screens' titles in Hindi, by FrmName (English's: ../../en/screens/teachers.ts). */
export const screenTitles: Strings<typeof en> = {
  Manageteacher: 'शिक्षक',
  Panels: 'शिक्षक विवरण',
};
