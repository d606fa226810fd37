/** The titles of the roles screens, by FrmName: the breadcrumb's and each screen's heading (features/roles/screens.ts). */
export const screenTitles = {
  RoleManager: 'Role Manager',
} as const;
