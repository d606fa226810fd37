import { defineScreens } from '../../lib/screenRegistry.ts';
import { screens } from '../../lib/i18n/en/screens/enquiries.ts';

/** This feature's screens, by FrmName, each loaded when first opened (gathered by app/screens.ts). */
export default defineScreens(screens, {
  NewEnquiry: () => import('./NewEnquiryScreen.tsx'),
  ManageEnquiry: () => import('./ManageEnquiryScreen.tsx'),
  DemoClassManagementSystem: () => import('./DemoClassesScreen.tsx'),
});
