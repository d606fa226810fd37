import { fineMessages as say } from '@kaksha/contracts';
import type { FeeStatement, waiveFineInput } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit, recordCallerAudit } from '../audit/service.ts';

import type { Caller } from '../../lib/caller.ts';
import { statement } from './dues.service.ts';
import * as repo from './fines.repository.ts';
import { remindScheduled } from './reminders.service.ts';

/**
 * The daily fees job: late fines, then the reminders the plans schedule. The job runner runs it for
 * each organisation once its day begins (modules/fees/jobs.ts); without `onlyOrganisation`, for every
 * organisation at once. For each organisation whose day has not run, the transaction that claims the
 * day (a row keyed by organisation and day) brings every unpaid instalment's fine up to date, queues
 * the day's reminders, records the day and writes the audit line, so a day runs once even if its run
 * is taken over by another node. A node that dies half-way rolls back its claim with its work, so the
 * next try runs the day whole.
 */
export async function runDailyFees(db: Db, now = new Date(), onlyOrganisation?: number) {
  const done = { organisations: 0, dues: 0, amount: 0, reminders: 0 };
  for (const { organisation_id: organisationId, today } of await repo.organisationsToFine(
    db,
    now,
    onlyOrganisation,
  )) {
    await db.transaction(async (tx) => {
      if (!(await repo.claimRun(tx, organisationId, today))) return;
      const fined = await repo.applyFines(tx, organisationId, today);
      const amount = fined.reduce((sum, f) => sum + f.added, 0);
      const reminders = await remindScheduled(tx, organisationId, today, now);
      await repo.recordRun(tx, organisationId, today, fined.length, amount);
      if (fined.length)
        await recordAudit(tx, {
          organisationId,
          userId: null,
          action: 'late-fines',
          area: 'fees',
          summary: { day: today, dues: fined.length, amount },
          ip: null,
        });
      done.organisations += 1;
      done.dues += fined.length;
      done.amount += amount;
      done.reminders += reminders;
    });
  }
  return done;
}

/** Waives an instalment's late fine (what is still unpaid of it), with the reason; no more is added. */
export async function waiveFine(
  db: Db,
  caller: Caller,
  dueId: number,
  input: z.output<typeof waiveFineInput>,
): Promise<FeeStatement> {
  const { organisationId } = caller;
  const studentId = await db.transaction(async (tx) => {
    const instalment = await repo.instalmentOf(tx, organisationId, dueId);
    if (!instalment.length) throw notFound(say.dueNotFound);
    const waivable = instalment.reduce((sum, d) => sum + Math.min(d.fine, d.balance), 0);
    if (waivable === 0) throw new AppError('CONFLICT', say.nothingToWaive);
    await repo.waive(
      tx,
      instalment.map((d) => d.id),
      input.reason,
    );
    await recordCallerAudit(tx, caller, {
      action: 'fine-waive',
      area: 'fees',
      entityId: instalment[0]!.student_id,
      summary: { dues: instalment.map((d) => d.id), amount: waivable, reason: input.reason },
    });
    return instalment[0]!.student_id;
  });
  return statement(db, caller, studentId);
}
