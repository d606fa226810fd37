import { institute } from '../institute.ts';

/** The titles of the institute screens, by FrmName: the breadcrumb's and each screen's heading (features/institute/screens.ts). */
export const screenTitles = {
  InstituteSettings: institute.settings.title,
} as const;
