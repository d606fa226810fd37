import { centreMessages as msg, teacherServerMessages } from '@kaksha/contracts';
import type {
  Centre,
  CentreAssignments,
  CentreAssignmentsSave,
  CentreRef,
  centreInput,
  centreListQuery,
  centreUpdate,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../lib/caller.ts';
import { changes, recordAudit } from '../audit/service.ts';
import * as repo from './repository.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

const toCentre = (row: repo.CentreRow): Centre => ({
  id: row.id,
  CentreCode: row.centreCode,
  CentreName: row.centreName,
  address: row.address,
  phone: row.phone,
  active: row.active,
  opensAt: row.opensAt,
  closesAt: row.closesAt,
  teacherCount: row.teacherCount,
  staffCount: row.staffCount,
});

const codeTaken = () => new AppError('CONFLICT', msg.codeTaken, { CentreCode: msg.codeTaken });

export async function listCentres(db: Db, caller: Caller, query: z.output<typeof centreListQuery>) {
  const filter = { organisationId: caller.organisationId, q: query.q || undefined, active: query.active };
  return repo.listCentres(db, filter, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    sort: query.sort,
  });
}

export async function getCentre(db: Executor, caller: Caller, id: number): Promise<Centre> {
  const row = await repo.findCentre(db, caller.organisationId, id);
  if (!row) throw notFound(msg.notFound);
  return toCentre(row);
}

export async function createCentre(
  db: Db,
  caller: Caller,
  input: z.output<typeof centreInput>,
  ip?: string,
): Promise<Centre> {
  try {
    return await db.transaction(async (tx) => {
      if (await repo.findCentreByCode(tx, caller.organisationId, input.CentreCode)) throw codeTaken();
      const { id } = await repo.insertCentre(tx, {
        organisationId: caller.organisationId,
        centreCode: input.CentreCode,
        ...centreColumns(input),
      });
      await recordAudit(tx, {
        organisationId: caller.organisationId,
        userId: caller.userId,
        action: 'create',
        area: 'centres',
        entityId: id,
        summary: { ...input },
        ip,
      });
      return getCentre(tx, caller, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
}

export async function updateCentre(
  db: Db,
  caller: Caller,
  id: number,
  input: z.output<typeof centreUpdate>,
  ip?: string,
): Promise<Centre> {
  return db.transaction(async (tx) => {
    const before = await getCentre(tx, caller, id);
    const diff = changes(before as unknown as Record<string, unknown>, input);
    if (!diff.changed) return before;
    await repo.updateCentre(tx, caller.organisationId, id, centreColumns(input));
    await recordAudit(tx, {
      organisationId: caller.organisationId,
      userId: caller.userId,
      action: input.active === false && before.active ? 'deactivate' : 'update',
      area: 'centres',
      entityId: id,
      summary: { CentreCode: before.CentreCode, before: diff.before, after: diff.after },
      ip,
    });
    return getCentre(tx, caller, id);
  });
}

// ---- for other areas (teachers, users): the organisation's centres by code ----

/** The organisation's centre with this code, or undefined. */
export async function centreByCode(db: Executor, organisationId: number, code: string) {
  return repo.findCentreByCode(db, organisationId, code);
}

/** The organisation's centres among these codes (unknown codes are simply absent). */
export async function centresByCodes(db: Executor, organisationId: number, codes: string[]) {
  return repo.findCentresByCodes(db, organisationId, codes);
}

/** Active centres, by name: the spec's get-all-centres list. */
export async function activeCentreRefs(db: Executor, organisationId: number): Promise<CentreRef[]> {
  const rows = await repo.findActiveCentreRefs(db, organisationId);
  return rows.map((r) => ({ CentreCode: r.centreCode, CentreName: r.centreName }));
}

// ---- CentreAsignment ----

export async function centreAssignments(
  db: Executor,
  caller: Caller,
  centreId: number,
): Promise<CentreAssignments> {
  const centre = await getCentre(db, caller, centreId);
  const [teachers, staff] = await Promise.all([
    repo.findTeacherAssignees(db, caller.organisationId, centreId),
    repo.findStaffAssignees(db, caller.organisationId, centre.CentreCode),
  ]);
  return { centre, teachers, staff };
}

const difference = (a: number[], b: number[]) => a.filter((x) => !b.includes(x));

/** Makes the centre's teachers and staff exactly these; every id must be the organisation's. */
export async function saveCentreAssignments(
  db: Db,
  caller: Caller,
  centreId: number,
  input: CentreAssignmentsSave,
  ip?: string,
): Promise<CentreAssignments> {
  const teacherIds = [...new Set(input.teacherIds)];
  const staffIds = [...new Set(input.staffIds)];
  return db.transaction(async (tx) => {
    const centre = await getCentre(tx, caller, centreId);
    const [knownTeachers, knownStaff] = await Promise.all([
      repo.findTeacherIdsIn(tx, caller.organisationId, teacherIds),
      repo.findUserIdsIn(tx, caller.organisationId, staffIds),
    ]);
    // Another organisation's ids are "not found", with nothing said about them.
    if (knownTeachers.length !== teacherIds.length) throw notFound(teacherServerMessages.teacherNotFound);
    if (knownStaff.length !== staffIds.length) throw notFound('Staff member not found.');
    const [teachersBefore, staffBefore] = await Promise.all([
      repo.assignedTeacherIds(tx, centreId),
      repo.assignedStaffIds(tx, caller.organisationId, centre.CentreCode),
    ]);
    const added = {
      teachers: difference(teacherIds, teachersBefore),
      staff: difference(staffIds, staffBefore),
    };
    const removed = {
      teachers: difference(teachersBefore, teacherIds),
      staff: difference(staffBefore, staffIds),
    };
    await repo.changeCentrePeople(
      tx,
      {
        organisationId: caller.organisationId,
        id: centreId,
        code: centre.CentreCode,
        createdBy: caller.userType,
      },
      added,
      removed,
    );
    if ([added, removed].some((x) => x.teachers.length + x.staff.length > 0)) {
      await recordAudit(tx, {
        organisationId: caller.organisationId,
        userId: caller.userId,
        action: 'update',
        area: 'centre-assignments',
        entityId: centreId,
        summary: { CentreCode: centre.CentreCode, added, removed },
        ip,
      });
    }
    return centreAssignments(tx, caller, centreId);
  });
}

/**
 * The contract's fields as the centres table's columns; a field an update leaves out stays out.
 * The code is not among them: it is set once, when the centre is made.
 */
function centreColumns<Fields extends z.output<typeof centreUpdate>>(
  input: Fields,
): {
  centreName: Fields['CentreName'];
  address: Fields['address'];
  phone: Fields['phone'];
  active: Fields['active'];
  opensAt: Fields['opensAt'];
  closesAt: Fields['closesAt'];
} {
  return {
    centreName: input.CentreName,
    address: input.address,
    phone: input.phone,
    active: input.active,
    opensAt: input.opensAt,
    closesAt: input.closesAt,
  };
}
