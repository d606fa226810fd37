import type { screenTitles as en } from '../../en/screens/batches.ts';
import type { Strings } from '../../types.ts';

/** The batches screens' titles in Hindi, by FrmName (English's: ../../en/screens/batches.ts). */
export const screenTitles: Strings<typeof en> = {
  Batch: 'बैच',
  TeacherAlotment: 'शिक्षक आवंटन',
  StudentAlotment: 'विद्यार्थी आवंटन',
};
