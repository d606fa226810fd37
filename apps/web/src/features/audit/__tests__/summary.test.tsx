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
