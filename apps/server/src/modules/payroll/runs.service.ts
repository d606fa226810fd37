import { and, desc, eq, sql } from 'drizzle-orm';
import { payrollMessages as say } from '@kaksha/contracts';
import type { z } from 'zod';
import type {
  PayLineBody,
  PayRunCreate,
  PayRunDetail,
  PayRunItem,
  PayRunLine,
  PayRunStatus,
  payRunQuery,
} from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { payRunLines, payRuns } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { todayOf } from '../institute/service.ts';
import { computeLine, payeeKey, type ComputedLine, type LineInputs } from './compute.ts';
import { daysIn, firstDay, lastDay, monthOf, previousMonth, yearStartOf } from './months.ts';
import * as repo from './runs.repository.ts';
import { naturalAsc } from '../../db/natural.ts';

/*
 * Pay runs (issue 68, decision 075): one function per move — createRun (a draft, computed),
 * recompute and setLine on a draft, approve (locked), markPaid, reverse (a new run that takes it
 * back), discard a draft. A run is computed in a fixed number of statements, whatever its size.
 */

type RunRow = typeof payRuns.$inferSelect;
const ZERO_YEAR = { grossPaise: 0, tdsPaise: 0, ptPaise: 0 };

const itemOf = (run: RunRow): PayRunItem => ({
  id: run.id,
  month: monthOf(run.month),
  kind: run.kind as PayRunItem['kind'],
  status: run.status as PayRunStatus,
  reversesRunId: run.reversesRunId,
  reversed: run.reversedAt !== null,
  reason: run.reason,
  flagPercent: run.flagPercent,
  people: run.people,
  flagged: run.flagged,
  grossPaise: run.grossPaise,
  deductionsPaise: run.deductionsPaise,
  netPaise: run.netPaise,
  employerPaise: run.employerPaise,
  approvedAt: run.approvedAt?.toISOString() ?? null,
  paidAt: run.paidAt?.toISOString() ?? null,
  paidReference: run.paidReference,
  createdAt: run.createdAt.toISOString(),
});

/** The run, of the caller's organisation, locked for the change (another organisation's: not found). */
async function lockedRun(tx: Executor, caller: Caller, id: number): Promise<RunRow> {
  const [run] = await tx
    .select()
    .from(payRuns)
    .where(and(eq(payRuns.id, id), eq(payRuns.organisationId, caller.organisationId)))
    .for('update');
  if (!run) throw notFound(say.runNotFound);
  return run;
}

/**
 * (Re)computes a draft's lines: seven reads and three writes, whatever the number of teachers. Leave
 * without pay and adjustments entered on the draft are kept; `override` replaces one teacher's.
 */
export async function computeRun(
  tx: Executor,
  run: RunRow,
  override?: { payee: string } & Required<PayLineBody>,
) {
  const month = monthOf(run.month);
  const structures = await repo.structuresOf(tx, run.organisationId);
  if (structures.length === 0) throw invalid(say.noStructures);
  const held = await repo.heldBetween(tx, run.organisationId, firstDay(month), lastDay(month));
  const rates = await repo.ratesOn(tx, lastDay(month));
  const inputs = new Map<string, LineInputs & { id?: number }>(
    (await repo.inputsOf(tx, run.id)).map((i) => [payeeKey(i), i]),
  );
  if (override) inputs.set(override.payee, { ...inputs.get(override.payee), ...override });
  const previous = await repo.previousOf(tx, run.organisationId, previousMonth(month));
  const previousNet = new Map(
    previous.filter((p) => p.netPaise !== null).map((p) => [payeeKey(p), p.netPaise!]),
  );
  const year = await repo.yearSoFar(
    tx,
    run.organisationId,
    yearStartOf(month, rates.tds?.yearStartMonth ?? 4),
    run.month,
  );

  const heldBy = new Map<number, typeof held>();
  for (const group of held) heldBy.set(group.teacherId, [...(heldBy.get(group.teacherId) ?? []), group]);
  const days = daysIn(month);
  const lines: ComputedLine[] = structures.map((structure) => {
    const payee = payeeKey(structure);
    const entered = inputs.get(payee);
    const line = computeLine({
      structure,
      held: structure.teacherId !== null ? (heldBy.get(structure.teacherId) ?? []) : [],
      rates,
      inputs: entered ?? { lwpDays: 0, adjustments: [] },
      daysInMonth: days,
      month: Number(month.slice(5, 7)),
      year: year.get(`${payee}:${structure.engagement}`) ?? ZERO_YEAR,
      previousNetPaise: previousNet.get(payee) ?? null,
      previousRun: previous.length > 0,
      flagPercent: run.flagPercent,
    });
    return entered?.id !== undefined ? { ...line, id: entered.id } : line;
  });
  await repo.replaceLines(tx, run, lines);
}

function refuseUnlessDraft(run: RunRow) {
  if (run.status !== 'draft') throw new AppError('CONFLICT', say.notDraft(run.status as PayRunStatus));
}

export async function createRun(db: Db, caller: Caller, body: Required<PayRunCreate>): Promise<PayRunDetail> {
  const today = await todayOf(db, caller.organisationId);
  if (firstDay(body.month) > today) throw invalid(say.futureMonth, { month: say.futureMonth });
  try {
    const id = await db.transaction(async (tx) => {
      const [run] = await tx
        .insert(payRuns)
        .values({
          organisationId: caller.organisationId,
          month: firstDay(body.month),
          flagPercent: body.flagPercent,
          createdBy: caller.userId,
        })
        .returning();
      await computeRun(tx, run!);
      await recordCallerAudit(tx, caller, {
        action: 'create',
        area: 'payroll',
        entityId: run!.id,
        summary: { month: body.month, status: 'draft' },
      });
      return run!.id;
    });
    return runDetail(db, caller, id);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', say.monthTaken(body.month), { month: say.monthTaken(body.month) });
    throw error;
  }
}

/** A draft computed again from the classes held and the structures as they are now. */
export async function recompute(db: Db, caller: Caller, id: number): Promise<PayRunDetail> {
  await db.transaction(async (tx) => {
    const run = await lockedRun(tx, caller, id);
    refuseUnlessDraft(run);
    await computeRun(tx, run);
    await recordCallerAudit(tx, caller, { action: 'recompute', area: 'payroll', entityId: id });
  });
  return runDetail(db, caller, id);
}

/** One line's leave without pay and adjustments, on a draft; the run is computed again. */
export async function setLine(
  db: Db,
  caller: Caller,
  id: number,
  lineId: number,
  body: Required<PayLineBody>,
): Promise<PayRunDetail> {
  await db.transaction(async (tx) => {
    const run = await lockedRun(tx, caller, id);
    refuseUnlessDraft(run);
    const [line] = await tx
      .select({
        teacherId: payRunLines.teacherId,
        staffId: payRunLines.staffId,
        lwpDays: payRunLines.lwpDays,
        adjustments: payRunLines.adjustments,
        daysInMonth: payRunLines.daysInMonth,
      })
      .from(payRunLines)
      .where(and(eq(payRunLines.runId, id), eq(payRunLines.id, lineId)));
    if (!line) throw notFound(say.lineNotFound);
    if (body.lwpDays > line.daysInMonth)
      throw invalid(say.lwpTooMany(line.daysInMonth), { lwpDays: say.lwpTooMany(line.daysInMonth) });
    await computeRun(tx, run, { payee: payeeKey(line), ...body });
    await recordCallerAudit(tx, caller, {
      action: 'update',
      area: 'payroll',
      entityId: id,
      summary: {
        teacherId: line.teacherId ?? undefined,
        staffId: line.staffId ?? undefined,
        before: { lwpDays: line.lwpDays, adjustments: line.adjustments },
        after: body,
      },
    });
  });
  return runDetail(db, caller, id);
}

/** Draft → Approved: locked from now on. */
export async function approve(db: Db, caller: Caller, id: number): Promise<PayRunDetail> {
  await db.transaction(async (tx) => {
    const run = await lockedRun(tx, caller, id);
    if (run.status !== 'draft') throw new AppError('CONFLICT', say.cannotApprove(run.status as PayRunStatus));
    await tx
      .update(payRuns)
      .set({ status: 'approved', approvedBy: caller.userId, approvedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(payRuns.id, id));
    await recordCallerAudit(tx, caller, {
      action: 'approve',
      area: 'payroll',
      entityId: id,
      summary: { netPaise: run.netPaise },
    });
  });
  return runDetail(db, caller, id);
}

/** Approved → Paid, with the bank's reference. */
export async function markPaid(db: Db, caller: Caller, id: number, reference: string): Promise<PayRunDetail> {
  await db.transaction(async (tx) => {
    const run = await lockedRun(tx, caller, id);
    if (run.kind === 'reversal') throw new AppError('CONFLICT', say.reversalNotPaid);
    if (run.status !== 'approved') throw new AppError('CONFLICT', say.cannotPay(run.status as PayRunStatus));
    await tx
      .update(payRuns)
      .set({ status: 'paid', paidAt: sql`now()`, paidReference: reference, updatedAt: sql`now()` })
      .where(eq(payRuns.id, id));
    await recordCallerAudit(tx, caller, {
      action: 'paid',
      area: 'payroll',
      entityId: id,
      summary: { reference },
    });
  });
  return runDetail(db, caller, id);
}

/** A new run, approved when made, that takes back every line of an approved (or paid) run. */
export async function reverse(db: Db, caller: Caller, id: number, reason: string): Promise<PayRunDetail> {
  const reversalId = await db.transaction(async (tx) => {
    const run = await lockedRun(tx, caller, id);
    if (run.kind !== 'regular' || run.status === 'draft') throw new AppError('CONFLICT', say.cannotReverse);
    if (run.reversedAt) throw new AppError('CONFLICT', say.alreadyReversed);
    const negate = (items: { label: string; paise: number }[]) =>
      items.map((i) => ({ ...i, paise: -i.paise }));
    const [reversal] = await tx
      .insert(payRuns)
      .values({
        organisationId: caller.organisationId,
        month: run.month,
        kind: 'reversal',
        status: 'approved',
        reversesRunId: run.id,
        reason,
        flagPercent: run.flagPercent,
        people: run.people,
        grossPaise: -run.grossPaise,
        deductionsPaise: -run.deductionsPaise,
        netPaise: -run.netPaise,
        employerPaise: -run.employerPaise,
        createdBy: caller.userId,
        approvedBy: caller.userId,
        approvedAt: sql`now()`,
      })
      .returning({ id: payRuns.id });
    const lines = await tx.select().from(payRunLines).where(eq(payRunLines.runId, run.id));
    if (lines.length > 0)
      await tx.insert(payRunLines).values(
        lines.map(({ id: _id, ...line }) => ({
          ...line,
          runId: reversal!.id,
          earnings: negate(line.earnings),
          deductions: negate(line.deductions),
          employer: negate(line.employer),
          lectures: line.lectures.map((l) => ({ ...l, count: -l.count, paise: -l.paise })),
          grossPaise: -line.grossPaise,
          deductionsPaise: -line.deductionsPaise,
          netPaise: -line.netPaise,
          employerPaise: -line.employerPaise,
          tdsPaise: -line.tdsPaise,
          lwpPaise: -line.lwpPaise,
          flag: '',
        })),
      );
    await tx
      .update(payRuns)
      .set({ reversedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(payRuns.id, run.id));
    await recordCallerAudit(tx, caller, {
      action: 'reverse',
      area: 'payroll',
      entityId: run.id,
      summary: { reversal: reversal!.id, reason },
    });
    return reversal!.id;
  });
  return runDetail(db, caller, reversalId);
}

/** A draft thrown away (it was never a money document). */
export async function discard(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const run = await lockedRun(tx, caller, id);
    refuseUnlessDraft(run);
    await tx.delete(payRuns).where(eq(payRuns.id, id));
    await recordCallerAudit(tx, caller, {
      action: 'delete',
      area: 'payroll',
      entityId: id,
      summary: { month: monthOf(run.month) },
    });
  });
}

export async function listRuns(db: Db, caller: Caller, query: z.output<typeof payRunQuery>) {
  const rows = await db
    .select({ run: payRuns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(payRuns)
    .where(
      and(
        eq(payRuns.organisationId, caller.organisationId),
        query.status ? eq(payRuns.status, query.status) : undefined,
      ),
    )
    .orderBy(desc(payRuns.month), desc(payRuns.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { data: rows.map((r) => itemOf(r.run)), total: rows[0]?.total ?? 0, totalCapped: false };
}

export async function runDetail(db: Executor, caller: Caller, id: number): Promise<PayRunDetail> {
  const [run] = await db
    .select()
    .from(payRuns)
    .where(and(eq(payRuns.id, id), eq(payRuns.organisationId, caller.organisationId)));
  if (!run) throw notFound(say.runNotFound);
  const lines = await db
    .select()
    .from(payRunLines)
    .where(eq(payRunLines.runId, id))
    .orderBy(...naturalAsc(payRunLines.teacherName), payRunLines.teacherId);
  return {
    ...itemOf(run),
    lines: lines.map((l): PayRunLine => ({
      id: l.id,
      teacherId: l.teacherId,
      staffId: l.staffId,
      name: l.teacherName,
      engagement: l.engagement as PayRunLine['engagement'],
      daysInMonth: l.daysInMonth,
      lwpDays: l.lwpDays,
      lwpPaise: l.lwpPaise,
      adjustments: l.adjustments,
      lectures: l.lectures,
      earnings: l.earnings,
      deductions: l.deductions,
      employer: l.employer,
      grossPaise: l.grossPaise,
      deductionsPaise: l.deductionsPaise,
      netPaise: l.netPaise,
      employerPaise: l.employerPaise,
      previousNetPaise: l.previousNetPaise,
      flag: l.flag,
    })),
  };
}
