import { batchMessages, formatCalendarDate, studentAllotmentMessages } from '@kaksha/contracts';
import type {
  BatchChoices,
  BatchDetail,
  BatchMode,
  BatchStatus,
  Room,
  batchExportQuery,
  batchInput,
  batchListQuery,
  roomInput,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { CSV_BATCH, csvLines } from '../../lib/csv.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound, refuseUnknown } from '../../lib/errors.ts';
import { changes, recordCallerAudit } from '../audit/service.ts';

import { todayOf } from '../institute/service.ts';
import * as allotments from './allotments.service.ts';
import * as repo from './repository.ts';

const AREA = 'batches';
type Input = z.output<typeof batchInput>;

export function choices(db: Executor, caller: Caller): Promise<BatchChoices> {
  return repo.choices(db, caller.organisationId);
}

/** Refuses another organisation's ids as not found, naming the fields; a room must be the centre's. */
async function checkRefs(db: Executor, organisationId: number, input: Input) {
  const own = await repo.ownRefs(db, organisationId, input);
  const errors: Record<string, string> = {};
  if (!own.centre) errors.centreId = batchMessages.centreNotFound;
  if (input.boardId && !own.board) errors.boardId = batchMessages.boardNotFound;
  if (input.classId && !own.klass) errors.classId = batchMessages.classNotFound;
  if (input.subjectIds.length && own.subjects !== new Set(input.subjectIds).size)
    errors.subjectIds = batchMessages.subjectNotFound;
  if (input.roomId && !own.roomCentre) errors.roomId = batchMessages.roomNotFound;
  refuseUnknown(errors);
  if (input.roomId && own.roomCentre !== input.centreId)
    throw new AppError('VALIDATION', batchMessages.roomElsewhere, { roomId: batchMessages.roomElsewhere });
}

const codeTaken = (err: unknown) => {
  if (isUniqueViolation(err))
    throw new AppError('CONFLICT', batchMessages.codeTaken, { code: batchMessages.codeTaken });
  throw err;
};

const toRow = <T extends { mode: string; status: string }>(row: T) => ({
  ...row,
  mode: row.mode as BatchMode,
  status: row.status as BatchStatus,
});

export async function detail(db: Executor, caller: Caller, id: number): Promise<BatchDetail> {
  const batch = await repo.findBatch(db, caller.organisationId, id);
  if (!batch) throw notFound(batchMessages.notFound);
  return toRow(batch);
}

export async function create(db: Db, caller: Caller, input: Input): Promise<BatchDetail> {
  const { organisationId } = caller;
  const { subjectIds, ...values } = input;
  const id = await db
    .transaction(async (tx) => {
      await checkRefs(tx, organisationId, input);
      const batchId = await repo.insertBatch(tx, organisationId, values);
      await repo.setSubjects(tx, batchId, [...new Set(subjectIds)]);
      await recordCallerAudit(tx, caller, {
        action: 'create',
        area: AREA,
        entityId: batchId,
        summary: { code: values.code, name: values.name },
      });
      return batchId;
    })
    .catch(codeTaken);
  return detail(db, caller, id);
}

export async function update(db: Db, caller: Caller, id: number, input: Input): Promise<BatchDetail> {
  const { organisationId } = caller;
  await db
    .transaction(async (tx) => {
      const before = await repo.findBatch(tx, organisationId, id);
      if (!before) throw notFound(batchMessages.notFound);
      await checkRefs(tx, organisationId, input);
      const { subjectIds, ...values } = input;
      const diff = changes(before, { ...values, subjectIds: [...new Set(subjectIds)].sort((a, b) => a - b) });
      if (!diff.changed) return;
      await repo.updateBatch(tx, organisationId, id, values);
      await repo.setSubjects(tx, id, [...new Set(subjectIds)]);
      const today = await todayOf(tx, organisationId);
      const promoted =
        values.capacity > before.capacity ? await allotments.afterCapacityChange(tx, caller, id, today) : [];
      // A batch closed after its last day ends its students' seats on that day.
      const closedOn = values.endsOn && values.endsOn < today ? values.endsOn : today;
      const seatsEnded =
        values.status === 'closed' && before.status !== 'closed'
          ? await allotments.afterClosing(tx, id, closedOn)
          : 0;
      await recordCallerAudit(tx, caller, {
        action: 'update',
        area: AREA,
        entityId: id,
        summary: {
          before: diff.before,
          after: diff.after,
          ...(promoted.length ? { promoted: promoted.map((p) => p.id) } : {}),
          ...(seatsEnded ? { seatsEnded } : {}),
        },
      });
    })
    .catch(codeTaken);
  return detail(db, caller, id);
}

/**
 * Deletes a batch made by mistake. Once it has had students (StudentAlotment) a batch is closed
 * instead, never deleted: its history, sessions, attendance and fees refer to it.
 */
export async function remove(db: Db, caller: Caller, id: number): Promise<void> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    if (!(await repo.lockBatch(tx, organisationId, id))) throw notFound(batchMessages.notFound);
    if (await allotments.everHadStudents(tx, id))
      throw new AppError('CONFLICT', studentAllotmentMessages.hasStudents);
    const [gone] = await repo.deleteBatch(tx, organisationId, id);
    if (!gone) throw notFound(batchMessages.notFound);
    await recordCallerAudit(tx, caller, {
      action: 'delete',
      area: AREA,
      entityId: id,
      summary: { code: gone.code },
    });
  });
}

export function list(db: Db, caller: Caller, query: z.output<typeof batchListQuery>) {
  return repo.listBatches(db, filterOf(caller, query), {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
}

function filterOf(caller: Caller, query: z.output<typeof batchExportQuery>) {
  const { status, q, centreId, classId } = query;
  return repo.batchFilter({
    organisationId: caller.organisationId,
    q,
    centreId,
    classId,
    status: status === 'current' || status === 'all' ? undefined : status,
    current: status === 'current' ? true : undefined,
  });
}

const CSV_HEADER = [
  'Code',
  'Name',
  'Class',
  'Board',
  'Centre',
  'Room',
  'Seats',
  'Starts',
  'Ends',
  'Mode',
  'Status',
];

export function csv(db: Executor, caller: Caller, query: z.output<typeof batchExportQuery>) {
  const filter = filterOf(caller, query);
  return csvLines<Awaited<ReturnType<typeof repo.findBatches>>[number]>(
    CSV_HEADER,
    (after) => repo.findBatches(db, filter, { limit: CSV_BATCH, afterId: after?.id }),
    (r) => [
      r.code,
      r.name,
      r.className,
      r.boardName,
      r.centreName,
      r.roomName,
      r.capacity,
      formatCalendarDate(r.startsOn),
      r.endsOn ? formatCalendarDate(r.endsOn) : '',
      r.mode,
      r.status,
    ],
  );
}

// ---- rooms ----

export async function rooms(db: Executor, caller: Caller): Promise<Room[]> {
  return repo.listRooms(db, caller.organisationId);
}

const roomTaken = (err: unknown) => {
  if (isUniqueViolation(err))
    throw new AppError('CONFLICT', batchMessages.roomTaken, { name: batchMessages.roomTaken });
  throw err;
};

export async function saveRoom(
  db: Db,
  caller: Caller,
  id: number | null,
  input: z.output<typeof roomInput>,
): Promise<Room> {
  const { organisationId } = caller;
  const roomId = await db
    .transaction(async (tx) => {
      if (!(await repo.centreIsOurs(tx, organisationId, input.centreId)))
        throw new AppError('NOT_FOUND', batchMessages.centreNotFound, {
          centreId: batchMessages.centreNotFound,
        });
      let saved = id;
      if (saved === null) saved = await repo.insertRoom(tx, { ...input, organisationId });
      else if ((await repo.updateRoom(tx, organisationId, saved, input)).length === 0)
        throw notFound(batchMessages.roomNotFound);
      await recordCallerAudit(tx, caller, {
        action: id === null ? 'room-create' : 'room-update',
        area: AREA,
        entityId: saved,
        summary: input,
      });
      return saved;
    })
    .catch(roomTaken);
  return (await repo.findRoom(db, organisationId, roomId))!;
}
