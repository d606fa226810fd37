import { RESP_OK, teacherServerMessages as msg } from '@kaksha/contracts';
import type {
  Education,
  Experience,
  TeacherAddress,
  TeacherCurriculum,
  TeacherSubject,
  addExperienceBody,
  educationFields,
  insertTeacherSubjectBody,
  teacherAddressUpdateBody,
  teacherCentreAddBody,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../lib/caller.ts';
import { changes, recordAudit } from '../audit/service.ts';
import { activeCentreRefs, centreByCode } from '../centres/service.ts';
import { options as curriculumOptions } from '../curriculum/service.ts';
import * as repo from './repository.ts';
import { checkCreator, requireTeacher } from './service.ts';

/** What every audit entry of the panels shares. */
const audit = (caller: Caller, ip: string | undefined) => ({
  organisationId: caller.organisationId,
  userId: caller.userId,
  ip,
});

// ---- Address: one per teacher; added once, then only updated ----

const toAddress = (row: Awaited<ReturnType<typeof repo.findAddresses>>[number]): TeacherAddress => ({
  id: row.id,
  Add1: row.add1,
  Add2: row.add2,
  City: row.city,
  State: row.state,
  PinCode: row.pinCode,
  Country: row.country,
  Landmark: row.landmark,
});

export async function teacherAddresses(db: Db, caller: Caller, teacherId: number): Promise<TeacherAddress[]> {
  await requireTeacher(db, caller, teacherId);
  return (await repo.findAddresses(db, teacherId)).map(toAddress);
}

const addressOnce = () => new AppError('CONFLICT', msg.addressOnce);

/** Without an id: adds the address (refused when one exists). With the id of the existing one: updates it. */
export async function saveTeacherAddress(
  db: Db,
  caller: Caller,
  teacherId: number,
  body: z.output<typeof teacherAddressUpdateBody>,
  ip?: string,
) {
  checkCreator(caller, body);
  const values = {
    add1: body.Add1,
    add2: body.Add2,
    city: body.City,
    state: body.State,
    pinCode: body.PinCode,
    country: body.Country,
    landmark: body.Landmark,
  };
  return db.transaction(async (tx) => {
    await requireTeacher(tx, caller, teacherId);
    const [existing] = await repo.findAddresses(tx, teacherId);
    if (body.id === null) {
      if (existing) throw addressOnce();
      const row = await repo.insertAddress(tx, {
        ...values,
        organisationId: caller.organisationId,
        teacherId,
        createdBy: caller.userType,
      });
      // Two adds racing: the unique teacher_id lets one in.
      if (!row) throw addressOnce();
      await recordAudit(tx, {
        ...audit(caller, ip),
        action: 'create',
        area: 'teacher-address',
        entityId: row.id,
        summary: { teacherId, ...values },
      });
      return { respCode: RESP_OK, respMsg: msg.addressSaved, id: row.id };
    }
    if (!existing || existing.id !== body.id) throw notFound('Address not found.');
    const diff = changes(existing as unknown as Record<string, unknown>, values);
    if (diff.changed) {
      await repo.updateAddress(tx, teacherId, existing.id, values);
      await recordAudit(tx, {
        ...audit(caller, ip),
        action: 'update',
        area: 'teacher-address',
        entityId: existing.id,
        summary: { teacherId, before: diff.before, after: diff.after },
      });
    }
    return { respCode: RESP_OK, respMsg: msg.addressSaved, id: existing.id };
  });
}

// ---- Education (the spec reads it; the saves are /api/v1) ----

const toEducation = (row: Awaited<ReturnType<typeof repo.findEducation>>[number]): Education => ({
  id: row.id,
  certificate: row.certificate,
  board: row.board,
  year: row.year,
  marks: row.marks,
  grade: row.grade,
});

export async function educationOf(db: Executor, caller: Caller, teacherId: number): Promise<Education[]> {
  await requireTeacher(db, caller, teacherId);
  return (await repo.findEducation(db, teacherId)).map(toEducation);
}

export async function addEducation(
  db: Db,
  caller: Caller,
  teacherId: number,
  input: z.output<typeof educationFields>,
  ip?: string,
): Promise<Education> {
  return db.transaction(async (tx) => {
    await requireTeacher(tx, caller, teacherId);
    const { id } = await repo.insertEducation(tx, {
      ...input,
      organisationId: caller.organisationId,
      teacherId,
    });
    await recordAudit(tx, {
      ...audit(caller, ip),
      action: 'create',
      area: 'teacher-education',
      entityId: id,
      summary: { teacherId, ...input },
    });
    return { id, ...input };
  });
}

export async function editEducation(
  db: Db,
  caller: Caller,
  teacherId: number,
  id: number,
  input: z.output<typeof educationFields>,
  ip?: string,
): Promise<Education> {
  return db.transaction(async (tx) => {
    await requireTeacher(tx, caller, teacherId);
    const before = await repo.findEducationEntry(tx, teacherId, id);
    if (!before) throw notFound('Education entry not found.');
    const diff = changes(before as unknown as Record<string, unknown>, input);
    if (diff.changed) {
      await repo.updateEducation(tx, teacherId, id, input);
      await recordAudit(tx, {
        ...audit(caller, ip),
        action: 'update',
        area: 'teacher-education',
        entityId: id,
        summary: { teacherId, before: diff.before, after: diff.after },
      });
    }
    return { id, ...input };
  });
}

export async function removeEducation(db: Db, caller: Caller, teacherId: number, id: number, ip?: string) {
  await db.transaction(async (tx) => {
    await requireTeacher(tx, caller, teacherId);
    const before = await repo.findEducationEntry(tx, teacherId, id);
    if (!before || !(await repo.deleteEducation(tx, teacherId, id)))
      throw notFound('Education entry not found.');
    await recordAudit(tx, {
      ...audit(caller, ip),
      action: 'delete',
      area: 'teacher-education',
      entityId: id,
      summary: { teacherId, certificate: before.certificate, board: before.board, year: before.year },
    });
  });
}

// ---- Experience ----

const toExperience = (row: Awaited<ReturnType<typeof repo.findExperience>>[number]): Experience => ({
  id: row.id,
  Organisation: row.organisation,
  FromDate: row.fromDate,
  ToDate: row.toDate,
  Designation: row.designation,
  Responsibilities: row.responsibilities,
  Remarks: row.remarks,
});

export async function experienceOf(db: Db, caller: Caller, teacherId: number) {
  await requireTeacher(db, caller, teacherId);
  const experienceData = (await repo.findExperience(db, teacherId)).map(toExperience);
  return { respCode: RESP_OK, experienceData, respMsg: '' };
}

export async function addExperience(
  db: Db,
  caller: Caller,
  body: z.output<typeof addExperienceBody>,
  ip?: string,
) {
  checkCreator(caller, body);
  await db.transaction(async (tx) => {
    await requireTeacher(tx, caller, body.TeacherID);
    const rows = await repo.insertExperience(
      tx,
      body.experienceData.map((e) => ({
        organisationId: caller.organisationId,
        teacherId: body.TeacherID,
        organisation: e.Organisation,
        fromDate: e.FromDate,
        toDate: e.ToDate,
        designation: e.Designation,
        responsibilities: e.Responsibilities,
        remarks: e.Remarks,
        createdBy: caller.userType,
      })),
    );
    for (const [i, row] of rows.entries()) {
      await recordAudit(tx, {
        ...audit(caller, ip),
        action: 'create',
        area: 'teacher-experience',
        entityId: row.id,
        summary: { teacherId: body.TeacherID, ...body.experienceData[i] },
      });
    }
  });
  return { respCode: RESP_OK, respMsg: msg.experienceAdded };
}

export async function removeExperience(db: Db, caller: Caller, teacherId: number, id: number, ip?: string) {
  await db.transaction(async (tx) => {
    await requireTeacher(tx, caller, teacherId);
    const row = await repo.deleteExperience(tx, teacherId, id);
    if (!row) throw notFound('Experience entry not found.');
    await recordAudit(tx, {
      ...audit(caller, ip),
      action: 'delete',
      area: 'teacher-experience',
      entityId: id,
      summary: { teacherId, Organisation: row.organisation },
    });
  });
}

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
