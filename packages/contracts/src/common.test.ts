import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeFilter, calendarDate, idParams, listQuery, paise, requiredText } from './common.ts';

describe('the shared contract pieces', () => {
  it('takes a calendar date only when it names a real day', () => {
    const date = calendarDate();
    expect(date.safeParse('2024-02-29').success).toBe(true);
    // 0000-02-29: a day in ISO 8601 and JavaScript (1 BC, a leap year), none in PostgreSQL.
    for (const bad of ['2025-02-29', '2025-13-01', '2025-1-01', ' 2025-01-31', '31-01-2025', '0000-02-29'])
      expect(date.safeParse(bad).success, bad).toBe(false);
    expect(date.safeParse('2025-02-30').error?.issues[0]?.message).toBe('Use a date like 2025-01-31.');
    expect(calendarDate('Bad day.', z.string().trim()).parse(' 2025-01-31 ')).toBe('2025-01-31');
  });

  it('takes money as whole, non-negative paise', () => {
    expect(paise.parse(12_345_600)).toBe(12_345_600);
    expect(paise.parse(0)).toBe(0);
    for (const bad of [-1, 10.5, '100', Number.MAX_SAFE_INTEGER + 2])
      expect(paise.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('reads ids, pages, filters and required text the same way for every area', () => {
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParams.safeParse({ id: '0' }).success).toBe(false);
    expect(idParams.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(listQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(listQuery.parse({ page: '3', pageSize: '50', q: '  maths ' })).toEqual({
      page: 3,
      pageSize: 50,
      q: 'maths',
    });
    expect(listQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect([activeFilter.parse('true'), activeFilter.parse('false'), activeFilter.parse('all')]).toEqual([
      true,
      false,
      undefined,
    ]);
    expect(requiredText(5, 'Please enter it.').safeParse('   ').error?.issues[0]?.message).toBe(
      'Please enter it.',
    );
  });
});
