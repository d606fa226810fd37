import { describe, expect, it } from 'vitest';
import { formatNumber, gstinCheckCharacter, isGstin, isNumberFormat, yearLabel } from './institute.ts';

describe('GSTIN', () => {
  it('accepts real GSTINs and refuses a wrong check character, state or embedded PAN', () => {
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isGstin('27AAPXU0939F1ZV')).toBe(false);
    expect(isGstin('27AAPFU0939F1Z')).toBe(false);
  });
});

describe('receipt and admission numbers', () => {
  const years = { financialYearStartMonth: 4, academicYearStartMonth: 6 };
  it('names the year a date falls in, from the month the year starts', () => {
    expect(yearLabel({ year: 2026, month: 3 }, 4)).toBe('2025-26');
    expect(yearLabel({ year: 2026, month: 4 }, 4)).toBe('2026-27');
    expect(yearLabel({ year: 2099, month: 12 }, 4)).toBe('2099-00');
    expect(yearLabel({ year: 2026, month: 3 }, 1)).toBe('2026');
  });
  it('fills the tokens and pads the running number', () => {
    expect(formatNumber('RCP/{FY}/{SEQ:5}', 42, { year: 2026, month: 3 }, years)).toBe('RCP/2025-26/00042');
    expect(formatNumber('ADM-{AY}-{SEQ}', 7, { year: 2026, month: 5 }, years)).toBe('ADM-2025-26-7');
    expect(formatNumber('{YYYY}{MM}/{SEQ:3}', 123456, { year: 2026, month: 11 }, years)).toBe(
      '202611/123456',
    );
    expect(formatNumber('R{YY}-{SEQ:2}', 3, { year: 2007, month: 1 }, years)).toBe('R07-03');
  });
  it('needs {SEQ} exactly once and nothing a file name or URL would choke on', () => {
    expect(isNumberFormat('RCP/{FY}/{SEQ:5}')).toBe(true);
    expect(isNumberFormat('RCP/{FY}')).toBe(false);
    expect(isNumberFormat('{SEQ}{SEQ}')).toBe(false);
    expect(isNumberFormat('{SEQ:0}')).toBe(false);
    expect(isNumberFormat('R#{SEQ}')).toBe(false);
    expect(isNumberFormat('R {SEQ} {XYZ}')).toBe(false);
  });
});
