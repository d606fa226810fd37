import { couponMessages as say, formatCalendarDate } from '@kaksha/contracts';
import type {
  Coupon,
  FeeStatement,
  couponInput,
  couponListQuery,
  redeemCouponInput,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound, refuseUnknown } from '../../lib/errors.ts';
import { auditChanges, recordAudit, recordCallerAudit } from '../audit/service.ts';
import { todayOf } from '../institute/service.ts';

import * as repo from './coupons.repository.ts';
import { billingFor, concede, statement } from './dues.service.ts';
import { activeHeadCount } from './plans.repository.ts';

type CouponRow = NonNullable<Awaited<ReturnType<typeof repo.findCoupon>>>;
const view = (row: CouponRow): Coupon => ({ ...row, kind: row.kind as Coupon['kind'] });

export async function coupons(db: Db, caller: Caller, query: z.output<typeof couponListQuery>) {
  const today = await todayOf(db, caller.organisationId);
  return repo.listCoupons(
    db,
    { organisationId: caller.organisationId, today, q: query.q || undefined, state: query.state },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
}

async function ownCoupon(db: Executor, organisationId: number, id: number) {
  const row = await repo.findCoupon(db, organisationId, id);
  if (!row) throw notFound(say.notFound);
  return view(row);
}

/** Refuses batches or heads that are not the organisation's. */
async function checkScope(db: Executor, organisationId: number, input: z.output<typeof couponInput>) {
  const errors: Record<string, string> = {};
  if ((await repo.ownBatchCount(db, organisationId, input.batchIds)) !== new Set(input.batchIds).size)
    errors.batchIds = 'Batch not found.';
  if ((await activeHeadCount(db, organisationId, input.headIds)) !== new Set(input.headIds).size)
    errors.headIds = 'Fee head not found.';
  refuseUnknown(errors);
}

const codeTaken = (err: unknown) => {
  if (isUniqueViolation(err)) throw new AppError('CONFLICT', say.codeTaken, { code: say.codeTaken });
  throw err;
};

export async function saveCoupon(
  db: Db,
  caller: Caller,
  id: number | null,
  input: z.output<typeof couponInput>,
): Promise<Coupon> {
  const { organisationId, userId } = caller;
  const values = { ...input, batchIds: [...new Set(input.batchIds)], headIds: [...new Set(input.headIds)] };
  const saved = await db
    .transaction(async (tx) => {
      await checkScope(tx, organisationId, input);
      if (id === null) {
        const created = await repo.insertCoupon(tx, { organisationId, ...values, createdBy: userId });
        await recordCallerAudit(tx, caller, {
          action: 'create-coupon',
          area: 'fees',
          entityId: created,
          summary: values,
        });
        return created;
      }
      const before = await ownCoupon(tx, organisationId, id);
      const was = {
        ...before,
        batchIds: before.batches.map((b) => b.id),
        headIds: before.heads.map((h) => h.id),
      };
      const line = { action: 'update-coupon', area: 'fees', entityId: id };
      if (await auditChanges(tx, caller, was, values, line)) await repo.updateCoupon(tx, id, values);
      return id;
    })
    .catch(codeTaken);
  return ownCoupon(db, organisationId, saved);
}

export async function removeCoupon(db: Db, caller: Caller, id: number) {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const found = await ownCoupon(tx, organisationId, id);
    if (await repo.everUsed(tx, id)) throw new AppError('CONFLICT', say.inUse);
    await repo.deleteCoupon(tx, id);
    await recordCallerAudit(tx, caller, {
      action: 'delete-coupon',
      area: 'fees',
      entityId: id,
      summary: { code: found.code },
    });
  });
}

/** Why a coupon cannot be used by this student on this batch today, or null. */
function refusal(
  coupon: NonNullable<Awaited<ReturnType<typeof repo.couponToRedeem>>>,
  usedByStudent: number,
  batchId: number,
  today: string,
): { field: 'code' | 'batchId'; message: string } | null {
  if (!coupon.active) return { field: 'code', message: say.inactive };
  if (today < coupon.validFrom)
    return { field: 'code', message: say.notYet(formatCalendarDate(coupon.validFrom)) };
  if (today > coupon.validTo)
    return { field: 'code', message: say.expired(formatCalendarDate(coupon.validTo)) };
  if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit)
    return { field: 'code', message: say.usedUp };
  if (usedByStudent >= coupon.perStudentLimit) return { field: 'code', message: say.usedByStudent };
  if (coupon.batchIds.length && !coupon.batchIds.includes(batchId))
    return { field: 'batchId', message: say.wrongBatch };
  return null;
}

/**
 * Redeems a coupon on what a student owes for a batch, inside the caller's transaction: a concession
 * of category coupon on the dues of its heads, recorded as one use. The coupon row is locked, so its
 * limits hold however many cashiers redeem it at once; withdrawing the concession gives the use back.
 * A refusal names `field` (the code's field on the form that asked).
 */
export async function redeemIn(
  tx: Executor,
  by: { organisationId: number; userId: number | null; ip?: string | null },
  studentId: number,
  batchId: number,
  code: string,
  field = 'code',
) {
  const { organisationId, userId } = by;
  const billing = await billingFor(tx, organisationId, studentId, batchId);
  const coupon = await repo.couponToRedeem(tx, organisationId, code);
  if (!coupon) throw new AppError('NOT_FOUND', say.notFound, { [field]: say.notFound });
  const today = await todayOf(tx, organisationId);
  const refused = refusal(coupon, await repo.usesByStudent(tx, coupon.id, studentId), batchId, today);
  if (refused)
    throw new AppError('CONFLICT', refused.message, {
      [refused.field === 'code' ? field : refused.field]: refused.message,
    });
  const { id, amount } = await concede(
    tx,
    { organisationId, userId, studentId, billingId: billing.id, headIds: coupon.headIds },
    {
      category: 'coupon',
      kind: coupon.kind as 'percent' | 'flat',
      value: coupon.value,
      reason: `Coupon ${coupon.code}`,
    },
    { nothingOwed: say.nothingCovered, capFlat: true },
  );
  await repo.insertRedemption(tx, { couponId: coupon.id, studentId, concessionId: id });
  await recordAudit(tx, {
    organisationId,
    userId,
    action: 'coupon',
    area: 'fees',
    entityId: studentId,
    summary: { code: coupon.code, batchId, concessionId: id, amount },
    ip: by.ip ?? null,
  });
}

/** Redeems a coupon on a student's statement (Pending Fees), in its own transaction. */
export async function redeemCoupon(
  db: Db,
  caller: Caller,
  studentId: number,
  input: z.output<typeof redeemCouponInput>,
): Promise<FeeStatement> {
  await db.transaction((tx) =>
    redeemIn(tx, { ...caller, ip: caller.ip }, studentId, input.batchId, input.code),
  );
  return statement(db, caller, studentId);
}
