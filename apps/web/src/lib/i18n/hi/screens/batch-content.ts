import type { screenTitles as en } from '../../en/screens/batch-content.ts';
import type { Strings } from '../../types.ts';

/** The batch-content screens' titles in Hindi, by FrmName (English's: ../../en/screens/batch-content.ts). */
export const screenTitles: Strings<typeof en> = {
  BatchContent: 'बैच सामग्री',
};
