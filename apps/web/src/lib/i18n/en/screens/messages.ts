/** The titles of the messages screens, by FrmName: the breadcrumb's and each screen's heading (features/messages/screens.ts). */
export const screenTitles = {
  Messages: 'Messages',
} as const;
