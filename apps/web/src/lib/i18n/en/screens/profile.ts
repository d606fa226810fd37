/** The titles of the profile screens, by FrmName: the breadcrumb's and each screen's heading (features/profile/screens.ts). */
export const screenTitles = {
  MyProfile: 'My Profile',
} as const;
