import type { screenTitles as en } from '../../en/screens/exams.ts';
import type { Strings } from '../../types.ts';

/** The exams screens' titles in Hindi, by FrmName (English's: ../../en/screens/exams.ts). */
export const screenTitles: Strings<typeof en> = {
  ExamManagementSystem: 'परीक्षाएँ',
};
