import { feeMessages as say } from '@kaksha/contracts';
import type {
  BatchFeePlans,
  FeeHead,
  FeeHeadList,
  FeePlan,
  FineKind,
  feeHeadInput,
  feePlanInput,
  feePlanListQuery,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound, refuseUnknown } from '../../lib/errors.ts';
import { auditChanges, recordCallerAudit } from '../audit/service.ts';

import * as repo from './plans.repository.ts';

const AREA = 'fees';

// ---- heads ----

export async function heads(db: Executor, caller: Caller): Promise<FeeHeadList> {
  return { data: await repo.listHeads(db, caller.organisationId) };
}

async function ownHead(db: Executor, organisationId: number, id: number): Promise<FeeHead> {
  const head = await repo.findHead(db, organisationId, id);
  if (!head) throw notFound(say.headNotFound);
  return head;
}

const headTaken = (err: unknown) => {
  if (isUniqueViolation(err)) throw new AppError('CONFLICT', say.headTaken, { name: say.headTaken });
  throw err;
};

export async function saveHead(
  db: Db,
  caller: Caller,
  id: number | null,
  input: z.output<typeof feeHeadInput>,
): Promise<FeeHead> {
  const { organisationId } = caller;
  const saved = await db
    .transaction(async (tx) => {
      if (id === null) {
        const created = await repo.insertHead(tx, { organisationId, ...input });
        await recordCallerAudit(tx, caller, {
          action: 'create-head',
          area: AREA,
          entityId: created,
          summary: input,
        });
        return created;
      }
      const before = await ownHead(tx, organisationId, id);
      const line = { action: 'update-head', area: AREA, entityId: id };
      if (await auditChanges(tx, caller, before, input, line)) await repo.updateHead(tx, id, input);
      return id;
    })
    .catch(headTaken);
  return ownHead(db, organisationId, saved);
}

/** A head no plan uses can go; one in use is made inactive instead (dues and receipts name it). */
export async function removeHead(db: Db, caller: Caller, id: number): Promise<void> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const head = await ownHead(tx, organisationId, id);
    if (head.inUse) throw new AppError('CONFLICT', say.headInUse);
    await repo.deleteHead(tx, id);
    await recordCallerAudit(tx, caller, {
      action: 'delete-head',
      area: AREA,
      entityId: id,
      summary: { name: head.name },
    });
  });
}

// ---- plans ----

type PlanRow = NonNullable<Awaited<ReturnType<typeof repo.findPlan>>>;

const toPlan = ({ fineKind, fineAmount, fineGraceDays, fineCap, ...row }: PlanRow): FeePlan => ({
  ...row,
  total: row.heads.reduce((sum, h) => sum + h.amount, 0),
  fine: { kind: fineKind as FineKind, amount: fineAmount, graceDays: fineGraceDays, cap: fineCap },
});

export async function plan(db: Executor, caller: Caller, id: number): Promise<FeePlan> {
  const row = await repo.findPlan(db, caller.organisationId, id);
  if (!row) throw notFound(say.planNotFound);
  return toPlan(row);
}

export function plans(db: Db, caller: Caller, query: z.output<typeof feePlanListQuery>) {
  return repo.listPlans(
    db,
    {
      organisationId: caller.organisationId,
      q: query.q || undefined,
      batchId: query.batchId,
      classId: query.classId,
      active: query.active === 'all' ? undefined : query.active === 'true',
    },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
}

type PlanInput = z.output<typeof feePlanInput>;

/** Another organisation's batch, class or heads are refused as not found, naming the field. */
async function checkPlanRefs(db: Executor, organisationId: number, input: PlanInput) {
  const errors: Record<string, string> = {};
  if (input.batchId !== null && !(await repo.ownBatch(db, organisationId, input.batchId)))
    errors.batchId = say.batchNotFound;
  if (input.classId !== null && !(await repo.ownClass(db, organisationId, input.classId)))
    errors.classId = say.classNotFound;
  const headIds = input.heads.map((h) => h.headId);
  if ((await repo.activeHeadCount(db, organisationId, headIds)) !== headIds.length)
    errors.heads = say.headsNotFound;
  refuseUnknown(errors);
}

const planTaken = (err: unknown) => {
  if (isUniqueViolation(err)) throw new AppError('CONFLICT', say.planTaken, { name: say.planTaken });
  throw err;
};

const planValues = (input: PlanInput) => ({
  name: input.name,
  batchId: input.batchId,
  // A plan for a batch is for that batch alone; its class is the batch's own.
  classId: input.batchId === null ? input.classId : null,
  fineKind: input.fine.kind,
  fineAmount: input.fine.kind === 'none' ? 0 : input.fine.amount,
  fineGraceDays: input.fine.kind === 'none' ? 0 : input.fine.graceDays,
  fineCap: input.fine.kind === 'daily' ? input.fine.cap : null,
  bounceCharge: input.bounceCharge,
  reminderDays: [...new Set(input.reminderDays)].sort((a, b) => a - b),
  active: input.active,
});

/**
 * Adds or changes a plan. Students already billed keep what they were billed (their dues are their
 * own copies), so a change reaches only those billed from now on.
 */
export async function savePlan(
  db: Db,
  caller: Caller,
  id: number | null,
  input: PlanInput,
): Promise<FeePlan> {
  const { organisationId } = caller;
  const values = planValues(input);
  const saved = await db
    .transaction(async (tx) => {
      await checkPlanRefs(tx, organisationId, input);
      let planId = id;
      let before: FeePlan | undefined;
      if (planId === null) planId = await repo.insertPlan(tx, { organisationId, ...values });
      else {
        before = await plan(tx, caller, planId);
        await repo.updatePlan(tx, planId, values);
      }
      await repo.setPlanParts(
        tx,
        planId,
        input.heads,
        input.instalments.map((inst) => ({ label: inst.label, dueOn: inst.dueOn, amount: inst.amount })),
      );
      await recordCallerAudit(tx, caller, {
        action: before ? 'update-plan' : 'create-plan',
        area: AREA,
        entityId: planId,
        summary: before ? { before: summaryOf(before), after: summaryOfInput(input) } : summaryOfInput(input),
      });
      return planId;
    })
    .catch(planTaken);
  return plan(db, caller, saved);
}

const summaryOf = (p: FeePlan) => ({
  name: p.name,
  total: p.total,
  heads: p.heads.map((h) => [h.headId, h.amount]),
  instalments: p.instalments.map((i) => [i.dueOn, i.amount]),
  fine: p.fine,
  active: p.active,
});
const summaryOfInput = (p: PlanInput) => ({
  name: p.name,
  total: p.heads.reduce((sum, h) => sum + h.amount, 0),
  heads: p.heads.map((h) => [h.headId, h.amount]),
  instalments: p.instalments.map((i) => [i.dueOn, i.amount]),
  fine: p.fine,
  active: p.active,
});

/** A plan nobody was billed on can go; otherwise it is made inactive (its billings name it). */
export async function removePlan(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await plan(tx, caller, id);
    if (found.studentsBilled > 0) throw new AppError('CONFLICT', say.planInUse);
    await repo.deletePlan(tx, id);
    await recordCallerAudit(tx, caller, {
      action: 'delete-plan',
      area: AREA,
      entityId: id,
      summary: { name: found.name },
    });
  });
}

/** The plans a batch offers, its own first (the first is what allotment bills on by default). */
export async function plansOfBatch(db: Executor, caller: Caller, batchId: number): Promise<BatchFeePlans> {
  const batch = await repo.ownBatch(db, caller.organisationId, batchId);
  if (!batch) throw notFound(say.batchNotFound);
  return { data: await repo.plansOfBatch(db, caller.organisationId, batch) };
}
