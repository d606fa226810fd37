/** The titles of the users screens, by FrmName: the breadcrumb's and each screen's heading (features/users/screens.ts). */
export const screenTitles = {
  UserManager: 'User Manager',
} as const;
