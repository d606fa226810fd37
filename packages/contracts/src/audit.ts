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
/** A page of lines and the names of the records they refer to by id (`auditRefs`), keyed `kind:id`. */
export const auditList = pageOf(auditEntry).extend({ names: z.record(z.string(), z.string()) });
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

/*
 * The records an audit line refers to by id, named as the screens name them (issue 65, bug 9): the
 * line's own record (by its area) and each `…Id`/`…Ids` of its summary. The list answers a page's
 * names beside it (`names`, keyed `kind:id`), read in one statement for the whole page.
 */
export const AUDIT_REF_KINDS = [
  'student',
  'batch',
  'teacher',
  'centre',
  'user',
  'role',
  'enquiry',
  'feeHead',
  'feePlan',
  'board',
  'class',
  'subject',
  'exam',
  'room',
] as const;
export type AuditRefKind = (typeof AUDIT_REF_KINDS)[number];

const AUDIT_KEY_KINDS: Record<string, AuditRefKind> = {
  studentId: 'student',
  batchId: 'batch',
  toBatchId: 'batch',
  fromBatchId: 'batch',
  teacherId: 'teacher',
  previousTeacherId: 'teacher',
  substituteTeacherId: 'teacher',
  centreId: 'centre',
  userId: 'user',
  roleId: 'role',
  enquiryId: 'enquiry',
  feeHeadId: 'feeHead',
  headId: 'feeHead',
  feePlanId: 'feePlan',
  planId: 'feePlan',
  boardId: 'board',
  classId: 'class',
  subjectId: 'subject',
  examId: 'exam',
  roomId: 'room',
};

/** What an id of the summary's `key` names (`studentIds` as `studentId`), or nothing. */
export function auditRefKind(key: string): AuditRefKind | undefined {
  return AUDIT_KEY_KINDS[key] ?? (key.endsWith('Ids') ? AUDIT_KEY_KINDS[key.slice(0, -1)] : undefined);
}

/** Areas whose line's record is one of these (a student's line is about the student). */
const AUDIT_AREA_KINDS: Record<string, AuditRefKind> = {
  students: 'student',
  batches: 'batch',
  teachers: 'teacher',
  'teacher-centres': 'teacher',
  centres: 'centre',
  users: 'user',
  roles: 'role',
  enquiries: 'enquiry',
  board: 'board',
  class: 'class',
  subject: 'subject',
};

export function auditEntityKind(area: string): AuditRefKind | undefined {
  return AUDIT_AREA_KINDS[area];
}

/** `kind:id`, the key of a name in the page's `names`. */
export const auditRefKey = (kind: AuditRefKind, id: number | string) => `${kind}:${id}`;

const idOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n < 2 ** 31 ? n : undefined;
};

/** Every record a line names by id: its own, then its summary's (inside before/after too). */
export function auditRefs(entry: Pick<AuditEntry, 'area' | 'entityId' | 'summary'>) {
  const refs: { kind: AuditRefKind; id: number }[] = [];
  const own = auditEntityKind(entry.area);
  const ownId = idOf(entry.entityId);
  if (own && ownId) refs.push({ kind: own, id: ownId });
  const walk = (object: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(object)) {
      if (key === 'before' || key === 'after') {
        if (value && typeof value === 'object' && !Array.isArray(value))
          walk(value as Record<string, unknown>);
        continue;
      }
      const kind = auditRefKind(key);
      if (!kind) continue;
      for (const v of Array.isArray(value) ? value : [value]) {
        const id = idOf(v);
        if (id) refs.push({ kind, id });
      }
    }
  };
  if (entry.summary) walk(entry.summary);
  return refs;
}

export type AuditNames = AuditList['names'];
