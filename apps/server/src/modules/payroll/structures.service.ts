import { and, eq, inArray, sql } from 'drizzle-orm';
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
import { batches, payStructures, statutoryRates, subjects, teachers } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound, refuseUnknown } from '../../lib/errors.ts';
import { changes, recordCallerAudit } from '../audit/service.ts';

/* Pay structures (decision 075): one per teacher, changed in place; a run keeps what it paid. */

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

/** The organisation's teachers, each with their structure or none, a page at a time (one statement). */
export async function listStructures(db: Db, caller: Caller, query: z.output<typeof payStructureQuery>) {
  const rows = await db
    .select({
      teacherId: teachers.id,
      teacherName: teachers.name,
      active: teachers.active,
      structure: payStructures,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(teachers)
    .leftJoin(payStructures, eq(payStructures.teacherId, teachers.id))
    .where(
      and(
        eq(teachers.organisationId, caller.organisationId),
        query.q ? sql`${teachers.name} ilike ${containsPattern(query.q)}` : undefined,
      ),
    )
    .orderBy(teachers.name, teachers.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    data: rows.map((r): PayStructureItem => ({
      teacherId: r.teacherId,
      teacherName: r.teacherName,
      active: r.active,
      structure: r.structure ? structureOf(r.structure) : null,
    })),
    total: rows[0]?.total ?? 0,
    totalCapped: false,
  };
}

/** Sets a teacher's structure (made on first save); subjects and batches named must be the organisation's. */
export async function putStructure(
  db: Db,
  caller: Caller,
  teacherId: number,
  body: PayStructureInput,
): Promise<PayStructureItem> {
  const org = caller.organisationId;
  return db.transaction(async (tx) => {
    const [teacher] = await tx
      .select({ id: teachers.id, name: teachers.name, active: teachers.active })
      .from(teachers)
      .where(and(eq(teachers.id, teacherId), eq(teachers.organisationId, org)));
    if (!teacher) throw notFound(say.teacherNotFound);
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
    const [before] = await tx.select().from(payStructures).where(eq(payStructures.teacherId, teacherId));
    const [saved] = await tx
      .insert(payStructures)
      .values({ teacherId, organisationId: org, ...body })
      .onConflictDoUpdate({ target: payStructures.teacherId, set: { ...body, updatedAt: sql`now()` } })
      .returning();
    await recordCallerAudit(tx, caller, {
      action: before ? 'update' : 'create',
      area: 'payroll',
      entityId: teacherId,
      summary: before ? changes(structureOf(before), { ...body }) : { structure: body },
    });
    return { teacherId, teacherName: teacher.name, active: teacher.active, structure: structureOf(saved!) };
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
