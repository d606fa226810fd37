// Written by `npm run screens:index` (apps/web/screen-index.ts) from each feature's screens.ts.
import type { ScreenEntry } from '../lib/screenRegistry.ts';
import account from '../features/account/screens.ts';
import attendance from '../features/attendance/screens.ts';
import audit from '../features/audit/screens.ts';
import batchContent from '../features/batch-content/screens.ts';
import batches from '../features/batches/screens.ts';
import calendars from '../features/calendars/screens.ts';
import centres from '../features/centres/screens.ts';
import curriculum from '../features/curriculum/screens.ts';
import dashboard from '../features/dashboard/screens.ts';
import enquiries from '../features/enquiries/screens.ts';
import exams from '../features/exams/screens.ts';
import fees from '../features/fees/screens.ts';
import institute from '../features/institute/screens.ts';
import inventory from '../features/inventory/screens.ts';
import learning from '../features/learning/screens.ts';
import messages from '../features/messages/screens.ts';
import payroll from '../features/payroll/screens.ts';
import profile from '../features/profile/screens.ts';
import roles from '../features/roles/screens.ts';
import students from '../features/students/screens.ts';
import teachers from '../features/teachers/screens.ts';
import timetable from '../features/timetable/screens.ts';
import users from '../features/users/screens.ts';

/** Every shell screen by FrmName, with the feature that declares it (read through app/screens.ts). */
export const screens = {
  RestorePassword: account.RestorePassword,
  Attendance: attendance.Attendance,
  AuditLog: audit.AuditLog,
  BatchContent: batchContent.BatchContent,
  Batch: batches.Batch,
  TeacherAlotment: batches.TeacherAlotment,
  StudentAlotment: batches.StudentAlotment,
  BatchCalender: calendars.BatchCalender,
  TeacherCalender: calendars.TeacherCalender,
  UpcomingClasses: calendars.UpcomingClasses,
  Center: centres.Center,
  CentreAsignment: centres.CentreAsignment,
  Board: curriculum.Board,
  Class: curriculum.Class,
  Subject: curriculum.Subject,
  Dashboard: dashboard.Dashboard,
  NewEnquiry: enquiries.NewEnquiry,
  ManageEnquiry: enquiries.ManageEnquiry,
  DemoClassManagementSystem: enquiries.DemoClassManagementSystem,
  ExamManagementSystem: exams.ExamManagementSystem,
  BatchFees: fees.BatchFees,
  PendingFees: fees.PendingFees,
  PaidFees: fees.PaidFees,
  ReceiptPopup: fees.ReceiptPopup,
  SpecialCoupon: fees.SpecialCoupon,
  InstituteSettings: institute.InstituteSettings,
  Inventory: inventory.Inventory,
  ChapterDetails: learning.ChapterDetails,
  LMS: learning.LMS,
  LMS_Video: learning.LMS_Video,
  LearnVideo: learning.LearnVideo,
  ClassVideo: learning.ClassVideo,
  SimulationVideo: learning.SimulationVideo,
  Messages: messages.Messages,
  Payroll: payroll.Payroll,
  PayrollVideo: payroll.PayrollVideo,
  MyProfile: profile.MyProfile,
  RoleManager: roles.RoleManager,
  NewStudentEnrollment: students.NewStudentEnrollment,
  ManageStudents: students.ManageStudents,
  StudentProfile: students.StudentProfile,
  Manageteacher: teachers.Manageteacher,
  Panels: teachers.Panels,
  TimeAllocation: timetable.TimeAllocation,
  Holiday: timetable.Holiday,
  UserManager: users.UserManager,
} satisfies Record<string, ScreenEntry>;
