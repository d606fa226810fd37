import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { payrollMessages as say } from '@kaksha/contracts';
import type { z } from 'zod';
import type {
  PayStructure,
  PayStructureInput,
  PayStructureItem,
  StatutoryRate,
  payStructureQuery,
} from '@kaksha/contracts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  batches,
  payStaff,
  payStructures,
  statutoryRates,
  subjects,
  teachers,
} from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound, refuseUnknown } from '../../lib/errors.ts';
import { changes, recordCallerAudit } from '../audit/service.ts';
import { payeeKey } from './compute.ts';
import { naturalKey } from '../../db/natural.ts';

/* Pay structures (decisions 075, 087): one per teacher or staff member, changed in place; a run keeps what it paid. */

type StructureRow = typeof payStructures.$inferSelect;

const structureOf = (row: StructureRow): PayStructure => ({
  engagement: row.engagement as PayStructure['engagement'],
  monthlyPaise: row.monthlyPaise,
  allowances: row.allowances,
  deductions: row.deductions,
  lectureRatePaise: row.lectureRatePaise,
  substitutionRatePaise: row.substitutionRatePaise,
  lectureRates: row.lectureRates,
  epf: row.epf,
  esi: row.esi,
  taxRegime: row.taxRegime as PayStructure['taxRegime'],
  taxDeclaredPaise: row.taxDeclaredPaise,
  ptState: row.ptState,
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  ifsc: row.ifsc,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The organisation's teachers and staff, each with their structure or none, a page at a time: one
 * statement for the page (teachers and staff by name), one for its structures.
 */
export async function listStructures(db: Db, caller: Caller, query: z.output<typeof payStructureQuery>) {
  const org = caller.organisationId;
  const named = query.q ? sql`and name ilike ${containsPattern(query.q)}` : sql``;
  const page = await rowsOf<{
    teacherId: number | null;
    staffId: number | null;
    name: string;
    designation: string;
    active: boolean;
    total: number;
  }>(
    db,
    sql`select *, count(*) over ()::int as total from (
          select id as "teacherId", null::int as "staffId", name, 'Teacher' as designation, active
          from ${teachers} where organisation_id = ${org} ${query.who === 'staff' ? sql`and false` : sql``}
          union all
          select null::int, id, name, designation, active
          from ${payStaff} where organisation_id = ${org} ${query.who === 'teacher' ? sql`and false` : sql``}
        ) people where true ${named}
        order by ${naturalKey(sql.raw('name'))}, name, "teacherId" nulls last, "staffId"
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const teacherIds = page.flatMap((p) => (p.teacherId !== null ? [p.teacherId] : []));
  const staffIds = page.flatMap((p) => (p.staffId !== null ? [p.staffId] : []));
  const found =
    page.length === 0
      ? []
      : await db
          .select()
          .from(payStructures)
          .where(
            or(
              teacherIds.length ? inArray(payStructures.teacherId, teacherIds) : undefined,
              staffIds.length ? inArray(payStructures.staffId, staffIds) : undefined,
            ),
          );
  const byPayee = new Map(found.map((row) => [payeeKey(row), row]));
  return {
    data: page.map(({ total: _total, ...person }): PayStructureItem => {
      const row = byPayee.get(payeeKey(person));
      return { ...person, structure: row ? structureOf(row) : null };
    }),
    total: page[0]?.total ?? 0,
    totalCapped: false,
  };
}

export type Payee = { teacherId: number; staffId?: undefined } | { staffId: number; teacherId?: undefined };

/**
 * Sets a teacher's or staff member's structure (made on first save); subjects and batches named must be
 * the organisation's.
 */
export async function putStructure(
  db: Db,
  caller: Caller,
  payee: Payee,
  body: PayStructureInput,
): Promise<PayStructureItem> {
  const org = caller.organisationId;
  return db.transaction(async (tx) => {
    const [person] =
      payee.teacherId !== undefined
        ? await tx
            .select({ name: teachers.name, active: teachers.active, designation: sql<string>`'Teacher'` })
            .from(teachers)
            .where(and(eq(teachers.id, payee.teacherId), eq(teachers.organisationId, org)))
        : await tx
            .select({ name: payStaff.name, active: payStaff.active, designation: payStaff.designation })
            .from(payStaff)
            .where(and(eq(payStaff.id, payee.staffId), eq(payStaff.organisationId, org)));
    if (!person) throw notFound(payee.teacherId !== undefined ? say.teacherNotFound : say.staffNotFound);
    const subjectIds = [...new Set(body.lectureRates.flatMap((r) => (r.subjectId ? [r.subjectId] : [])))];
    const batchIds = [...new Set(body.lectureRates.flatMap((r) => (r.batchId ? [r.batchId] : [])))];
    const [known] = await rowsOf<{ subjects: number; batches: number }>(
      tx,
      sql`select
            (select count(*)::int from ${subjects} where organisation_id = ${org} and ${subjectIds.length ? inArray(subjects.id, subjectIds) : sql`false`}) as subjects,
            (select count(*)::int from ${batches} where organisation_id = ${org} and ${batchIds.length ? inArray(batches.id, batchIds) : sql`false`}) as batches`,
    );
    refuseUnknown({
      ...(known!.subjects !== subjectIds.length ? { lectureRates: 'Choose one of your subjects.' } : {}),
      ...(known!.batches !== batchIds.length ? { lectureRates: 'Choose one of your batches.' } : {}),
    });
    const whose =
      payee.teacherId !== undefined
        ? eq(payStructures.teacherId, payee.teacherId)
        : eq(payStructures.staffId, payee.staffId);
    const [before] = await tx.select().from(payStructures).where(whose);
    const [saved] = await tx
      .insert(payStructures)
      .values({
        teacherId: payee.teacherId ?? null,
        staffId: payee.staffId ?? null,
        organisationId: org,
        ...body,
      })
      .onConflictDoUpdate({
        target: payee.teacherId !== undefined ? payStructures.teacherId : payStructures.staffId,
        set: { ...body, updatedAt: sql`now()` },
      })
      .returning();
    await recordCallerAudit(tx, caller, {
      action: before ? 'update' : 'create',
      area: 'payroll',
      entityId: saved!.id,
      summary: {
        ...(payee.teacherId !== undefined ? { teacherId: payee.teacherId } : { staffId: payee.staffId }),
        ...(before ? changes(structureOf(before), { ...body }) : { structure: body }),
      },
    });
    return {
      teacherId: payee.teacherId ?? null,
      staffId: payee.staffId ?? null,
      ...person,
      structure: structureOf(saved!),
    };
  });
}

/** The statutory rates, every row (newest first within a kind): what a month's run reads. */
export async function listRates(db: Db): Promise<{ data: StatutoryRate[] }> {
  const rows = await db
    .select()
    .from(statutoryRates)
    .orderBy(statutoryRates.kind, statutoryRates.state, sql`${statutoryRates.fromDate} desc`);
  return {
    data: rows.map((r) => ({
      ...r,
      kind: r.kind as StatutoryRate['kind'],
      params: r.params as Record<string, unknown>,
    })),
  };
}
