import { describe, expect, it } from 'vitest';
import type { IncomeTaxParams } from '@kaksha/contracts';
import { appPerFile } from '../../../test/harness.ts';
import { computeLine, type StructureRow } from './compute.ts';
import { annualTax, monthsLeftInYear, taxableIncome } from './income-tax.ts';
import { ratesOn } from './runs.repository.ts';

/*
 * TDS on salary under the chosen regime (decision 083), with every figure read from the dated rows the
 * migration wrote: the slabs' edges, the standard deduction, the 87A rebate and its marginal relief,
 * the cess, and the year's tax spread over the months left of the financial year.
 */

const t = appPerFile();
const L = (lakh: number) => Math.round(lakh * 100_000 * 100);
const R = (rupees: number) => rupees * 100;

async function regime(name: 'new' | 'old', day = '2025-11-30'): Promise<IncomeTaxParams> {
  const params = (await ratesOn(t.database.db, day)).incomeTax.get(name);
  if (!params) throw new Error(`no ${name} regime on ${day}`);
  return params;
}
const taxOn = async (name: 'new' | 'old', taxable: number, day?: string) =>
  annualTax(await regime(name, day), taxable);

describe('the new regime, FY 2025-26', () => {
  it('taxes nothing up to ₹4L, then 5% to ₹8L and 10% to ₹12L — and the 87A rebate makes ₹12L nil', async () => {
    expect(await taxOn('new', L(4))).toBe(0);
    expect(await taxOn('new', L(8))).toBe(0); // ₹20,000 of slab tax, rebated
    expect(await taxOn('new', L(12))).toBe(0); // ₹60,000 of slab tax, rebated
  });

  it('just past ₹12L the tax is no more than the income past it (marginal relief), with 4% cess', async () => {
    expect(await taxOn('new', L(12) + R(10))).toBe(R(10)); // ₹10.40 with cess, to the nearest ₹10
    // ₹12.7L: slabs say ₹70,500; relief caps it at ₹70,000; cess ₹2,800.
    expect(await taxOn('new', L(12.7))).toBe(R(72_800));
    // ₹13L: ₹75,000 is less than the ₹1L past ₹12L, so the slabs stand: ₹78,000 with cess.
    expect(await taxOn('new', L(13))).toBe(R(78_000));
  });

  it('15% to ₹16L, 20% to ₹20L, 25% to ₹24L and 30% above', async () => {
    expect(await taxOn('new', L(16))).toBe(R(120_000 * 1.04));
    expect(await taxOn('new', L(20))).toBe(R(200_000 * 1.04));
    expect(await taxOn('new', L(24))).toBe(R(312_000)); // ₹3,00,000 + cess
    expect(await taxOn('new', L(25))).toBe(R(343_200)); // ₹3,30,000 + cess
  });

  it('the standard deduction is ₹75,000: a salary of ₹12.75L is taxable at ₹12L', async () => {
    const params = await regime('new');
    expect(taxableIncome(params, L(12.75), 0)).toBe(L(12));
    // Professional tax and declarations count only under the old regime: the caller passes none here.
    expect(params.deductsProfessionalTax).toBe(false);
    expect(params.allowsDeclared).toBe(false);
  });

  it('a month of FY 2024-25 reads that year’s row: nil to ₹3L, rebate to ₹7L', async () => {
    expect(await taxOn('new', L(7), '2024-11-30')).toBe(0);
    // ₹7.5L: slabs ₹25,000; relief caps at ₹50,000 past ₹7L, so ₹25,000 + cess.
    expect(await taxOn('new', L(7.5), '2024-11-30')).toBe(R(26_000));
    expect(await taxOn('new', L(7.5))).toBe(0); // the same income a year later is under ₹12L
  });
});

describe('the old regime', () => {
  it('nil to ₹2.5L, 5% to ₹5L (rebated to nil), 20% to ₹10L, 30% above; no marginal relief', async () => {
    expect(await taxOn('old', L(2.5))).toBe(0);
    expect(await taxOn('old', L(5))).toBe(0); // ₹12,500, all rebated
    expect(await taxOn('old', L(5) + R(10))).toBe(R(13_000)); // ₹12,502 + cess: the rebate is gone
    expect(await taxOn('old', L(10))).toBe(R(117_000)); // ₹1,12,500 + cess
    expect(await taxOn('old', L(11))).toBe(R(148_200)); // ₹1,42,500 + cess
    const params = await regime('old');
    expect(taxableIncome(params, L(6), R(2_500) + R(100_000))).toBe(L(4.475));
  });
});

const employee = (over: Partial<StructureRow>): StructureRow => ({
  teacherId: 1,
  staffId: null,
  teacherName: 'Asha Rao',
  engagement: 'employee',
  monthlyPaise: 0,
  allowances: [],
  deductions: [],
  lectureRatePaise: null,
  substitutionRatePaise: null,
  lectureRates: [],
  epf: false,
  esi: false,
  taxRegime: 'new',
  taxDeclaredPaise: 0,
  ptState: '',
  accountName: '',
  accountNumber: '',
  ifsc: '',
  ...over,
});

async function month(
  over: Partial<StructureRow>,
  m: string,
  year = { grossPaise: 0, tdsPaise: 0, ptPaise: 0 },
  lwpDays = 0,
) {
  return computeLine({
    structure: employee(over),
    held: [],
    rates: await ratesOn(t.database.db, `${m}-28`),
    inputs: { lwpDays, adjustments: [] },
    daysInMonth: 30,
    month: Number(m.slice(5, 7)),
    year,
    previousNetPaise: null,
    previousRun: false,
    flagPercent: 10,
  });
}
const tdsLine = (line: { deductions: { label: string; paise: number }[] }) =>
  line.deductions.find((d) => d.label.startsWith('TDS on salary'));

describe('monthly TDS: the projected year’s tax over the months left', () => {
  it('counts the months left of the financial year, this one with them', () => {
    expect(monthsLeftInYear(4, 4)).toBe(12);
    expect(monthsLeftInYear(12, 4)).toBe(4);
    expect(monthsLeftInYear(3, 4)).toBe(1);
  });

  it('₹1,06,250 a month (₹12.75L a year) pays no TDS under the new regime; a rupee more a month does', async () => {
    expect(tdsLine(await month({ monthlyPaise: R(106_250) }, '2025-04'))).toBeUndefined();
    // ₹12,75,012 a year: taxable ₹12,00,010, tax ₹10 → under a rupee a month, rounded to nothing.
    const justPast = await month({ monthlyPaise: R(106_251) }, '2025-04');
    expect(justPast.tdsPaise).toBe(R(1));
  });

  it('₹1,50,000 a month from April: ₹1,50,800 for the year, ₹12,567 a month; December takes what is left over four months', async () => {
    const april = await month({ monthlyPaise: R(150_000) }, '2025-04');
    expect(tdsLine(april)).toEqual({ label: 'TDS on salary (new regime)', paise: R(12_567) });
    expect(april.netPaise).toBe(R(150_000 - 12_567));
    const december = await month({ monthlyPaise: R(150_000) }, '2025-12', {
      grossPaise: R(150_000 * 8),
      tdsPaise: R(12_567 * 8),
      ptPaise: 0,
    });
    expect(december.tdsPaise).toBe(R((150_800 - 12_567 * 8) / 4));
    // Leave without pay this month lowers the year's income and so the TDS left to take.
    const withLeave = await month({ monthlyPaise: R(150_000) }, '2025-04', undefined, 15);
    expect(withLeave.tdsPaise).toBeLessThan(R(12_567));
  });

  it('a salary that starts in March pays the year’s tax on what it earned, all in March', async () => {
    const march = await month({ monthlyPaise: R(150_000) }, '2026-03');
    expect(march.tdsPaise).toBe(0); // ₹1.5L in the year: under every slab
    const big = await month({ monthlyPaise: L(14) }, '2026-03');
    expect(big.tdsPaise).toBe(await taxOn('new', L(13.25)));
  });

  it('the old regime deducts professional tax paid and the declarations from the projection', async () => {
    const base = { monthlyPaise: R(60_000), taxRegime: 'old', ptState: 'MH' };
    // ₹7.2L a year − ₹50,000 − ₹2,500 professional tax = ₹6,67,500: ₹12,500 + 20% of ₹1,67,500 = ₹46,000 + cess.
    const plain = await month(base, '2025-04');
    expect(plain.tdsPaise).toBe(R(Math.round(47_840 / 12)));
    expect(tdsLine(plain)?.label).toBe('TDS on salary (old regime)');
    // ₹1,50,000 declared: ₹5,17,500 taxable → ₹12,500 + ₹3,500 = ₹16,000 + cess = ₹16,640.
    const declared = await month({ ...base, taxDeclaredPaise: R(150_000) }, '2025-04');
    expect(declared.tdsPaise).toBe(R(Math.round(16_640 / 12)));
    // Under the new regime the same salary is under ₹12L: nothing, and declarations do not count.
    expect(
      (await month({ ...base, taxRegime: 'new', taxDeclaredPaise: R(150_000) }, '2025-04')).tdsPaise,
    ).toBe(0);
  });

  it('a visiting teacher pays TDS on professional fees, never on salary', async () => {
    const visiting = await month({ engagement: 'visiting', monthlyPaise: R(150_000) }, '2025-04');
    expect(tdsLine(visiting)).toBeUndefined();
    expect(visiting.deductions[0]?.label).toBe('TDS on professional fees');
  });
});
