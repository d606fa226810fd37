/** The titles of the curriculum screens, by FrmName: the breadcrumb's and each screen's heading (features/curriculum/screens.ts). */
export const screenTitles = {
  Board: 'Boards',
  Class: 'Classes',
  Subject: 'Subjects',
} as const;
