import { describe, expect, it } from 'vitest';
import { parseIndianDate } from '../DateField.tsx';
import { zodFieldErrors } from '../../lib/form.ts';

describe('typing a date', () => {
  it('reads day first, in the ways people write it, and the ISO form', () => {
    for (const typed of ['24/11/2026', '24-11-2026', '24.11.2026', '2026-11-24', ' 24/11/2026 '])
      expect(parseIndianDate(typed), typed).toBe('2026-11-24');
    expect(parseIndianDate('5/6/2024')).toBe('2024-06-05');
  });

  it('refuses days that do not exist and month-first American dates past the 12th', () => {
    for (const typed of ['30/02/2025', '11/24/2026', '2026-13-01', 'tomorrow', ''])
      expect(parseIndianDate(typed), typed).toBeNull();
  });
});

describe('form errors from a contract', () => {
  it('are keyed by the whole path, as @mantine/form names nested fields', () => {
    const errors = zodFieldErrors({
      issues: [
        { path: ['name'], message: 'Please enter the name.' },
        { path: ['guardians', 0, 'mobile'], message: 'Please enter a valid mobile number.' },
        { path: ['guardians', 0, 'mobile'], message: 'second' },
        { path: [], message: 'whole form' },
      ],
    });
    expect(errors).toEqual({
      name: 'Please enter the name.',
      'guardians.0.mobile': 'Please enter a valid mobile number.',
    });
  });
});
