import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { messageMessages } from '@kaksha/contracts';
import type { Announcement, AnnouncementAudience, AnnouncementCounts } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { activeCentreChoices, namedChoices } from '../../db/choices.ts';
import { naturalAsc } from '../../db/natural.ts';
import {
  announcements,
  batchStudents,
  batchTeachers,
  batches,
  centres,
  classes,
  guardians,
  messages,
  studentGuardians,
  students,
  teacherCentres,
  teachers,
  users,
} from '../../db/schema/index.ts';

// Announcements (issue 65): who an audience is, and each announcement with its messages counted.

const ids = (list: readonly number[]) => sql`${sql.param(list)}::int[]`;

/** The batches, classes, centres or students `list` names, of the organisation only, by name. */
export function audienceNames(
  db: Executor,
  organisationId: number,
  audience: Exclude<AnnouncementAudience, 'everyone'>,
  list: readonly number[],
) {
  const [table, name] = {
    batch: [batches, batches.name],
    class: [classes, classes.name],
    centre: [centres, centres.centreName],
    students: [students, students.name],
  }[audience] as [typeof batches, typeof batches.name];
  return db
    .select({ id: table.id, name })
    .from(table)
    .where(and(eq(table.organisationId, organisationId), sql`${table.id} = any(${ids(list)})`))
    .orderBy(...naturalAsc(name));
}

/** Which students an audience means: the active ones seated, of the class or centre, or those chosen. */
function studentsOf(audience: AnnouncementAudience, list: readonly number[]): SQL {
  const active = sql`${students.status} = 'active'`;
  switch (audience) {
    case 'batch':
      return sql`${active} and ${students.id} in (select ${batchStudents.studentId} from ${batchStudents}
        where ${batchStudents.batchId} = any(${ids(list)}) and ${batchStudents.status} = 'allotted'
          and ${batchStudents.toDate} is null)`;
    case 'class':
      return sql`${active} and ${students.classId} = any(${ids(list)})`;
    case 'centre':
      return sql`${active} and ${students.centreId} = any(${ids(list)})`;
    case 'students':
      return sql`${students.id} = any(${ids(list)})`;
    default:
      return active;
  }
}

/** Every guardian of the audience's students, each once: one statement. */
export function guardiansOf(
  db: Executor,
  organisationId: number,
  audience: AnnouncementAudience,
  list: readonly number[],
) {
  return db
    .selectDistinct({
      id: guardians.id,
      name: guardians.name,
      mobile: guardians.mobile,
      whatsapp: guardians.whatsapp,
      email: guardians.email,
      preferredChannel: guardians.preferredChannel,
    })
    .from(students)
    .innerJoin(studentGuardians, eq(studentGuardians.studentId, students.id))
    .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .where(and(eq(students.organisationId, organisationId), studentsOf(audience, list)))
    .orderBy(guardians.id);
}

/** The active teachers of the audience: who teaches the batches or the class's batches now, works at the centres, or all. */
export function teachersOf(
  db: Executor,
  organisationId: number,
  audience: AnnouncementAudience,
  list: readonly number[],
) {
  const current = sql`${batchTeachers.toDate} is null`;
  const scope = {
    batch: sql`${teachers.id} in (select ${batchTeachers.teacherId} from ${batchTeachers}
      where ${batchTeachers.batchId} = any(${ids(list)}) and ${current})`,
    class: sql`${teachers.id} in (select ${batchTeachers.teacherId} from ${batchTeachers}
      join ${batches} on ${batches.id} = ${batchTeachers.batchId}
      where ${batches.classId} = any(${ids(list)}) and ${current})`,
    centre: sql`${teachers.id} in (select ${teacherCentres.teacherId} from ${teacherCentres}
      where ${teacherCentres.centreId} = any(${ids(list)}))`,
    everyone: undefined,
    students: sql`false`,
  }[audience];
  return db
    .select({
      id: teachers.id,
      name: teachers.name,
      mobile: teachers.mobile,
      whatsapp: teachers.whatsapp,
      email: teachers.email,
    })
    .from(teachers)
    .where(and(eq(teachers.organisationId, organisationId), eq(teachers.active, true), scope))
    .orderBy(teachers.id);
}

export async function insertAnnouncement(tx: Executor, values: typeof announcements.$inferInsert) {
  const [row] = await tx.insert(announcements).values(values).returning({ id: announcements.id });
  return row!.id;
}

const about = sql<string>`'announcement:' || ${announcements.id}`;
/** Its messages now, counted in the row's own statement (messages_subject_idx). */
const counted = sql<Omit<AnnouncementCounts, 'people'>>`(select json_build_object(
    'sent', count(*) filter (where m.status in ('sent', 'delivered')),
    'waiting', count(*) filter (where m.status in ('queued', 'held', 'sending')),
    'failed', count(*) filter (where m.status = 'failed'),
    'notSetUp', count(*) filter (where m.status = 'not_sent' and m.reason = ${messageMessages.channelNotSetUp}),
    'notSent', count(*) filter (where m.status = 'not_sent' and m.reason is distinct from ${messageMessages.channelNotSetUp}))
  from ${messages} m
  where m.organisation_id = ${announcements.organisationId} and m.subject_ref = ${about})`;

const columns = {
  id: announcements.id,
  title: announcements.title,
  message: announcements.message,
  audience: announcements.audience,
  audienceLabel: announcements.audienceLabel,
  to: announcements.recipients,
  createdAt: announcements.createdAt,
  createdBy: sql<
    string | null
  >`case when ${users.organisationId} = ${announcements.organisationId} then ${users.userName} end`,
  people: announcements.people,
  counts: counted,
  about,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

interface Row {
  id: number;
  title: string;
  message: string;
  audience: string;
  audienceLabel: string;
  to: string[];
  createdAt: Date | string;
  createdBy: string | null;
  people: number;
  counts: Omit<AnnouncementCounts, 'people'> | string;
  about: string;
  total: number;
}

const asAnnouncement = ({ people, counts, total: _total, createdAt, ...row }: Row): Announcement => ({
  ...row,
  audience: row.audience as AnnouncementAudience,
  to: row.to as Announcement['to'],
  createdAt: new Date(createdAt).toISOString(),
  counts: { people, ...(typeof counts === 'string' ? JSON.parse(counts) : counts) },
});

const read = (db: Executor, organisationId: number, id?: number) =>
  db
    .select(columns)
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.createdBy))
    .where(and(eq(announcements.organisationId, organisationId), id ? eq(announcements.id, id) : undefined))
    .orderBy(desc(announcements.id));

/** One announcement with its messages counted now, or undefined. */
export async function findAnnouncement(db: Executor, organisationId: number, id: number) {
  const [row] = await read(db, organisationId, id);
  return row && asAnnouncement(row as Row);
}

/** A page of announcements, newest first, each with its messages counted, and how many there are: one statement. */
export async function listAnnouncements(
  db: Executor,
  organisationId: number,
  page: { limit: number; offset: number },
) {
  const rows = (await read(db, organisationId).limit(page.limit).offset(page.offset)) as Row[];
  return { data: rows.map(asAnnouncement), total: rows[0]?.total ?? 0, totalCapped: false };
}

/** The batches still running, the classes and the active centres, by name: three statements together. */
export async function audienceChoices(db: Executor, organisationId: number) {
  const [batchRows, classRows, centreRows] = await Promise.all([
    db
      .select({ id: batches.id, name: batches.name })
      .from(batches)
      .where(and(eq(batches.organisationId, organisationId), sql`${batches.status} in ('planned', 'active')`))
      .orderBy(...naturalAsc(batches.name)),
    namedChoices(db, organisationId, classes),
    activeCentreChoices(db, organisationId),
  ]);
  return { batches: batchRows, classes: classRows, centres: centreRows };
}
