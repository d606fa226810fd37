import type { IncomeTaxParams, PtParams } from '@kaksha/contracts';

/*
 * TDS on salary (section 192) under the regime an employee chose, from the regime's dated row
 * (decision 083): the year's income is projected, its tax computed by the row's slabs, rebate and
 * cess, and what is still to be deducted spread over the months left of the financial year. Pure:
 * nothing here knows a rate of its own.
 */

/** Taxable income after the standard deduction and what the regime allows, to the nearest ₹10 (288A). */
export function taxableIncome(params: IncomeTaxParams, grossPaise: number, otherDeductionsPaise: number) {
  const taxable = Math.max(0, grossPaise - params.standardDeductionPaise - otherDeductionsPaise);
  return Math.round(taxable / 1_000) * 1_000;
}

/**
 * A year's tax on taxable income, in paise: the slabs, less the 87A rebate (or, just past its limit
 * with marginal relief, no more than the income past it), plus cess; rounded to the nearest ₹10 (288B).
 */
export function annualTax(params: IncomeTaxParams, taxablePaise: number): number {
  let tax = 0;
  params.slabs.forEach((slab, index) => {
    const upper = params.slabs[index + 1]?.fromPaise ?? Infinity;
    if (taxablePaise > slab.fromPaise)
      tax += ((Math.min(taxablePaise, upper) - slab.fromPaise) * slab.rateBp) / 10_000;
  });
  const { rebate } = params;
  if (taxablePaise <= rebate.upToPaise) tax = Math.max(0, tax - rebate.maxPaise);
  else if (rebate.marginalRelief) tax = Math.min(tax, taxablePaise - rebate.upToPaise);
  const withCess = tax + (tax * params.cessBp) / 10_000;
  return Math.round(withCess / 1_000) * 1_000;
}

/** The months from `month` (1–12) to the financial year's end, this one counted: April 12 … March 1. */
export function monthsLeftInYear(month: number, yearStartMonth: number): number {
  return ((yearStartMonth - 1 - month + 24) % 12) + 1;
}

/** The professional-tax slab for a month's gross (February may differ). */
export function professionalTax(params: PtParams | undefined, gross: number, february: boolean): number {
  if (!params) return 0;
  let slab: PtParams['slabs'][number] | undefined;
  for (const candidate of params.slabs) if (gross >= candidate.fromPaise) slab = candidate;
  if (!slab) return 0;
  return february && slab.februaryPaise !== undefined ? slab.februaryPaise : slab.monthlyPaise;
}

export interface SalaryTdsInputs {
  params: IncomeTaxParams;
  /** The month (1–12) being paid. */
  month: number;
  /** Gross, professional tax and TDS of the financial year's approved runs before this month. */
  soFar: { grossPaise: number; ptPaise: number; tdsPaise: number };
  /** This month's gross and professional tax. */
  grossPaise: number;
  ptPaise: number;
  /** What each month left after this one is expected to pay (salary, allowances, lectures as now). */
  monthlyPaise: number;
  /** The professional-tax row of the employee's state, for the months left (old regime). */
  pt: PtParams | undefined;
  declaredPaise: number;
}

/** This month's TDS on salary: the year's projected tax less what was deducted, over the months left. */
export function salaryTds(i: SalaryTdsInputs): { tdsPaise: number; annualTaxPaise: number } {
  const left = monthsLeftInYear(i.month, i.params.yearStartMonth);
  let projectedGross = i.soFar.grossPaise + i.grossPaise;
  let projectedPt = i.soFar.ptPaise + i.ptPaise;
  for (let k = 1; k < left; k += 1) {
    projectedGross += i.monthlyPaise;
    projectedPt += professionalTax(i.pt, i.monthlyPaise, ((i.month - 1 + k) % 12) + 1 === 2);
  }
  const other =
    (i.params.deductsProfessionalTax ? projectedPt : 0) + (i.params.allowsDeclared ? i.declaredPaise : 0);
  const annualTaxPaise = annualTax(i.params, taxableIncome(i.params, projectedGross, other));
  const owed = annualTaxPaise - i.soFar.tdsPaise;
  return { tdsPaise: Math.max(0, Math.round(owed / left / 100) * 100), annualTaxPaise };
}
