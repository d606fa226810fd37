import { RESP_OK, teacherServerMessages as msg } from '@kaksha/contracts';
import type {
  TeacherCurriculum,
  TeacherSubject,
  insertTeacherSubjectBody,
  teacherCentreAddBody,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../lib/caller.ts';
import { recordAudit } from '../audit/service.ts';
import { activeCentreRefs, centreByCode } from '../centres/service.ts';
import { options as curriculumOptions } from '../curriculum/service.ts';
import * as repo from './repository.ts';
import { checkCreator, requireTeacher } from './service.ts';

/**
 * What and where a teacher teaches: the Subject and Centre panels of the teacher detail (spec §7
 * Teacher), drawing on the curriculum and centres areas through their services.
 */

/** What every audit entry of the teaching panels shares. */
const audit = (caller: Caller, ip: string | undefined) => ({
  organisationId: caller.organisationId,
  userId: caller.userId,
  ip,
});

// ---- Subjects: codes from the organisation's curriculum (the learning area) when it has one ----

export async function curriculumFor(db: Executor, caller: Caller): Promise<TeacherCurriculum> {
  const { boards, classes, subjects } = await curriculumOptions(db, caller);
  return { available: boards.length + classes.length + subjects.length > 0, boards, classes, subjects };
}

export async function subjectsOf(db: Db, caller: Caller, teacherId: number): Promise<TeacherSubject[]> {
  await requireTeacher(db, caller, teacherId);
  const [rows, curriculum] = await Promise.all([repo.findSubjects(db, teacherId), curriculumFor(db, caller)]);
  const nameOf = (list: { code: string; name: string }[], code: string) =>
    list.find((x) => x.code === code)?.name ?? null;
  return rows.map((row) => ({
    id: row.id,
    BoardCode: row.boardCode,
    ClassCode: row.classCode,
    SubjectCode: row.subjectCode,
    BoardName: nameOf(curriculum.boards, row.boardCode),
    ClassName: nameOf(curriculum.classes, row.classCode),
    SubjectName: nameOf(curriculum.subjects, row.subjectCode),
  }));
}

export async function addSubject(
  db: Db,
  caller: Caller,
  body: z.output<typeof insertTeacherSubjectBody>,
  ip?: string,
) {
  checkCreator(caller, body);
  const codes = {
    boardCode: body.BoardCode.toUpperCase(),
    classCode: body.ClassCode.toUpperCase(),
    subjectCode: body.SubjectCode.toUpperCase(),
  };
  const curriculum = await curriculumFor(db, caller);
  if (curriculum.available) {
    const fieldErrors: Record<string, string> = {};
    const known = (list: { code: string }[], code: string) => list.some((x) => x.code === code);
    if (!known(curriculum.boards, codes.boardCode))
      fieldErrors.BoardCode = 'Please choose a board from the list.';
    if (!known(curriculum.classes, codes.classCode))
      fieldErrors.ClassCode = 'Please choose a class from the list.';
    if (!known(curriculum.subjects, codes.subjectCode))
      fieldErrors.SubjectCode = 'Please choose a subject from the list.';
    if (Object.keys(fieldErrors).length > 0) throw invalid(Object.values(fieldErrors)[0]!, fieldErrors);
  }
  return db.transaction(async (tx) => {
    await requireTeacher(tx, caller, body.TeacherID);
    const row = await repo.insertSubject(tx, {
      ...codes,
      organisationId: caller.organisationId,
      teacherId: body.TeacherID,
      createdBy: caller.userType,
      createdFormName: body.CreaterFormName,
    });
    if (!row) throw new AppError('CONFLICT', msg.subjectExists);
    await recordAudit(tx, {
      ...audit(caller, ip),
      action: 'create',
      area: 'teacher-subjects',
      entityId: row.id,
      summary: { teacherId: body.TeacherID, ...codes, formName: body.CreaterFormName },
    });
    return { RespCode: RESP_OK, RespMsg: msg.subjectAdded };
  });
}

export async function removeSubject(db: Db, caller: Caller, teacherId: number, id: number, ip?: string) {
  await db.transaction(async (tx) => {
    await requireTeacher(tx, caller, teacherId);
    const row = await repo.deleteSubject(tx, teacherId, id);
    if (!row) throw notFound('Subject not found.');
    await recordAudit(tx, {
      ...audit(caller, ip),
      action: 'delete',
      area: 'teacher-subjects',
      entityId: id,
      summary: { teacherId, ...row },
    });
  });
}

// ---- Centres of a teacher ----

export async function centresOf(db: Db, caller: Caller, teacherId: number) {
  await requireTeacher(db, caller, teacherId);
  const rows = await repo.findTeacherCentres(db, teacherId);
  const centreDetails = rows.map((r) => ({ CentreCode: r.centreCode, CentreName: r.centreName }));
  return centreDetails.length > 0
    ? { respCode: RESP_OK, centreDetails }
    : { respCode: RESP_OK, centreDetails, respMsg: msg.noCentres };
}

export async function allCentres(db: Db, caller: Caller) {
  return { respCode: RESP_OK, centres: await activeCentreRefs(db, caller.organisationId) };
}

export async function addCentre(
  db: Db,
  caller: Caller,
  body: z.output<typeof teacherCentreAddBody>,
  ip?: string,
) {
  checkCreator(caller, body);
  return db.transaction(async (tx) => {
    await requireTeacher(tx, caller, body.teacherId);
    const centre = await centreByCode(tx, caller.organisationId, body.CentreCode);
    // Another organisation's code, or a deactivated centre: not one to choose.
    if (!centre || !centre.active) throw notFound(msg.centreNotFound);
    const added = await repo.insertTeacherCentre(tx, {
      teacherId: body.teacherId,
      centreId: centre.id,
      organisationId: caller.organisationId,
      createdBy: caller.userType,
    });
    if (!added) throw new AppError('CONFLICT', msg.centreExists);
    await recordAudit(tx, {
      ...audit(caller, ip),
      action: 'create',
      area: 'teacher-centres',
      entityId: body.teacherId,
      summary: { teacherId: body.teacherId, CentreCode: centre.centreCode },
    });
    return { RespCode: RESP_OK, RespMsg: msg.centreAdded };
  });
}

export async function removeCentre(
  db: Db,
  caller: Caller,
  teacherId: number,
  centreCode: string,
  ip?: string,
) {
  await db.transaction(async (tx) => {
    await requireTeacher(tx, caller, teacherId);
    const centre = await centreByCode(tx, caller.organisationId, centreCode);
    if (!centre || !(await repo.deleteTeacherCentre(tx, teacherId, centre.id)))
      throw notFound(msg.centreNotFound);
    await recordAudit(tx, {
      ...audit(caller, ip),
      action: 'delete',
      area: 'teacher-centres',
      entityId: teacherId,
      summary: { teacherId, CentreCode: centre.centreCode },
    });
  });
}
