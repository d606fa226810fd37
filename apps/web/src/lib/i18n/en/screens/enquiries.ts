/** The titles of the enquiries screens, by FrmName: the breadcrumb's and each screen's heading (features/enquiries/screens.ts). */
export const screenTitles = {
  NewEnquiry: 'New enquiry',
  ManageEnquiry: 'Enquiries',
  DemoClassManagementSystem: 'Demo classes',
} as const;
