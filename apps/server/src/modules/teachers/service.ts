import {
  TEACHER_NAMES_SHOWN,
  TEACHER_PHOTO_MAX_BYTES,
  teacherServerMessages as msg,
} from '@kaksha/contracts';
import type {
  Teacher,
  TeacherCard,
  TeacherFilters,
  TeacherNames,
  teacherInput,
  teacherListQuery,
  teacherNameQuery,
  teacherUpdate,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { assertOwnOrganisation } from '../../lib/caller.ts';
import type { Caller } from '../../lib/caller.ts';
import { changes, recordAudit } from '../audit/service.ts';
import { activeCentreRefs } from '../centres/service.ts';
import * as repo from './repository.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

/**
 * The teacher, when it is the caller's organisation's. The spec's screen reads the teacher id from
 * local storage (DESIGN §5): whatever id arrives, another organisation's teacher is "not found".
 */
export async function requireTeacher(db: Executor, caller: Caller, teacherId: number): Promise<Teacher> {
  const row = await repo.findTeacher(db, caller.organisationId, teacherId);
  if (!row) throw notFound(msg.teacherNotFound);
  return row;
}

/**
 * The spec's teacher writes name their author: SUCode, EmailID and CreatedBy (the UserType). The
 * organisation comes from the session (DESIGN §4), so these must be the caller's own.
 */
export function checkCreator(
  caller: Caller,
  body: {
    SUCode: string;
    EmailID: string;
    CreatedBy: string;
    CreaterSUCode?: string;
    CreaterEmailID?: string;
  },
) {
  assertOwnOrganisation(caller, body.SUCode, msg.otherAccount);
  if (body.CreaterSUCode !== undefined) assertOwnOrganisation(caller, body.CreaterSUCode, msg.otherAccount);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (
    !same(body.EmailID, caller.email) ||
    (body.CreaterEmailID !== undefined && !same(body.CreaterEmailID, caller.email)) ||
    body.CreatedBy !== caller.userType
  ) {
    throw forbidden(msg.otherAccount);
  }
}

const emailTaken = () => new AppError('CONFLICT', msg.emailTaken, { email: msg.emailTaken });

export async function listTeachers(db: Db, caller: Caller, query: z.output<typeof teacherListQuery>) {
  const filter: repo.TeacherListFilter = {
    organisationId: caller.organisationId,
    q: query.q || undefined,
    active: query.active,
    centreCode: query.centre || undefined,
    subjectCode: query.subject || undefined,
  };
  return repo.listTeachers(db, filter, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    sort: query.sort,
  });
}

/** Names for a teacher picker: the first hundred matching, and the one asked for by id. */
export async function teacherNames(
  db: Db,
  caller: Caller,
  query: z.output<typeof teacherNameQuery>,
): Promise<TeacherNames> {
  const [found, asked] = await Promise.all([
    repo.teacherNames(db, caller.organisationId, query.q, TEACHER_NAMES_SHOWN + 1),
    query.id === undefined ? undefined : repo.findTeacher(db, caller.organisationId, query.id),
  ]);
  const data = found.slice(0, TEACHER_NAMES_SHOWN);
  if (asked && !data.some((t) => t.id === asked.id))
    data.push({ id: asked.id, name: asked.name, active: asked.active });
  return { data, more: found.length > TEACHER_NAMES_SHOWN };
}

export async function getTeacher(db: Executor, caller: Caller, id: number): Promise<Teacher> {
  return requireTeacher(db, caller, id);
}

export async function teacherCard(db: Executor, caller: Caller, id: number): Promise<TeacherCard> {
  const row = await requireTeacher(db, caller, id);
  return { id: row.id, name: row.name, email: row.email, mobile: row.mobile, active: row.active };
}

export async function teacherFilters(db: Db, caller: Caller): Promise<TeacherFilters> {
  const [centres, subjects] = await Promise.all([
    activeCentreRefs(db, caller.organisationId),
    repo.subjectCodesInUse(db, caller.organisationId),
  ]);
  return { centres, subjects };
}

export async function createTeacher(
  db: Db,
  caller: Caller,
  input: z.output<typeof teacherInput>,
  ip?: string,
) {
  try {
    return await db.transaction(async (tx) => {
      if (await repo.teacherEmailTaken(tx, caller.organisationId, input.email)) throw emailTaken();
      const { id } = await repo.insertTeacher(tx, { organisationId: caller.organisationId, ...input });
      await recordAudit(tx, {
        organisationId: caller.organisationId,
        userId: caller.userId,
        action: 'create',
        area: 'teachers',
        entityId: id,
        summary: { ...input },
        ip,
      });
      return getTeacher(tx, caller, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

export async function updateTeacher(
  db: Db,
  caller: Caller,
  id: number,
  input: z.output<typeof teacherUpdate>,
  ip?: string,
) {
  try {
    return await db.transaction(async (tx) => {
      const before = await requireTeacher(tx, caller, id);
      if (input.email && (await repo.teacherEmailTaken(tx, caller.organisationId, input.email, id)))
        throw emailTaken();
      const diff = changes(before as unknown as Record<string, unknown>, input);
      if (diff.changed) {
        await repo.updateTeacher(tx, caller.organisationId, id, input);
        await recordAudit(tx, {
          organisationId: caller.organisationId,
          userId: caller.userId,
          action: input.active === false && before.active ? 'deactivate' : 'update',
          area: 'teachers',
          entityId: id,
          summary: { before: diff.before, after: diff.after },
          ip,
        });
      }
      return getTeacher(tx, caller, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

export const PHOTO_LIMIT = TEACHER_PHOTO_MAX_BYTES;

export async function setTeacherPhoto(
  db: Db,
  caller: Caller,
  id: number,
  photo: { bytes: Buffer; type: string } | null,
  ip?: string,
) {
  return db.transaction(async (tx) => {
    await requireTeacher(tx, caller, id);
    await repo.updateTeacher(tx, caller.organisationId, id, {
      photo: photo?.bytes ?? null,
      photoType: photo?.type ?? null,
    });
    await recordAudit(tx, {
      organisationId: caller.organisationId,
      userId: caller.userId,
      action: photo ? 'update' : 'delete',
      area: 'teachers',
      entityId: id,
      summary: photo ? { photo: { type: photo.type, bytes: photo.bytes.length } } : { photo: null },
      ip,
    });
    return getTeacher(tx, caller, id);
  });
}

export async function teacherPhoto(db: Db, caller: Caller, id: number) {
  const row = await repo.findTeacherPhoto(db, caller.organisationId, id);
  if (!row?.photo || !row.photoType) throw notFound('No photo.');
  return { bytes: row.photo, type: row.photoType };
}

/** Whether a teacher of this organisation exists and is active: the one check allotment and substitution make. */
export function isActiveTeacher(db: Executor, organisationId: number, teacherId: number): Promise<boolean> {
  return repo.activeTeacher(db, organisationId, teacherId);
}
