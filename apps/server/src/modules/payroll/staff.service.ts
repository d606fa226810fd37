import { and, eq, sql } from 'drizzle-orm';
import { payrollMessages as say } from '@kaksha/contracts';
import type { z } from 'zod';
import type { PayStaffMember, payStaffBody, payStaffPatch, payStaffQuery } from '@kaksha/contracts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { payStaff } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { changes, recordCallerAudit } from '../audit/service.ts';

/*
 * Staff who are not teachers (decision 087): office staff, an accountant, a peon — people on the
 * payroll who need no sign-in. Made and changed here; never deleted, only made inactive (a run keeps
 * their lines).
 */

type StaffRow = typeof payStaff.$inferSelect;
const memberOf = (row: StaffRow): PayStaffMember => ({
  id: row.id,
  name: row.name,
  designation: row.designation,
  email: row.email,
  mobile: row.mobile,
  active: row.active,
});

export async function listStaff(db: Db, caller: Caller, query: z.output<typeof payStaffQuery>) {
  const rows = await db
    .select({ row: payStaff, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(payStaff)
    .where(
      and(
        eq(payStaff.organisationId, caller.organisationId),
        query.q ? sql`${payStaff.name} ilike ${containsPattern(query.q)}` : undefined,
      ),
    )
    .orderBy(sql`lower(${payStaff.name})`, payStaff.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { data: rows.map((r) => memberOf(r.row)), total: rows[0]?.total ?? 0, totalCapped: false };
}

export async function addStaff(
  db: Db,
  caller: Caller,
  body: z.output<typeof payStaffBody>,
): Promise<PayStaffMember> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payStaff)
      .values({ ...body, email: body.email.toLowerCase(), organisationId: caller.organisationId })
      .returning();
    await recordCallerAudit(tx, caller, {
      action: 'create',
      area: 'payroll',
      entityId: row!.id,
      summary: { staff: body.name, designation: body.designation },
    });
    return memberOf(row!);
  });
}

export async function changeStaff(
  db: Db,
  caller: Caller,
  id: number,
  body: z.output<typeof payStaffPatch>,
): Promise<PayStaffMember> {
  return db.transaction(async (tx) => {
    const whose = and(eq(payStaff.id, id), eq(payStaff.organisationId, caller.organisationId));
    const [before] = await tx.select().from(payStaff).where(whose).for('update');
    if (!before) throw notFound(say.staffNotFound);
    const set = { ...body, ...(body.email !== undefined ? { email: body.email.toLowerCase() } : {}) };
    const [row] = await tx
      .update(payStaff)
      .set({ ...set, updatedAt: sql`now()` })
      .where(whose)
      .returning();
    await recordCallerAudit(tx, caller, {
      action: 'update',
      area: 'payroll',
      entityId: id,
      summary: { staffId: id, ...changes(memberOf(before), set) },
    });
    return memberOf(row!);
  });
}
