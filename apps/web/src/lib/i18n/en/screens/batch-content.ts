/** The titles of the batch-content screens, by FrmName: the breadcrumb's and each screen's heading (features/batch-content/screens.ts). */
export const screenTitles = {
  BatchContent: 'Batch Content',
} as const;
