/** The titles of the batches screens, by FrmName: the breadcrumb's and each screen's heading (features/batches/screens.ts). */
export const screenTitles = {
  Batch: 'Batches',
  TeacherAlotment: 'Teacher allotment',
  StudentAlotment: 'Student allotment',
} as const;
