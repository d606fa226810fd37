import { formatCalendarDate, timetableMessages as say } from '@kaksha/contracts';
import type { Holiday, HolidayResult, holidayInput } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound, refuseUnknown } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';

import { notify } from '../messages/notify.ts';
import * as repo from './holidays.repository.ts';

const AREA = 'holidays';

export async function list(db: Db, caller: Caller, year?: number): Promise<Holiday[]> {
  return repo.listHolidays(db, caller.organisationId, year);
}

const daysText = (from: string, to: string) =>
  from === to ? formatCalendarDate(from) : `${formatCalendarDate(from)} to ${formatCalendarDate(to)}`;

/**
 * Adds a holiday for the institute, a centre or a batch: the scheduled sessions it closes are
 * cancelled, naming it, and — when the staff member asks — the main contact of every student seated
 * in those batches is told, in the same transaction.
 */
export async function create(
  db: Db,
  caller: Caller,
  input: z.output<typeof holidayInput>,
): Promise<HolidayResult> {
  const { organisationId, userId } = caller;
  return db.transaction(async (tx) => {
    const own = await repo.scopeIsOurs(tx, organisationId, input);
    refuseUnknown({
      ...(own.centre ? {} : { centreId: 'Please choose one of your centres.' }),
      ...(own.batch ? {} : { batchId: 'Batch not found.' }),
    });
    const { notify: tell, ...values } = input;
    const id = await repo.insertHoliday(tx, { ...values, organisationId, createdBy: userId });
    const batchIds = await repo.cancelForHoliday(tx, id);
    let notified = 0;
    if (tell && batchIds.length) {
      const families = await repo.guardiansOfBatches(tx, batchIds);
      await notify(tx, {
        organisationId,
        event: 'classes.cancelled',
        recipients: families.map((f) => ({
          ref: `guardian:${f.guardianId}`,
          name: f.guardianName,
          email: f.email || null,
          phone: f.mobile,
          whatsapp: f.whatsapp || null,
          data: { studentName: f.studentName, batchName: f.batchName },
          subjectRef: `student:${f.studentId}`,
        })),
        data: { days: daysText(input.fromDate, input.toDate), reason: input.name },
        subjectRef: `holiday:${id}`,
        createdBy: userId,
      });
      notified = new Set(families.map((f) => f.guardianId)).size;
    }
    const holiday = (await repo.findHoliday(tx, organisationId, id))!;
    await recordCallerAudit(tx, caller, {
      action: 'create',
      area: AREA,
      entityId: id,
      summary: { ...values, cancelled: holiday.cancelled, notified },
    });
    return { holiday, notified };
  });
}

/** Takes a holiday away: the sessions it cancelled come back where nothing clashes with them now. */
export async function remove(db: Db, caller: Caller, id: number): Promise<{ restored: number }> {
  const { organisationId } = caller;
  return db.transaction(async (tx) => {
    const holiday = await repo.findHoliday(tx, organisationId, id);
    if (!holiday) throw notFound(say.holidayNotFound);
    const restored = await repo.releaseHoliday(tx, id);
    await repo.deleteHoliday(tx, id);
    await recordCallerAudit(tx, caller, {
      action: 'delete',
      area: AREA,
      entityId: id,
      summary: { name: holiday.name, fromDate: holiday.fromDate, toDate: holiday.toDate, restored },
    });
    return { restored };
  });
}
