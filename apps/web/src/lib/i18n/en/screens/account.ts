import { institute } from '../institute.ts';

/** The titles of the account screens, by FrmName: the breadcrumb's and each screen's heading (features/account/screens.ts). */
export const screenTitles = {
  RestorePassword: institute.password.title,
} as const;
