import { z } from 'zod';
import { calendarDate, idParam, pageFields, pageOf } from './common.ts';

/** The audit log (Audit Log, issue 5): who changed what, filtered and exported as CSV. */

export const auditQuery = z.object({
  page: pageFields.page,
  pageSize: pageFields.pageSize,
  userId: idParam.optional(),
  area: z.string().trim().max(40).optional(),
  action: z.string().trim().max(40).optional(),
  /** Inclusive calendar days, in the time zone `tz` (UTC when absent). */
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  tz: z
    .string()
    .max(64)
    .refine((v) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: v });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone.')
    .optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;
export const auditExportQuery = auditQuery.omit({ page: true, pageSize: true });
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  action: z.string(),
  area: z.string(),
  entityId: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  // Who acted, as they are named now (last: the server reads them at each call, decision 054).
  userName: z.string().nullable(),
  email: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = pageOf(auditEntry);
export type AuditList = z.infer<typeof auditList>;
export const auditFacets = z.object({
  areas: z.array(z.string()),
  actions: z.array(z.string()),
  users: z.array(z.object({ id: z.number().int(), userName: z.string(), email: z.string() })),
});
export type AuditFacets = z.infer<typeof auditFacets>;

/**
 * What each audit area is called on screen and in the CSV: the menu staff know it by (the log stores
 * a short area key; a key not listed here is shown as it is).
 */
export const AUDIT_AREA_NAMES: Record<string, string> = {
  account: 'Sign-in and passwords',
  organisation: 'Registration',
  profile: 'My Profile',
  access: 'Refused access',
  users: 'User Manager',
  roles: 'Role Manager',
  institute: 'Institute Settings',
  messages: 'Messages',
  enquiries: 'Enquiries',
  'demo-classes': 'Demo Classes',
  students: 'Students',
  batches: 'Batch',
  timetable: 'Time Allocation',
  holidays: 'Holiday',
  fees: 'Fees',
  centres: 'Center',
  'centre-assignments': 'Centre Assignment',
  teachers: 'Manage Teacher',
  'teacher-address': 'Teacher Details: address',
  'teacher-education': 'Teacher Details: education',
  'teacher-experience': 'Teacher Details: experience',
  'teacher-subjects': 'Teacher Details: subjects',
  'teacher-centres': 'Teacher Details: centres',
  'teacher-kyc': 'Teacher Details: KYC',
  board: 'Board',
  class: 'Class',
  subject: 'Subject',
  chapters: 'Chapter Details',
  topics: 'Chapter Details: topics',
  contents: 'Learning content',
};

export function auditAreaName(area: string): string {
  return AUDIT_AREA_NAMES[area] ?? area;
}
