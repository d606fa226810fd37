import type { MarkStatus, MarksInput, MarksSheet } from '@kaksha/contracts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tExams } from '../../../lib/i18n/exams.ts';

/*
 * A marks cell's text, as a teacher types or pastes it: the marks (halves allowed), AB for absent,
 * EX for exempt, or nothing (not recorded). Absent is not zero and exempt is not absent.
 */

const CODES: Record<string, MarkStatus> = { AB: 'absent', EX: 'exempt' };
const TEXT: Partial<Record<MarkStatus, string>> = { absent: 'AB', exempt: 'EX' };

/** What a cell shows for what is recorded. */
export function cellText(student: Pick<MarksSheet['students'][number], 'status' | 'marks'>): string {
  if (student.status === null) return '';
  return TEXT[student.status] ?? String(student.marks ?? '');
}

/** A cell's text as the server takes it, or null when it is not a mark. */
export function entryOf(text: string): { status: MarkStatus; marks: number | null } | null {
  const value = text.trim().toUpperCase();
  if (value === '') return { status: 'present', marks: null };
  if (CODES[value]) return { status: CODES[value]!, marks: null };
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  const marks = Number(value);
  return Number.isInteger(marks * 2) ? { status: 'present', marks } : null;
}

/** The problem of a cell's text for a paper of `max` marks, or null. */
export function markProblem(text: string, max: number): string | null {
  const entry = entryOf(text);
  if (!entry || (entry.marks !== null && entry.marks > max)) return fmt(tExams.marks.badMark, { max });
  return null;
}

/** The whole sheet as the server saves it (every student: a cleared cell clears what was recorded). */
export function marksInputOf(studentIds: readonly number[], text: (studentId: number) => string): MarksInput {
  return {
    marks: studentIds.map((studentId) => ({
      studentId,
      ...(entryOf(text(studentId)) ?? { status: 'present', marks: null }),
    })),
  };
}
