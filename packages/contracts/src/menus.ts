import { z } from 'zod';

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
  { code: 92, name: 'Inventory', frmName: 'Inventory' },
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
      { code: 107, name: 'Messages', frmName: 'Messages' },
    ],
  },
];

// ---- the menu tree (spec §7: POST /api/menus) ----

export const menusBody = z.object({ SUCode: z.string().max(20), EmailID: z.string().max(254) });
export type MenusBody = z.infer<typeof menusBody>;

export interface Menu {
  MenuCode: number;
  MenuName: string;
  /** 0 means top level. */
  ParentCode: number;
  /** The screen this menu opens; null for a parent that only groups submenus. */
  FrmName: string | null;
  SubMenus: Menu[];
}
export const menu: z.ZodType<Menu> = z.lazy(() =>
  z.object({
    MenuCode: z.number().int(),
    MenuName: z.string(),
    ParentCode: z.number().int(),
    FrmName: z.string().nullable(),
    SubMenus: z.array(menu),
  }),
);
export const menusResponse = z.array(menu);

// ---- what a grant names: a screen (FrmName) at a level ----

/** `view` lets a user read a screen, `manage` also change it. */
export const ACCESS_LEVELS = ['view', 'manage'] as const;
export const accessLevel = z.enum(ACCESS_LEVELS);
export type AccessLevelName = z.infer<typeof accessLevel>;

/** The menus that can be granted: every catalogue entry that opens a screen, in display order. */
export const grantableMenus: { frmName: string; name: string; parent: string | null }[] = (function flatten(
  items: CatalogueMenu[],
  parent: string | null,
): { frmName: string; name: string; parent: string | null }[] {
  return items.flatMap((item) => [
    ...(item.frmName ? [{ frmName: item.frmName, name: item.name, parent }] : []),
    ...flatten(item.children ?? [], item.frmName ? parent : item.name),
  ]);
})(menuCatalogue, null);
const grantable = new Set(grantableMenus.map((m) => m.frmName));
export const isGrantableMenu = (frmName: string) => grantable.has(frmName);

/** A grantable menu's FrmName, in a role's grants or a user's exceptions. */
export const grantableMenuName = z
  .string()
  .max(60)
  .refine((v) => grantable.has(v), 'Unknown menu.');

/** GET /api/v1/me/access: what the signed-in user may open (view) and change (manage), by FrmName. */
export const myAccess = z.object({
  owner: z.boolean(),
  menus: z.record(z.string(), accessLevel),
});
export type MyAccess = z.infer<typeof myAccess>;
