/**
 * The catalogue of every screen (FrmName) the spec names, grouped the way staff look for them.
 * The server seeds its menus table from this list; the web registry of screens uses the same names.
 */
export interface CatalogueMenu {
  code: number;
  name: string;
  frmName: string | null;
  children?: CatalogueMenu[];
}

export const menuCatalogue: CatalogueMenu[] = [
  { code: 1, name: 'Dashboard', frmName: 'Dashboard' },
  {
    code: 10,
    name: 'Enquiry',
    frmName: null,
    children: [
      { code: 11, name: 'New Enquiry', frmName: 'NewEnquiry' },
      { code: 12, name: 'Manage Enquiry', frmName: 'ManageEnquiry' },
    ],
  },
  {
    code: 20,
    name: 'Students',
    frmName: null,
    children: [
      { code: 21, name: 'New Student Enrollment', frmName: 'NewStudentEnrollment' },
      { code: 22, name: 'Manage Students', frmName: 'ManageStudents' },
      { code: 23, name: 'Student Profile', frmName: 'StudentProfile' },
      { code: 24, name: 'Student Allotment', frmName: 'StudentAlotment' },
    ],
  },
  {
    code: 30,
    name: 'Fees',
    frmName: null,
    children: [
      { code: 31, name: 'Batch Fees', frmName: 'BatchFees' },
      { code: 32, name: 'Paid Fees', frmName: 'PaidFees' },
      { code: 33, name: 'Pending Fees', frmName: 'PendingFees' },
      { code: 34, name: 'Special Coupon', frmName: 'SpecialCoupon' },
      { code: 35, name: 'Receipt', frmName: 'ReceiptPopup' },
    ],
  },
  {
    code: 40,
    name: 'Batches',
    frmName: null,
    children: [
      { code: 41, name: 'Batch', frmName: 'Batch' },
      { code: 42, name: 'Batch Calendar', frmName: 'BatchCalender' },
      { code: 43, name: 'Batch Content', frmName: 'BatchContent' },
      { code: 44, name: 'Time Allocation', frmName: 'TimeAllocation' },
      { code: 45, name: 'Upcoming Classes', frmName: 'UpcomingClasses' },
      { code: 46, name: 'Holiday', frmName: 'Holiday' },
      { code: 47, name: 'Attendance', frmName: 'Attendance' },
    ],
  },
  {
    code: 50,
    name: 'Teachers',
    frmName: null,
    children: [
      { code: 51, name: 'Manage Teacher', frmName: 'Manageteacher' },
      { code: 52, name: 'Teacher Details', frmName: 'Panels' },
      { code: 53, name: 'Teacher Allotment', frmName: 'TeacherAlotment' },
      { code: 54, name: 'Teacher Calendar', frmName: 'TeacherCalender' },
      { code: 55, name: 'Payroll', frmName: 'Payroll' },
      { code: 56, name: 'Payroll Video', frmName: 'PayrollVideo' },
    ],
  },
  {
    code: 60,
    name: 'Centres',
    frmName: null,
    children: [
      { code: 61, name: 'Center', frmName: 'Center' },
      { code: 62, name: 'Centre Assignment', frmName: 'CentreAsignment' },
    ],
  },
  {
    code: 70,
    name: 'Curriculum',
    frmName: null,
    children: [
      { code: 71, name: 'Board', frmName: 'Board' },
      { code: 72, name: 'Class', frmName: 'Class' },
      { code: 73, name: 'Subject', frmName: 'Subject' },
      { code: 74, name: 'Chapter Details', frmName: 'ChapterDetails' },
    ],
  },
  {
    code: 80,
    name: 'Learning Content',
    frmName: null,
    children: [
      { code: 81, name: 'LMS', frmName: 'LMS' },
      { code: 82, name: 'LMS Video', frmName: 'LMS_Video' },
      { code: 83, name: 'Learn Video', frmName: 'LearnVideo' },
      { code: 84, name: 'Class Video', frmName: 'ClassVideo' },
      { code: 85, name: 'Simulation Video', frmName: 'SimulationVideo' },
    ],
  },
  { code: 90, name: 'Exams', frmName: 'ExamManagementSystem' },
  { code: 91, name: 'Demo Classes', frmName: 'DemoClassManagementSystem' },
  {
    code: 100,
    name: 'Administration',
    frmName: null,
    children: [
      { code: 101, name: 'User Manager', frmName: 'UserManager' },
      { code: 102, name: 'Role Manager', frmName: 'RoleManager' },
      { code: 103, name: 'My Profile', frmName: 'MyProfile' },
      { code: 104, name: 'Restore Password', frmName: 'RestorePassword' },
      { code: 105, name: 'Audit Log', frmName: 'AuditLog' },
      { code: 106, name: 'Institute Settings', frmName: 'InstituteSettings' },
    ],
  },
];
