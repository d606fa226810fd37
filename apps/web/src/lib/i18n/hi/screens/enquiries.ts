import type { screenTitles as en } from '../../en/screens/enquiries.ts';
import type { Strings } from '../../types.ts';

/** The enquiries screens' titles in Hindi, by FrmName (English's: ../../en/screens/enquiries.ts). */
export const screenTitles: Strings<typeof en> = {
  NewEnquiry: 'नई पूछताछ',
  ManageEnquiry: 'पूछताछ',
  DemoClassManagementSystem: 'डेमो क्लास',
};
