import { describe, expect, it } from 'vitest';
import {
  INDIAN_STATES,
  docNumberProblem,
  experienceEntry,
  maskDocNumber,
  normaliseDocNumber,
  teacherAddressFields,
  verhoeffValid,
} from './index.ts';

describe('Verhoeff (the Aadhaar check digit)', () => {
  it('accepts the textbook example and refuses every single-digit error in it', () => {
    expect(verhoeffValid('2363')).toBe(true);
    for (let d = 0; d <= 9; d++) if (d !== 3) expect(verhoeffValid(`236${d}`)).toBe(false);
    expect(verhoeffValid('2633')).toBe(false); // a transposition
    expect(verhoeffValid('12a4')).toBe(false);
  });
});

describe('document numbers', () => {
  it('normalises what people type and masks all but the last four', () => {
    expect(normaliseDocNumber(' abcpe-1234 f ')).toBe('ABCPE1234F');
    expect(maskDocNumber('2345 6789 0123')).toBe('XXXXXXXX0123');
    expect(maskDocNumber('K12')).toBe('XXX');
  });

  it('checks each type by its own rule', () => {
    expect(docNumberProblem('PAN', 'ABCPE1234F')).toBeNull();
    expect(docNumberProblem('PAN', '2363')).toMatch(/valid PAN/);
    expect(docNumberProblem('Aadhar', 'ABCPE1234F')).toMatch(/12-digit Aadhaar/);
    expect(docNumberProblem('Voter ID', '')).toBe('Please enter the document number.');
    expect(docNumberProblem('Ration Card', 'X')).toBe('Please choose a KYC type.');
  });
});

describe('teacher address', () => {
  it('lists all 28 states and 8 union territories', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect(INDIAN_STATES).toContain('Ladakh');
    expect(INDIAN_STATES).toContain('Dadra and Nagar Haveli and Daman and Diu');
  });

  it('defaults the country to India and needs a 6-digit PIN', () => {
    const ok = teacherAddressFields.parse({ Add1: 'a', City: 'b', State: 'Goa', PinCode: 403001 });
    expect(ok).toMatchObject({ Country: 'India', PinCode: '403001', Add2: '', Landmark: '' });
    expect(
      teacherAddressFields.safeParse({ Add1: 'a', City: 'b', State: 'Goa', PinCode: '40300' }).success,
    ).toBe(false);
  });
});

describe('experience', () => {
  it('takes a to date equal to or after the from date, or none', () => {
    const base = { Organisation: 'o', Designation: 'd', FromDate: '2020-01-01' };
    expect(experienceEntry.safeParse({ ...base, ToDate: '2020-01-01' }).success).toBe(true);
    expect(experienceEntry.parse({ ...base, ToDate: '' }).ToDate).toBeNull();
    expect(experienceEntry.safeParse({ ...base, ToDate: '2019-12-31' }).success).toBe(false);
  });
});
