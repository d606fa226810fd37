import { describe, expect, it } from 'vitest';
import { formatNumber } from './institute.ts';
import { admissionInput, statusChange, studentMessages, unusualAge, yearsOld } from './students.ts';

const guardian = { relation: 'mother', name: 'Meera Sharma', mobile: '98765 43210' } as const;

describe('admissions', () => {
  it('normalises the guardian’s numbers and fills the optional fields', () => {
    const parsed = admissionInput.parse({
      name: ' Aarav ',
      centreId: 3,
      guardians: [{ ...guardian, whatsapp: '' }],
    });
    expect(parsed).toMatchObject({ name: 'Aarav', classId: null, dateOfBirth: null, school: '' });
    expect(parsed.guardians[0]).toMatchObject({
      mobile: '+919876543210',
      whatsapp: '',
      email: '',
      primary: false,
    });
  });

  it('needs a guardian, at most one main contact, and real dates', () => {
    const errors = (input: object) =>
      admissionInput
        .safeParse({ name: 'A', centreId: 1, guardians: [guardian], ...input })
        .error?.issues.map((i) => i.message);
    expect(errors({ guardians: [] })).toEqual([studentMessages.oneGuardian]);
    expect(
      errors({
        guardians: [
          { ...guardian, primary: true },
          { ...guardian, primary: true },
        ],
      }),
    ).toEqual([studentMessages.onePrimary]);
    expect(errors({ dateOfBirth: '2015-02-30' })).toEqual(['Please enter a valid date of birth.']);
  });

  it('asks a reason for putting on hold or leaving', () => {
    expect(statusChange.safeParse({ status: 'left' }).error?.issues[0]?.message).toBe(
      'Please give a reason.',
    );
    expect(statusChange.safeParse({ status: 'active' }).success).toBe(true);
  });

  it('numbers by centre when the format shows it', () => {
    const years = { financialYearStartMonth: 4, academicYearStartMonth: 6, centreCode: 'PUN' };
    expect(formatNumber('{CENTRE}/{AY}/{SEQ:4}', 42, { year: 2026, month: 6 }, years)).toBe(
      'PUN/2026-27/0042',
    );
  });
});

describe('an unusual birth date (issue 65, bug 3)', () => {
  it('gives the age when a student would be under 3 or over 60, and nothing for usual ages or no date', () => {
    const today = '2026-12-07';
    expect(yearsOld('2010-12-07', today)).toBe(16);
    expect(yearsOld('2010-12-08', today)).toBe(15);
    expect(unusualAge('2024-08-15', today)).toBe(2);
    expect(unusualAge('1960-01-01', today)).toBe(66);
    expect(unusualAge('2010-05-01', today)).toBeNull();
    expect(unusualAge('2023-12-07', today)).toBeNull();
    expect(unusualAge(null, today)).toBeNull();
    // A birth after today is refused elsewhere, not warned of.
    expect(unusualAge('2030-08-15', today)).toBeNull();
  });
});
