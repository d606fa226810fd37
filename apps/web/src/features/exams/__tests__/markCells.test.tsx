import { describe, expect, it } from 'vitest';
import { cellText, entryOf, markProblem, marksInputOf } from '../components/markCells.ts';

describe('a marks cell', () => {
  it('reads marks, halves, AB and EX in any case, and nothing as not recorded', () => {
    expect(entryOf('72')).toEqual({ status: 'present', marks: 72 });
    expect(entryOf(' 33.5 ')).toEqual({ status: 'present', marks: 33.5 });
    expect(entryOf('ab')).toEqual({ status: 'absent', marks: null });
    expect(entryOf('EX')).toEqual({ status: 'exempt', marks: null });
    expect(entryOf('')).toEqual({ status: 'present', marks: null });
    for (const bad of ['-1', '33.3', 'seventy', '1e2']) expect(entryOf(bad)).toBeNull();
  });

  it('says what is wrong: above the maximum, or not a mark', () => {
    expect(markProblem('80', 80)).toBeNull();
    expect(markProblem('80.5', 80)).toBe('Enter marks from 0 to 80 (halves allowed), AB or EX.');
    expect(markProblem('A', 80)).toBe('Enter marks from 0 to 80 (halves allowed), AB or EX.');
  });

  it('shows what is recorded, and sends every student (a cleared cell clears)', () => {
    expect([
      cellText({ status: 'present', marks: 41.5 }),
      cellText({ status: 'absent', marks: null }),
      cellText({ status: null, marks: null }),
    ]).toEqual(['41.5', 'AB', '']);
    const text: Record<number, string> = { 1: '50', 2: 'ex', 3: '' };
    expect(marksInputOf([1, 2, 3], (id) => text[id]!).marks).toEqual([
      { studentId: 1, status: 'present', marks: 50 },
      { studentId: 2, status: 'exempt', marks: null },
      { studentId: 3, status: 'present', marks: null },
    ]);
  });
});
