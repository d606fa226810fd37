import { describe, expect, it } from 'vitest';
import { summaryLines } from '../components/summary.ts';

describe('summaryLines', () => {
  it('shows an update as field: before → after, after the other fields', () => {
    expect(
      summaryLines({
        email: 'a@b.test',
        before: { userName: 'Meera', roles: [] },
        after: { userName: 'Meera I.', roles: ['Front desk', 'Fees'] },
      }),
    ).toEqual(['email: a@b.test', 'userName: Meera → Meera I.', 'roles: — → Front desk, Fees']);
  });

  it('shows calendar days the Indian way, inside lists too', () => {
    expect(
      summaryLines({
        fromDate: '2026-10-16',
        due: { dueOn: '2027-01-05', amount: 100 },
        instalments: [['2026-10-16', 600_000]],
      }),
    ).toEqual([
      'fromDate: 16 Oct 2026',
      'due: dueOn 5 Jan 2027, amount 100',
      'instalments: 16 Oct 2026, 600000',
    ]);
  });

  it('names menu grants and exceptions readably, and shortens long lines', () => {
    expect(
      summaryLines({
        grants: [
          { menu: 'Batch', level: 'view' },
          { menu: 'Holiday', effect: 'withhold' },
        ],
        note: 'x'.repeat(300),
      }),
    ).toEqual(['grants: Batch view, Holiday withhold', `note: ${'x'.repeat(193)}…`]);
    expect(summaryLines(null)).toEqual([]);
  });
});
