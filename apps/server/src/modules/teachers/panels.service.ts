import { RESP_OK, teacherServerMessages as msg } from '@kaksha/contracts';
import type {
  Education,
  Experience,
  TeacherAddress,
  addExperienceBody,
  educationFields,
  teacherAddressUpdateBody,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../lib/caller.ts';
import { changes, recordAudit } from '../audit/service.ts';
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
