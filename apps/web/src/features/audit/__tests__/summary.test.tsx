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
      'due: dueOn 5 Jan 2027, amount ₹1.00',
      'instalments: 16 Oct 2026, ₹6,000.00',
    ]);
  });

  it('shows money as the screens do and instants in the institute’s time (issue 65)', () => {
    expect(
      summaryLines(
        {
          amount: 2_300_000,
          receiptId: 42,
          startsAt: '2026-12-07T10:30:00.000Z',
          before: { fine: 0 },
          after: { fine: 5_000 },
        },
        (iso) => `at ${iso.slice(11, 16)} UTC`,
      ),
    ).toEqual(['amount: ₹23,000.00', 'receiptId: 42', 'startsAt: at 10:30 UTC', 'fine: ₹0.00 → ₹50.00']);
    // Without the screen's zone: India's, as every date on screen before the institute is read.
    expect(summaryLines({ startsAt: '2026-12-07T10:30:00.000Z' })).toEqual(['startsAt: 7 Dec 2026, 4:00 pm']);
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

  it('names the records a line refers to by id, as the page names them (issue 65)', () => {
    const names = {
      'student:7': 'Kavya Nair (ADM/0007)',
      'batch:3': 'Class 10 Morning',
      'feeHead:2': 'Tuition',
    };
    expect(
      summaryLines(
        {
          studentId: 7,
          studentIds: [7, 99],
          headId: 2,
          before: { batchId: null },
          after: { batchId: 3 },
        },
        undefined,
        names,
      ),
    ).toEqual([
      'student: Kavya Nair (ADM/0007)',
      'students: Kavya Nair (ADM/0007), #99',
      'head: Tuition',
      'batch: — → Class 10 Morning',
    ]);
  });
});
