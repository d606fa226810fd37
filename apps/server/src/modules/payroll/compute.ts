import type {
  EpfParams,
  EsiParams,
  IncomeTaxParams,
  PayAdjustment,
  PayAmount,
  PayLectureCount,
  PayLectureRate,
  PtParams,
  TdsProfessionalParams,
} from '@kaksha/contracts';
import { professionalTax, salaryTds } from './income-tax.ts';

/*
 * One teacher's pay for a month, from what the run read in its few statements (decision 075). Pure:
 * the same inputs give the same line, and nothing here reads a rate of its own — every percentage and
 * ceiling comes from the statutory row in force (`MonthRates`).
 */

export interface StructureRow {
  /** Exactly one of teacherId and staffId: whom the structure pays. */
  teacherId: number | null;
  staffId: number | null;
  teacherName: string;
  engagement: string;
  monthlyPaise: number;
  allowances: PayAmount[];
  deductions: PayAmount[];
  lectureRatePaise: number | null;
  substitutionRatePaise: number | null;
  lectureRates: PayLectureRate[];
  epf: boolean;
  esi: boolean;
  taxRegime: string;
  taxDeclaredPaise: number;
  ptState: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
}

/** Classes a teacher held in the month, grouped by what a rate can name. */
export interface HeldGroup {
  teacherId: number;
  subjectId: number | null;
  subjectName: string | null;
  batchId: number;
  batchName: string;
  kind: string;
  substitute: boolean;
  count: number;
}

export interface MonthRates {
  epf?: EpfParams;
  esi?: EsiParams;
  pt: Map<string, PtParams>;
  tds?: TdsProfessionalParams;
  /** TDS on salary by regime (new, old). */
  incomeTax: Map<string, IncomeTaxParams>;
}

export interface LineInputs {
  lwpDays: number;
  adjustments: PayAdjustment[];
}

/** The financial year so far (before this month), from approved runs and their reversals. */
export interface YearSoFar {
  /** Gross paid: professional fees for a visiting teacher, salary for an employee. */
  grossPaise: number;
  tdsPaise: number;
  /** Professional tax deducted (an employee's, for the old regime's deduction). */
  ptPaise: number;
}

export interface ComputedLine {
  /** The line's id when it was on the draft before (kept, so a line's address does not change). */
  id?: number;
  teacherId: number | null;
  staffId: number | null;
  teacherName: string;
  engagement: string;
  daysInMonth: number;
  lwpDays: number;
  /** What the leave without pay took off the salary and allowances. */
  lwpPaise: number;
  adjustments: PayAdjustment[];
  lectures: PayLectureCount[];
  earnings: PayAmount[];
  deductions: PayAmount[];
  employer: PayAmount[];
  grossPaise: number;
  deductionsPaise: number;
  netPaise: number;
  employerPaise: number;
  tdsPaise: number;
  previousNetPaise: number | null;
  flag: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
}

/** Whom a structure or line pays, as one key: `t12` a teacher, `s3` a staff member. */
export const payeeKey = (p: { teacherId: number | null; staffId: number | null }) =>
  p.teacherId !== null ? `t${p.teacherId}` : `s${p.staffId}`;

/** A share of `amount` in basis points, to the nearest rupee (how EPF and TDS are paid). */
const share = (amount: number, bp: number) => Math.round((amount * bp) / 10_000 / 100) * 100;
/** ESI rounds up to the next rupee. */
const shareUp = (amount: number, bp: number) => Math.ceil((amount * bp) / 10_000 / 100) * 100;
const sum = (items: { paise: number }[]) => items.reduce((total, item) => total + item.paise, 0);

/** The rate of one group of classes: a substitution rate, the best-matching class rate, or the default. */
function rateOf(s: StructureRow, g: HeldGroup): number {
  if (g.substitute && s.substitutionRatePaise !== null) return s.substitutionRatePaise;
  let best: { score: number; paise: number } | null = null;
  for (const rate of s.lectureRates) {
    if (rate.batchId !== null && rate.batchId !== g.batchId) continue;
    if (rate.subjectId !== null && rate.subjectId !== g.subjectId) continue;
    if (rate.kind !== null && rate.kind !== g.kind) continue;
    const score =
      (rate.batchId !== null ? 4 : 0) + (rate.subjectId !== null ? 2 : 0) + (rate.kind !== null ? 1 : 0);
    if (!best || score > best.score) best = { score, paise: rate.paise };
  }
  return best?.paise ?? s.lectureRatePaise ?? 0;
}

function lecturesOf(s: StructureRow, held: HeldGroup[]): PayLectureCount[] {
  const hasLecturePay =
    s.lectureRatePaise !== null || s.substitutionRatePaise !== null || s.lectureRates.length > 0;
  if (!hasLecturePay) return [];
  return held.map((g) => {
    const ratePaise = rateOf(s, g);
    const what = [g.subjectName ?? 'Class', g.batchName].join(', ');
    return {
      label: g.substitute ? `${what} (substitution)` : what,
      count: g.count,
      ratePaise,
      paise: ratePaise * g.count,
      substitute: g.substitute,
    };
  });
}

export function computeLine(args: {
  structure: StructureRow;
  held: HeldGroup[];
  rates: MonthRates;
  inputs: LineInputs;
  daysInMonth: number;
  /** The month being paid, 1–12. */
  month: number;
  year: YearSoFar;
  previousNetPaise: number | null;
  /** Last month had a run (a line without one there is new). */
  previousRun: boolean;
  flagPercent: number;
}): ComputedLine {
  const { structure: s, rates, inputs, daysInMonth } = args;
  const worked = daysInMonth - inputs.lwpDays;
  const prorate = (paise: number) => Math.round((paise * worked) / daysInMonth);

  const earnings: PayAmount[] = [];
  const salary = prorate(s.monthlyPaise);
  if (s.monthlyPaise > 0) earnings.push({ label: 'Salary', paise: salary });
  for (const allowance of s.allowances)
    earnings.push({ label: allowance.label, paise: prorate(allowance.paise) });
  // What the days of leave without pay took off: the full salary and allowances less what is paid.
  const lwpPaise = s.monthlyPaise + sum(s.allowances) - sum(earnings);
  const lectures = lecturesOf(s, args.held);
  const regular = lectures.filter((l) => !l.substitute);
  const substitutions = lectures.filter((l) => l.substitute);
  if (regular.length > 0)
    earnings.push({ label: `Lectures (${regular.reduce((n, l) => n + l.count, 0)})`, paise: sum(regular) });
  if (substitutions.length > 0)
    earnings.push({
      label: `Substitutions (${substitutions.reduce((n, l) => n + l.count, 0)})`,
      paise: sum(substitutions),
    });
  for (const adjustment of inputs.adjustments)
    earnings.push({ label: adjustment.reason, paise: adjustment.paise });
  const gross = sum(earnings);

  const deductions: PayAmount[] = [];
  const employer: PayAmount[] = [];
  let tds = 0;
  if (s.engagement === 'visiting') {
    // Professional fees: TDS once the year's fees pass the threshold, on all of them, less what was taken.
    if (rates.tds) {
      const yearFees = args.year.grossPaise + gross;
      if (yearFees > rates.tds.yearThresholdPaise)
        tds = Math.max(0, share(yearFees, rates.tds.rateBp) - args.year.tdsPaise);
      if (tds > 0) deductions.push({ label: 'TDS on professional fees', paise: tds });
    }
  } else {
    if (s.epf && rates.epf) {
      const wages = Math.min(salary, rates.epf.wageCeilingPaise);
      const employeeShare = share(wages, rates.epf.employeeBp);
      const pension = share(wages, rates.epf.pensionBp);
      if (employeeShare > 0) deductions.push({ label: 'EPF (employee)', paise: employeeShare });
      if (pension > 0) employer.push({ label: 'Pension (EPS)', paise: pension });
      const epfEmployer = share(wages, rates.epf.employerBp) - pension;
      if (epfEmployer > 0) employer.push({ label: 'EPF (employer)', paise: epfEmployer });
    }
    if (s.esi && rates.esi && gross > 0 && gross <= rates.esi.grossCeilingPaise) {
      deductions.push({ label: 'ESI (employee)', paise: shareUp(gross, rates.esi.employeeBp) });
      employer.push({ label: 'ESI (employer)', paise: shareUp(gross, rates.esi.employerBp) });
    }
    const ptRow = s.ptState ? rates.pt.get(s.ptState) : undefined;
    const pt = professionalTax(ptRow, gross, args.month === 2);
    if (pt > 0) deductions.push({ label: `Professional tax (${s.ptState})`, paise: pt });
    const regime = rates.incomeTax.get(s.taxRegime);
    if (regime) {
      tds = salaryTds({
        params: regime,
        month: args.month,
        soFar: args.year,
        grossPaise: gross,
        ptPaise: pt,
        // A month to come: the full salary and allowances, and lectures as this month's.
        monthlyPaise: s.monthlyPaise + sum(s.allowances) + sum(lectures),
        pt: ptRow,
        declaredPaise: s.taxDeclaredPaise,
      }).tdsPaise;
      if (tds > 0)
        deductions.push({
          label: `TDS on salary (${s.taxRegime === 'old' ? 'old' : 'new'} regime)`,
          paise: tds,
        });
    }
  }
  for (const deduction of s.deductions) deductions.push(deduction);

  const deductionsPaise = sum(deductions);
  const net = gross - deductionsPaise;
  return {
    teacherId: s.teacherId,
    staffId: s.staffId,
    teacherName: s.teacherName,
    engagement: s.engagement,
    daysInMonth,
    lwpDays: inputs.lwpDays,
    lwpPaise,
    adjustments: inputs.adjustments,
    lectures,
    earnings,
    deductions,
    employer,
    grossPaise: gross,
    deductionsPaise,
    netPaise: net,
    employerPaise: sum(employer),
    tdsPaise: tds,
    previousNetPaise: args.previousNetPaise,
    flag: flagOf(net, args.previousNetPaise, args.previousRun, args.flagPercent),
    accountName: s.accountName,
    accountNumber: s.accountNumber,
    ifsc: s.ifsc,
  };
}

/** Why a line is flagged against last month's (or ''): new, gone to nothing, or moved past the threshold. */
export function flagOf(net: number, previous: number | null, previousRun: boolean, percent: number): string {
  if (previous === null) return previousRun ? 'New this month' : '';
  if (previous === 0) return net === 0 ? '' : 'Nothing paid last month';
  const moved = ((net - previous) / Math.abs(previous)) * 100;
  if (Math.abs(moved) <= percent) return '';
  return `${moved > 0 ? 'Up' : 'Down'} ${Math.abs(moved).toFixed(1)}% from last month`;
}
