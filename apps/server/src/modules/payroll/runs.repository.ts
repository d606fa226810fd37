import { and, eq, sql } from 'drizzle-orm';
import type {
  EpfParams,
  EsiParams,
  IncomeTaxParams,
  PayAdjustment,
  PtParams,
  TdsProfessionalParams,
} from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { payRunLines, payRuns } from '../../db/schema/index.ts';
import {
  payeeKey,
  type ComputedLine,
  type HeldGroup,
  type MonthRates,
  type StructureRow,
  type YearSoFar,
} from './compute.ts';

/*
 * What a pay run reads and writes, each in one statement whatever the number of teachers (decision
 * 075): the structures, the classes held, the rates in force, the draft's own inputs, last month's
 * lines and the financial year so far; then the lines replaced and the run's totals.
 */

/** The organisation's structures, of its active teachers and staff. */
export const structuresOf = (db: Executor, organisationId: number) =>
  rowsOf<StructureRow>(
    db,
    sql`select s.teacher_id as "teacherId", s.staff_id as "staffId", coalesce(t.name, p.name) as "teacherName", s.engagement,
          s.monthly_paise as "monthlyPaise", s.allowances, s.deductions,
          s.lecture_rate_paise as "lectureRatePaise", s.substitution_rate_paise as "substitutionRatePaise",
          s.lecture_rates as "lectureRates", s.epf, s.esi, s.tax_regime as "taxRegime",
          s.tax_declared_paise as "taxDeclaredPaise", s.pt_state as "ptState",
          s.account_name as "accountName", s.account_number as "accountNumber", s.ifsc
        from pay_structures s left join teachers t on t.id = s.teacher_id left join pay_staff p on p.id = s.staff_id
        where s.organisation_id = ${organisationId} and coalesce(t.active, p.active)
        order by 3, s.id`,
  );

/**
 * The classes each teacher held from `from` to `to`: a saved register of a class that is not
 * cancelled, counted for whoever held it (a substitute, not the absent teacher; decision 071).
 */
export const heldBetween = (db: Executor, organisationId: number, from: string, to: string) =>
  rowsOf<HeldGroup>(
    db,
    sql`select r.held_by_teacher_id as "teacherId", s.subject_id as "subjectId", sub.name as "subjectName",
          s.batch_id as "batchId", b.name as "batchName", s.kind, (r.held_as = 'substitute') as substitute,
          count(*)::int as count
        from attendance_registers r
        join class_sessions s on s.id = r.session_id
        join batches b on b.id = s.batch_id
        left join subjects sub on sub.id = s.subject_id
        where r.organisation_id = ${organisationId} and r.day >= ${from} and r.day <= ${to}
          and r.held_by_teacher_id is not null and s.status <> 'cancelled'
        group by 1, 2, 3, 4, 5, 6, 7
        order by 1, 5, 3, 7`,
  );

/** The statutory row of each kind (and state) in force on `day`. */
export async function ratesOn(db: Executor, day: string): Promise<MonthRates> {
  const rows = await rowsOf<{ kind: string; state: string; params: unknown }>(
    db,
    sql`select distinct on (kind, state) kind, state, params from statutory_rates
        where from_date <= ${day} order by kind, state, from_date desc`,
  );
  const rates: MonthRates = { pt: new Map(), incomeTax: new Map() };
  for (const row of rows) {
    if (row.kind === 'epf') rates.epf = row.params as EpfParams;
    else if (row.kind === 'esi') rates.esi = row.params as EsiParams;
    else if (row.kind === 'tds_professional') rates.tds = row.params as TdsProfessionalParams;
    else if (row.kind === 'pt') rates.pt.set(row.state, row.params as PtParams);
    else if (row.kind === 'income_tax_new') rates.incomeTax.set('new', row.params as IncomeTaxParams);
    else if (row.kind === 'income_tax_old') rates.incomeTax.set('old', row.params as IncomeTaxParams);
  }
  return rates;
}

/** What was entered on the draft's lines (leave without pay, adjustments), kept when it is computed again. */
export const inputsOf = (db: Executor, runId: number) =>
  rowsOf<{
    id: number;
    teacherId: number | null;
    staffId: number | null;
    lwpDays: number;
    adjustments: PayAdjustment[];
  }>(
    db,
    sql`select id, teacher_id as "teacherId", staff_id as "staffId", lwp_days as "lwpDays", adjustments
        from pay_run_lines where run_id = ${runId}`,
  );

/** The standing regular run of `month` and its lines' net pay (no row: no run that month). */
export const previousOf = (db: Executor, organisationId: number, month: string) =>
  rowsOf<{ teacherId: number | null; staffId: number | null; netPaise: number | null }>(
    db,
    sql`select l.teacher_id as "teacherId", l.staff_id as "staffId", l.net_paise as "netPaise"
        from pay_runs r left join pay_run_lines l on l.run_id = r.id
        where r.organisation_id = ${organisationId} and r.month = ${month}
          and r.kind = 'regular' and r.reversed_at is null`,
  );

/**
 * Gross, TDS and professional tax of approved runs (reversals included) from `yearStart` up to, not
 * with, `month`, per teacher and engagement: a visiting teacher's fees, an employee's salary.
 */
export async function yearSoFar(db: Executor, organisationId: number, yearStart: string, month: string) {
  const rows = await rowsOf<
    YearSoFar & { teacherId: number | null; staffId: number | null; engagement: string }
  >(
    db,
    sql`select l.teacher_id as "teacherId", l.staff_id as "staffId", l.engagement, sum(l.gross_paise)::int as "grossPaise",
          sum(l.tds_paise)::int as "tdsPaise", coalesce(sum(pt.paise), 0)::int as "ptPaise"
        from pay_runs r join pay_run_lines l on l.run_id = r.id
        left join lateral (
          select sum((d ->> 'paise')::int) as paise from jsonb_array_elements(l.deductions) d
          where d ->> 'label' like 'Professional tax%') pt on true
        where r.organisation_id = ${organisationId} and r.status in ('approved', 'paid')
          and r.month >= ${yearStart} and r.month < ${month}
        group by l.teacher_id, l.staff_id, l.engagement`,
  );
  return new Map<string, YearSoFar>(rows.map((r) => [`${payeeKey(r)}:${r.engagement}`, r]));
}

/** The run's lines replaced by these, and its totals written: three statements. */
export async function replaceLines(
  db: Executor,
  run: { id: number; organisationId: number },
  lines: ComputedLine[],
) {
  await db.delete(payRunLines).where(eq(payRunLines.runId, run.id));
  if (lines.length > 0)
    await db
      .insert(payRunLines)
      .values(lines.map((line) => ({ ...line, runId: run.id, organisationId: run.organisationId })));
  const total = (pick: (l: ComputedLine) => number) => lines.reduce((n, l) => n + pick(l), 0);
  await db
    .update(payRuns)
    .set({
      people: lines.length,
      flagged: lines.filter((l) => l.flag !== '').length,
      grossPaise: total((l) => l.grossPaise),
      deductionsPaise: total((l) => l.deductionsPaise),
      netPaise: total((l) => l.netPaise),
      employerPaise: total((l) => l.employerPaise),
      updatedAt: sql`now()`,
    })
    .where(and(eq(payRuns.id, run.id), eq(payRuns.organisationId, run.organisationId)));
}
