import { feeMessages as say, instalmentShares } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { laterDay } from '../../lib/calendar-days.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';
import * as dues from './dues.repository.ts';
import { applyCredit, creditorsToBill } from './payments.service.ts';
import * as plans from './plans.repository.ts';

/** Who bills: the organisation, the user (for the audit line) and where from. */
export interface Biller {
  organisationId: number;
  userId: number | null;
  ip?: string;
}

/**
 * Bills students on a plan for a batch, inside the caller's transaction (an allotment, a seat from
 * the waitlist, or the fee screen): each gets the plan's instalments as dues of their own, split by
 * head (`instalmentShares`), due no earlier than the day they joined. A student already billed for
 * the batch is left as they were. Returns the plan's name and who was billed.
 */
export async function billSeats(
  tx: Executor,
  biller: Biller,
  batch: { id: number; classId: number | null },
  planId: number,
  seats: { studentId: number; fromDate: string }[],
  field = 'feePlanId',
): Promise<{ planName: string; billed: number[] }> {
  const plan = await plans.findPlan(tx, biller.organisationId, planId);
  if (!plan) throw new AppError('NOT_FOUND', say.planNotFound, { [field]: say.planNotFound });
  if (!plan.active) throw new AppError('CONFLICT', say.planInactive, { [field]: say.planInactive });
  const fits = plan.batchId === batch.id || (plan.batchId === null && plan.classId === batch.classId);
  if (!fits) throw new AppError('VALIDATION', say.planNotForBatch, { [field]: say.planNotForBatch });
  if (!seats.length) return { planName: plan.name, billed: [] };

  const joined = new Map(seats.map((s) => [s.studentId, s.fromDate]));
  const billings = await dues.insertBillings(
    tx,
    seats.map((s) => ({
      organisationId: biller.organisationId,
      studentId: s.studentId,
      batchId: batch.id,
      planId,
      billedOn: s.fromDate,
      createdBy: biller.userId,
    })),
  );
  const creditors = await creditorsToBill(
    tx,
    biller.organisationId,
    billings.map((b) => b.studentId),
  );
  const shares = instalmentShares(plan.heads, plan.instalments);
  const gstOf = new Map(plan.heads.map((h) => [h.headId, h.gstRate]));
  await dues.insertDues(
    tx,
    billings.flatMap((billing) =>
      plan.instalments.flatMap((inst, i) =>
        shares[i]!.map((share) => ({
          organisationId: biller.organisationId,
          studentId: billing.studentId,
          billingId: billing.id,
          batchId: batch.id,
          headId: share.headId,
          instalment: inst.number,
          label: inst.label || `Instalment ${inst.number}`,
          gstRate: gstOf.get(share.headId) ?? null,
          dueOn: laterDay(inst.dueOn, joined.get(billing.studentId)!),
          amount: share.amount,
        })),
      ),
    ),
  );
  // What a student paid ahead goes to their new dues at once.
  await applyCredit(tx, biller.organisationId, creditors);
  if (billings.length)
    await recordAudit(tx, {
      organisationId: biller.organisationId,
      userId: biller.userId,
      action: 'bill',
      area: 'fees',
      entityId: batch.id,
      summary: { planId, students: billings.map((b) => b.studentId) },
      ip: biller.ip,
    });
  return { planName: plan.name, billed: billings.map((b) => b.studentId) };
}

/** The plan a batch bills on when none is chosen: its own first, else its class's (by name). */
export async function defaultPlanOf(
  tx: Executor,
  organisationId: number,
  batch: { id: number; classId: number | null },
) {
  const [first] = await plans.plansOfBatch(tx, organisationId, batch);
  return first?.id ?? null;
}
