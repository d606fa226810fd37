/** The titles of the students screens, by FrmName: the breadcrumb's and each screen's heading (features/students/screens.ts). */
export const screenTitles = {
  NewStudentEnrollment: 'New admission',
  ManageStudents: 'Students',
  StudentProfile: 'Student profile',
} as const;
