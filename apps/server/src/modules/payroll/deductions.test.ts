import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/harness.ts';
import { computeLine, flagOf, type StructureRow } from './compute.ts';
import { ratesOn } from './runs.repository.ts';

/*
 * Statutory deductions at their edges, with the rates read from the dated rows the migration wrote
 * (decision 075): EPF on at most ₹15,000, ESI up to ₹21,000 of gross, Maharashtra's professional tax
 * and its February, TDS on a visiting teacher's fees once the year's pass the threshold of the day.
 */

const t = appPerFile();
const R = (rupees: number) => rupees * 100;

const structure = (over: Partial<StructureRow> = {}): StructureRow => ({
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

async function line(
  over: Partial<StructureRow>,
  month = '2026-11',
  year = { grossPaise: 0, tdsPaise: 0, ptPaise: 0 },
) {
  const rates = await ratesOn(t.database.db, `${month}-28`);
  return computeLine({
    structure: structure(over),
    held: [],
    rates,
    inputs: { lwpDays: 0, adjustments: [] },
    daysInMonth: 30,
    month: Number(month.slice(5, 7)),
    year,
    previousNetPaise: null,
    previousRun: false,
    flagPercent: 10,
  });
}

const amount = (items: { label: string; paise: number }[], label: string) =>
  items.find((i) => i.label.startsWith(label))?.paise ?? 0;

describe('statutory deductions from the dated rows', () => {
  it('EPF: 12% and 12%, 8.33% of it to pension, on at most ₹15,000 of salary', async () => {
    const high = await line({ monthlyPaise: R(20_000), epf: true });
    expect(amount(high.deductions, 'EPF (employee)')).toBe(R(1_800));
    expect(amount(high.employer, 'Pension (EPS)')).toBe(R(1_250)); // 8.33% of ₹15,000 = ₹1,249.50
    expect(amount(high.employer, 'EPF (employer)')).toBe(R(550));
    expect(high.netPaise).toBe(R(18_200));
    const low = await line({ monthlyPaise: R(10_000), epf: true });
    expect(amount(low.deductions, 'EPF (employee)')).toBe(R(1_200));
    expect(amount(low.employer, 'Pension (EPS)')).toBe(R(833));
    expect(amount(low.employer, 'EPF (employer)')).toBe(R(367));
    // Without EPF on the structure, none.
    expect((await line({ monthlyPaise: R(10_000) })).deductions).toEqual([]);
  });

  it('ESI: 0.75% and 3.25% of gross at ₹21,000, none at ₹21,001', async () => {
    const at = await line({ monthlyPaise: R(21_000), esi: true });
    expect(amount(at.deductions, 'ESI (employee)')).toBe(R(158)); // ₹157.50, up
    expect(amount(at.employer, 'ESI (employer)')).toBe(R(683)); // ₹682.50, up
    const past = await line({ monthlyPaise: R(21_001), esi: true });
    expect(amount(past.deductions, 'ESI')).toBe(0);
    expect(past.employer).toEqual([]);
  });

  it('professional tax by Maharashtra’s slabs: nothing to ₹7,500, ₹175, ₹200 past ₹10,000, ₹300 in February', async () => {
    const pt = async (rupees: number, month = '2026-11') =>
      amount((await line({ monthlyPaise: R(rupees), ptState: 'MH' }, month)).deductions, 'Professional tax');
    expect(await pt(7_500)).toBe(0);
    expect(await pt(7_501)).toBe(R(175));
    expect(await pt(10_000)).toBe(R(175));
    expect(await pt(10_001)).toBe(R(200));
    expect(await pt(10_001, '2027-02')).toBe(R(300));
    expect(await pt(9_000, '2027-02')).toBe(R(175));
    // Karnataka's own slabs; a state without a row deducts nothing.
    expect(amount((await line({ monthlyPaise: R(25_000), ptState: 'KA' })).deductions, 'Professional')).toBe(
      R(200),
    );
    expect(amount((await line({ monthlyPaise: R(25_000), ptState: 'ZZ' })).deductions, 'Professional')).toBe(
      0,
    );
  });

  it('a visiting teacher: no EPF, ESI or professional tax; 10% TDS once the year’s fees pass ₹50,000, on all of them', async () => {
    const visiting = { engagement: 'visiting', monthlyPaise: R(5_000), epf: true, esi: true, ptState: 'MH' };
    const under = await line(visiting, '2026-11', { grossPaise: R(45_000), tdsPaise: 0, ptPaise: 0 });
    expect(under.deductions).toEqual([]); // ₹50,000 exactly: not past it
    const past = await line({ ...visiting, monthlyPaise: R(5_001) }, '2026-11', {
      grossPaise: R(45_000),
      tdsPaise: 0,
      ptPaise: 0,
    });
    expect(past.deductions).toEqual([{ label: 'TDS on professional fees', paise: R(5_000) }]);
    expect(past.tdsPaise).toBe(R(5_000));
    const next = await line({ ...visiting, monthlyPaise: R(10_000) }, '2026-12', {
      grossPaise: R(50_001),
      tdsPaise: R(5_000),
      ptPaise: 0,
    });
    expect(next.tdsPaise).toBe(R(1_000));
    // Before April 2025 the row of the day said ₹30,000.
    const earlier = await line(visiting, '2025-03', { grossPaise: R(26_000), tdsPaise: 0, ptPaise: 0 });
    expect(earlier.tdsPaise).toBe(R(3_100));
  });

  it('leave without pay takes its days off the salary and allowances, not the fixed deductions', async () => {
    const rates = await ratesOn(t.database.db, '2026-11-30');
    const result = computeLine({
      structure: structure({
        monthlyPaise: R(30_000),
        allowances: [{ label: 'Travel', paise: R(3_000) }],
        deductions: [{ label: 'Advance', paise: R(1_000) }],
      }),
      held: [],
      rates,
      inputs: { lwpDays: 3, adjustments: [{ paise: R(500), reason: 'Exam duty' }] },
      daysInMonth: 30,
      month: 11,
      year: { grossPaise: 0, tdsPaise: 0, ptPaise: 0 },
      previousNetPaise: null,
      previousRun: false,
      flagPercent: 10,
    });
    expect(result.earnings).toEqual([
      { label: 'Salary', paise: R(27_000) },
      { label: 'Travel', paise: R(2_700) },
      { label: 'Exam duty', paise: R(500) },
    ]);
    expect(result.netPaise).toBe(R(27_000 + 2_700 + 500 - 1_000));
  });

  it('flags a line that moved past the threshold from last month’s, or is new', () => {
    expect(flagOf(R(11_000), R(10_000), true, 10)).toBe('');
    expect(flagOf(R(11_001), R(10_000), true, 10)).toBe('Up 10.0% from last month');
    expect(flagOf(R(8_000), R(10_000), true, 10)).toBe('Down 20.0% from last month');
    expect(flagOf(R(8_000), null, true, 10)).toBe('New this month');
    expect(flagOf(R(8_000), null, false, 10)).toBe('');
  });
});
