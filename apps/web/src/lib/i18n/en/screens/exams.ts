/** The titles of the exams screens, by FrmName: the breadcrumb's and each screen's heading (features/exams/screens.ts). */
export const screenTitles = {
  ExamManagementSystem: 'Exams',
} as const;
