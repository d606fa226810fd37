import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { t } from '../lib/i18n/index.ts';

/**
 * THE registry of shell screens: a menu's FrmName → its lazily loaded screen. A FrmName missing here
 * shows '404 Page Not Found'. Other areas (Board, ChapterDetails, Panels, …) add their line here.
 */
type ScreenModule = { default: ComponentType };

export interface ScreenEntry {
  /** Shown in the breadcrumb when no menu names the screen. */
  title: string;
  load: () => Promise<ScreenModule>;
}

export const screens: Record<string, ScreenEntry> = {
  Dashboard: { title: t.screens.Dashboard, load: () => import('../features/dashboard/DashboardScreen.tsx') },
  MyProfile: { title: t.screens.MyProfile, load: () => import('../features/profile/ProfileScreen.tsx') },
  Payroll: { title: t.screens.Payroll, load: () => import('../features/payroll/PayrollScreen.tsx') },
  UserManager: {
    title: t.screens.UserManager,
    load: () => import('../features/users/UserManagerScreen.tsx'),
  },
  RoleManager: {
    title: t.screens.RoleManager,
    load: () => import('../features/roles/RoleManagerScreen.tsx'),
  },
  AuditLog: { title: t.screens.AuditLog, load: () => import('../features/audit/AuditLogScreen.tsx') },
  Manageteacher: {
    title: t.screens.Manageteacher,
    load: () => import('../features/teachers/ManageTeacherScreen.tsx'),
  },
  Panels: { title: t.screens.Panels, load: () => import('../features/teachers/PanelsScreen.tsx') },
  Messages: { title: t.screens.Messages, load: () => import('../features/messages/MessagesScreen.tsx') },
  NewEnquiry: {
    title: t.screens.NewEnquiry,
    load: () => import('../features/enquiries/NewEnquiryScreen.tsx'),
  },
  ManageEnquiry: {
    title: t.screens.ManageEnquiry,
    load: () => import('../features/enquiries/ManageEnquiryScreen.tsx'),
  },
  DemoClassManagementSystem: {
    title: t.screens.DemoClassManagementSystem,
    load: () => import('../features/enquiries/DemoClassesScreen.tsx'),
  },
  Batch: { title: t.screens.Batch, load: () => import('../features/batches/BatchScreen.tsx') },
  TeacherAlotment: {
    title: t.screens.TeacherAlotment,
    load: () => import('../features/batches/TeacherAllotmentScreen.tsx'),
  },
  StudentAlotment: {
    title: t.screens.StudentAlotment,
    load: () => import('../features/batches/StudentAllotmentScreen.tsx'),
  },
  BatchContent: {
    title: t.screens.BatchContent,
    load: () => import('../features/batch-content/BatchContentScreen.tsx'),
  },
  BatchFees: { title: t.screens.BatchFees, load: () => import('../features/fees/BatchFeesScreen.tsx') },
  PendingFees: {
    title: t.screens.PendingFees,
    load: () => import('../features/fees/PendingFeesScreen.tsx'),
  },
  PaidFees: {
    title: t.screens.PaidFees,
    load: () => import('../features/fees/collections/PaidFeesScreen.tsx'),
  },
  ReceiptPopup: {
    title: t.screens.ReceiptPopup,
    load: () => import('../features/fees/receipts/ReceiptScreen.tsx'),
  },
  SpecialCoupon: {
    title: t.screens.SpecialCoupon,
    load: () => import('../features/fees/coupons/CouponsScreen.tsx'),
  },
  TimeAllocation: {
    title: t.screens.TimeAllocation,
    load: () => import('../features/timetable/TimeAllocationScreen.tsx'),
  },
  Holiday: { title: t.screens.Holiday, load: () => import('../features/timetable/HolidayScreen.tsx') },
  BatchCalender: {
    title: t.screens.BatchCalender,
    load: () => import('../features/calendars/BatchCalendarScreen.tsx'),
  },
  TeacherCalender: {
    title: t.screens.TeacherCalender,
    load: () => import('../features/calendars/TeacherCalendarScreen.tsx'),
  },
  UpcomingClasses: {
    title: t.screens.UpcomingClasses,
    load: () => import('../features/calendars/UpcomingClassesScreen.tsx'),
  },
  NewStudentEnrollment: {
    title: t.screens.NewStudentEnrollment,
    load: () => import('../features/students/NewStudentEnrollmentScreen.tsx'),
  },
  ManageStudents: {
    title: t.screens.ManageStudents,
    load: () => import('../features/students/ManageStudentsScreen.tsx'),
  },
  StudentProfile: {
    title: t.screens.StudentProfile,
    load: () => import('../features/students/StudentProfileScreen.tsx'),
  },
  Center: { title: t.screens.Center, load: () => import('../features/centres/CenterScreen.tsx') },
  CentreAsignment: {
    title: t.screens.CentreAsignment,
    load: () => import('../features/centres/CentreAssignmentScreen.tsx'),
  },
  Board: { title: t.screens.Board, load: () => import('../features/curriculum/BoardScreen.tsx') },
  Class: { title: t.screens.Class, load: () => import('../features/curriculum/ClassScreen.tsx') },
  Subject: { title: t.screens.Subject, load: () => import('../features/curriculum/SubjectScreen.tsx') },
  ChapterDetails: {
    title: t.screens.ChapterDetails,
    load: () => import('../features/learning/ChapterDetailsScreen.tsx'),
  },
  LMS: { title: t.screens.LMS, load: () => import('../features/learning/LMSScreen.tsx') },
  LMS_Video: {
    title: t.screens.LMS_Video,
    load: () => import('../features/learning/LMSVideoScreen.tsx'),
  },
  LearnVideo: {
    title: t.screens.LearnVideo,
    load: () => import('../features/learning/LearnVideoScreen.tsx'),
  },
  ClassVideo: {
    title: t.screens.ClassVideo,
    load: () => import('../features/learning/ClassVideoScreen.tsx'),
  },
  SimulationVideo: {
    title: t.screens.SimulationVideo,
    load: () => import('../features/learning/SimulationVideoScreen.tsx'),
  },
  InstituteSettings: {
    title: t.screens.InstituteSettings,
    load: () => import('../features/institute/InstituteSettingsScreen.tsx'),
  },
  RestorePassword: {
    title: t.screens.RestorePassword,
    load: () => import('../features/account/ChangePasswordScreen.tsx'),
  },
};

export function getScreen(frmName: string): ScreenEntry | undefined {
  return Object.prototype.hasOwnProperty.call(screens, frmName) ? screens[frmName] : undefined;
}

export const hasScreen = (frmName: string) => getScreen(frmName) !== undefined;

/** On-demand screen load time-out (spec: 120 s). */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ScreenLoadTimeout extends Error {
  override name = 'ScreenLoadTimeout';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeout(`Loading took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component of a screen, one per (FrmName, attempt): React.lazy remembers a failed load,
 * so "Try again" asks for the next attempt, which imports afresh.
 */
export function lazyScreen(frmName: string, attempt: number): LazyExoticComponent<ComponentType> | undefined {
  const entry = getScreen(frmName);
  if (!entry) return undefined;
  const key = `${frmName}#${attempt}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => withTimeout(entry.load(), SCREEN_LOAD_TIMEOUT_MS));
    components.set(key, component);
  }
  return component;
}
