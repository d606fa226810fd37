/** The titles of the centres screens, by FrmName: the breadcrumb's and each screen's heading (features/centres/screens.ts). */
export const screenTitles = {
  Center: 'Centres',
  CentreAsignment: 'Centre assignment',
} as const;
