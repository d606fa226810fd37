import { defineScreens } from '../../lib/screenRegistry.ts';
import { screens } from '../../lib/i18n/en/screens/students.ts';

/** This feature's screens, by FrmName, each loaded when first opened (gathered by app/screens.ts). */
export default defineScreens(screens, {
  NewStudentEnrollment: () => import('./NewStudentEnrollmentScreen.tsx'),
  ManageStudents: () => import('./ManageStudentsScreen.tsx'),
  StudentProfile: () => import('./StudentProfileScreen.tsx'),
});
