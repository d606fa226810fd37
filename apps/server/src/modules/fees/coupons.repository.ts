import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Coupon } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptJson } from '../../db/kept-json.ts';
import { containsPattern } from '../../db/like.ts';
import { childRows, isoTimestamp, jsonListPage } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { qualified } from '../../db/qualified.ts';
import { rowsOf } from '../../db/rows.ts';
import { batches, couponRedemptions, feeConcessions, feeCoupons } from '../../db/schema/index.ts';

const c = feeCoupons;

const couponColumns = {
  id: c.id,
  code: c.code,
  description: c.description,
  kind: c.kind,
  value: c.value,
  validFrom: c.validFrom,
  validTo: c.validTo,
  usageLimit: c.usageLimit,
  perStudentLimit: c.perStudentLimit,
  batches: childRows<{ id: number; name: string }>(
    sql`select b.id, b.name from batches b where b.id = any(${qualified(c.batchIds)}) order by b.name, b.id`,
  ),
  heads: childRows<{ id: number; name: string }>(
    sql`select h.id, h.name from fee_heads h where h.id = any(${qualified(c.headIds)}) order by h.name, h.id`,
  ),
  active: c.active,
  // Kept by the database at each use and withdrawal (migration 0063).
  used: c.used,
  discounted: c.discounted,
  createdAt: sql<string>`${c.createdAt}`.mapWith((v: string | Date) => new Date(v).toISOString()),
};

export interface CouponFilter {
  organisationId: number;
  today: string;
  q?: string;
  state?: 'current' | 'upcoming' | 'expired' | 'inactive';
}

function couponWhere(f: Placeholders<CouponFilter>, state: CouponFilter['state']) {
  return and(
    eq(c.organisationId, f.organisationId),
    f.q === undefined ? undefined : sql`(${c.code} ilike ${f.q} or ${c.description} ilike ${f.q})`,
    state === 'inactive' ? eq(c.active, false) : undefined,
    state === 'current'
      ? sql`${c.active} and ${c.validFrom} <= ${f.today} and ${c.validTo} >= ${f.today}`
      : undefined,
    state === 'upcoming' ? sql`${c.active} and ${c.validFrom} > ${f.today}` : undefined,
    state === 'expired' ? sql`${c.validTo} < ${f.today}` : undefined,
  );
}

/** A coupon as the list's JSON item (contracts: `coupon`), its batches' and heads' names included. */
const couponItem: JsonItem<Coupon> = {
  ...couponColumns,
  createdAt: isoTimestamp(qualified(c.createdAt)),
};
/**
 * The list's item, kept as JSON on each coupon's row by the database (db/kept-json.ts, decision 054),
 * written again when a batch or head it names is renamed or deleted (migration 0063).
 */
const keptCouponItem = keptItem(c.itemJson, couponItem);
export const couponKeptJson: KeptJson = { table: c, items: [keptCouponItem] };

/** A page of coupons, the latest to end first, with their uses, as the list's JSON: one statement. */
export function listCoupons(db: Db, filter: CouponFilter, page: { limit: number; offset: number }) {
  const { state, organisationId, today } = filter;
  const values = { organisationId, today, q: filter.q ? containsPattern(filter.q) : undefined };
  return jsonListPage(db, `fee-coupons:${state ?? 'all'}`, values, page, (f) => {
    const where = couponWhere(f, state);
    return {
      item: keptCouponItem,
      matching: db
        .select({ one: sql`1` })
        .from(c)
        .where(where),
      rows: (item) =>
        db
          .select(item)
          .from(c)
          .where(where)
          .orderBy(sql`${c.validTo} desc`, asc(c.code)),
    };
  });
}

export async function findCoupon(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select(couponColumns)
    .from(c)
    .where(and(eq(c.organisationId, organisationId), eq(c.id, id)));
  return row;
}

/** The coupon of a code, locked, to redeem it (two redemptions at once count one after the other). */
export async function couponToRedeem(tx: Executor, organisationId: number, code: string) {
  const [row] = await tx
    .select({
      id: c.id,
      code: c.code,
      kind: c.kind,
      value: c.value,
      validFrom: c.validFrom,
      validTo: c.validTo,
      usageLimit: c.usageLimit,
      perStudentLimit: c.perStudentLimit,
      batchIds: c.batchIds,
      headIds: c.headIds,
      active: c.active,
      // Exact while the row is locked: a use or a withdrawal changes it through this row.
      used: c.used,
    })
    .from(c)
    .where(and(eq(c.organisationId, organisationId), eq(c.code, code)))
    .for('update');
  return row;
}

/** A student's standing uses of a coupon (the coupon's own, in all, are kept on its row: `used`). */
export async function usesByStudent(tx: Executor, couponId: number, studentId: number) {
  const [row] = await rowsOf<{ mine: number }>(
    tx,
    sql`select count(*)::int as mine
        from ${couponRedemptions} r join ${feeConcessions} fc on fc.id = r.concession_id
        where r.coupon_id = ${couponId} and r.student_id = ${studentId} and fc.withdrawn_at is null`,
  );
  return row?.mine ?? 0;
}

export async function insertCoupon(tx: Executor, values: typeof c.$inferInsert) {
  const [row] = await tx.insert(c).values(values).returning({ id: c.id });
  return row!.id;
}

export function updateCoupon(tx: Executor, id: number, values: Partial<typeof c.$inferInsert>) {
  return tx.update(c).set(values).where(eq(c.id, id));
}

export async function deleteCoupon(tx: Executor, id: number) {
  await tx.delete(c).where(eq(c.id, id));
}

export async function everUsed(tx: Executor, couponId: number) {
  const [row] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId))
    .limit(1);
  return Boolean(row);
}

export function insertRedemption(tx: Executor, values: typeof couponRedemptions.$inferInsert) {
  return tx.insert(couponRedemptions).values(values);
}

/** How many of these batches are the organisation's. */
export async function ownBatchCount(db: Executor, organisationId: number, ids: number[]) {
  if (!ids.length) return 0;
  const rows = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.organisationId, organisationId), inArray(batches.id, ids)));
  return rows.length;
}
