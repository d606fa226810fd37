import type { screenTitles as en } from '../../en/screens/students.ts';
import type { Strings } from '../../types.ts';

/** The students screens' titles in Hindi, by FrmName (English's: ../../en/screens/students.ts). */
export const screenTitles: Strings<typeof en> = {
  NewStudentEnrollment: 'नया प्रवेश',
  ManageStudents: 'विद्यार्थी',
  StudentProfile: 'विद्यार्थी प्रोफ़ाइल',
};
