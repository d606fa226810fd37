import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FeePlanRow } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptJson } from '../../db/kept-json.ts';
import { childRows, jsonListPage } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { qualified } from '../../db/qualified.ts';
import {
  batches,
  classes,
  feeHeads,
  feePlanHeads,
  feePlanInstalments,
  feePlans,
} from '../../db/schema/index.ts';
import { filtersOnly, listTotal, partOf } from '../../db/list-counts.ts';
import { naturalAsc } from '../../db/natural.ts';

// ---- heads ----

const headInUse = sql<boolean>`exists (select 1 from ${feePlanHeads} ph where ph.head_id = ${qualified(feeHeads.id)})`;
/** A fee head as the screens show it, with whether any plan uses it. */
const headColumns = {
  id: feeHeads.id,
  name: feeHeads.name,
  sacCode: feeHeads.sacCode,
  gstRate: feeHeads.gstRate,
  active: feeHeads.active,
  inUse: headInUse,
};

export function listHeads(db: Executor, organisationId: number) {
  return db
    .select(headColumns)
    .from(feeHeads)
    .where(eq(feeHeads.organisationId, organisationId))
    .orderBy(...naturalAsc(feeHeads.name), asc(feeHeads.id));
}

export async function findHead(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select(headColumns)
    .from(feeHeads)
    .where(and(eq(feeHeads.organisationId, organisationId), eq(feeHeads.id, id)));
  return row;
}

export async function insertHead(tx: Executor, values: typeof feeHeads.$inferInsert) {
  const [row] = await tx.insert(feeHeads).values(values).returning({ id: feeHeads.id });
  return row!.id;
}

export function updateHead(tx: Executor, id: number, values: Partial<typeof feeHeads.$inferInsert>) {
  return tx.update(feeHeads).set(values).where(eq(feeHeads.id, id));
}

export function deleteHead(tx: Executor, id: number) {
  return tx.delete(feeHeads).where(eq(feeHeads.id, id));
}

/** How many of `ids` are the organisation's active heads. */
export async function activeHeadCount(db: Executor, organisationId: number, ids: number[]) {
  const [row] = await db
    .select({ n: count() })
    .from(feeHeads)
    .where(
      and(eq(feeHeads.organisationId, organisationId), eq(feeHeads.active, true), inArray(feeHeads.id, ids)),
    );
  return row?.n ?? 0;
}

export async function ownClass(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.organisationId, organisationId), eq(classes.id, id)));
  return row;
}

/**
 * A batch of the organisation as fees bills on it: which plans fit it (its class) and its name. Fees
 * reads the batch here rather than through the batches area, which depends on fees (decision 063).
 */
export async function ownBatch(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select({ id: batches.id, name: batches.name, classId: batches.classId })
    .from(batches)
    .where(and(eq(batches.id, id), eq(batches.organisationId, organisationId)));
  return row;
}

// ---- plans ----

const planColumns = {
  id: feePlans.id,
  name: feePlans.name,
  batchId: feePlans.batchId,
  // Kept on the plan's row by the database (migration 0062, decision 040).
  batchName: feePlans.batchName,
  classId: feePlans.classId,
  className: feePlans.className,
  fineKind: feePlans.fineKind,
  fineAmount: feePlans.fineAmount,
  fineGraceDays: feePlans.fineGraceDays,
  fineCap: feePlans.fineCap,
  bounceCharge: feePlans.bounceCharge,
  reminderDays: feePlans.reminderDays,
  active: feePlans.active,
  heads: childRows<{ headId: number; headName: string; amount: number; gstRate: number | null }>(
    sql`select ph.head_id as "headId", h.name as "headName", ph.amount, h.gst_rate as "gstRate"
      from ${feePlanHeads} ph join ${feeHeads} h on h.id = ph.head_id
      where ph.plan_id = ${qualified(feePlans.id)} order by ph.position`,
  ),
  instalments: childRows<{ number: number; label: string; dueOn: string; amount: number }>(
    sql`select i.number, i.label, i.due_on as "dueOn", i.amount
      from ${feePlanInstalments} i where i.plan_id = ${qualified(feePlans.id)} order by i.number`,
  ),
  // Kept on the plan's row by the database (migration 0042, decision 040).
  studentsBilled: feePlans.studentsBilled,
};
export type PlanRow = Awaited<ReturnType<typeof findPlan>> & {};

export async function findPlan(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select(planColumns)
    .from(feePlans)
    .where(and(eq(feePlans.organisationId, organisationId), eq(feePlans.id, id)));
  return row;
}

export interface PlanFilter {
  organisationId: number;
  q?: string;
  batchId?: number;
  classId?: number;
  active?: boolean;
}

function planWhere(f: Placeholders<PlanFilter>) {
  return and(
    eq(feePlans.organisationId, f.organisationId),
    f.q === undefined ? undefined : sql`${feePlans.name} ilike ${f.q}`,
    f.batchId === undefined ? undefined : eq(feePlans.batchId, f.batchId),
    f.classId === undefined ? undefined : eq(feePlans.classId, f.classId),
    f.active === undefined ? undefined : eq(feePlans.active, f.active),
  );
}

/** A plan as the list's JSON item (contracts: `feePlanRow`), written by the database. */
const planItem: JsonItem<FeePlanRow> = {
  id: feePlans.id,
  name: feePlans.name,
  batchId: feePlans.batchId,
  batchName: planColumns.batchName,
  classId: feePlans.classId,
  className: planColumns.className,
  // What the plan's heads, instalments and billings come to, kept on its row (migration 0042).
  total: feePlans.headsTotal,
  instalmentCount: feePlans.instalmentCount,
  active: feePlans.active,
  studentsBilled: feePlans.studentsBilled,
};
/** The list's row, kept as JSON on each plan's row by the database (db/kept-json.ts, decision 054). */
const keptPlanItem = keptItem(feePlans.itemJson, planItem);
export const planKeptJson: KeptJson = { table: feePlans, items: [keptPlanItem] };

/**
 * A page of plans by name with their totals, instalment counts and students billed (kept on each
 * plan's row, with its batch's and class's names and the row's JSON), as the list's JSON: one
 * statement, read from `fee_plans_name_idx` in order. The heads and instalments are the plan's own
 * call (`findPlan`): written into every row they were most of the list's cost.
 */
export function listPlans(db: Db, filter: PlanFilter, page: { limit: number; offset: number }) {
  const values = { ...filter, q: filter.q ? containsPattern(filter.q) : undefined };
  // Filtered by being active or not, or not at all: the total is kept (db/list-counts.ts).
  const whole = filtersOnly(values, 'active');
  return jsonListPage(db, 'fee-plans-list', values, page, (f) => {
    const where = planWhere(f);
    return {
      item: keptPlanItem,
      keptTotal: whole ? listTotal('fee_plans', f.organisationId, partOf(f.active)) : undefined,
      matching: db
        .select({ one: sql`1` })
        .from(feePlans)
        .where(where),
      rows: (item) =>
        db
          .select(item)
          .from(feePlans)
          .where(where)
          .orderBy(...naturalAsc(feePlans.name), asc(feePlans.id)),
    };
  });
}

export async function insertPlan(tx: Executor, values: typeof feePlans.$inferInsert) {
  const [row] = await tx.insert(feePlans).values(values).returning({ id: feePlans.id });
  return row!.id;
}

export function updatePlan(tx: Executor, id: number, values: Partial<typeof feePlans.$inferInsert>) {
  return tx.update(feePlans).set(values).where(eq(feePlans.id, id));
}

/** Replaces a plan's heads and instalments (billed students keep their own copies in `dues`). */
export async function setPlanParts(
  tx: Executor,
  planId: number,
  heads: { headId: number; amount: number }[],
  instalments: { label: string; dueOn: string; amount: number }[],
) {
  await tx.delete(feePlanHeads).where(eq(feePlanHeads.planId, planId));
  await tx.delete(feePlanInstalments).where(eq(feePlanInstalments.planId, planId));
  await tx.insert(feePlanHeads).values(heads.map((h, position) => ({ planId, position, ...h })));
  await tx
    .insert(feePlanInstalments)
    .values(instalments.map((inst, i) => ({ planId, number: i + 1, ...inst })));
}

export function deletePlan(tx: Executor, id: number) {
  return tx.delete(feePlans).where(eq(feePlans.id, id));
}

/** The plans a batch offers: its own, then those of its class, active ones, by name. */
export function plansOfBatch(
  db: Executor,
  organisationId: number,
  batch: { id: number; classId: number | null },
) {
  const forBatch = sql<boolean>`${feePlans.batchId} is not null`;
  return db
    .select({
      id: feePlans.id,
      name: feePlans.name,
      total:
        sql<number>`(select coalesce(sum(ph.amount), 0) from ${feePlanHeads} ph where ph.plan_id = ${feePlans.id})`.mapWith(
          Number,
        ),
      forBatch,
    })
    .from(feePlans)
    .where(
      and(
        eq(feePlans.organisationId, organisationId),
        eq(feePlans.active, true),
        or(
          eq(feePlans.batchId, batch.id),
          batch.classId === null
            ? undefined
            : and(isNull(feePlans.batchId), eq(feePlans.classId, batch.classId)),
        ),
      ),
    )
    .orderBy(sql`${forBatch} desc`, ...naturalAsc(feePlans.name), asc(feePlans.id));
}
