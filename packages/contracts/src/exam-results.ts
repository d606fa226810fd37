import { z } from 'zod';
import { idParam } from './common.ts';
import { componentResult } from './assessment.ts';
import { EXAM_STATUSES, MARK_STATUSES } from './exams.ts';

/**
 * An exam's results (issue 67): per student the total, %, grade, pass or fail per paper and overall,
 * and the rank within the batch (ties share a rank: 1, 1, 3); per batch the mean and median %; per
 * paper the average and highest of those who sat it and how many were absent, exempt or unmarked —
 * absent is not zero marks and exempt is not absent, so each is counted apart — and how many had
 * each grade of the exam's scale.
 */

export const paperResult = z.object({
  paperId: z.number().int(),
  status: z.enum(MARK_STATUSES).nullable(),
  marks: z.number().nullable(),
  grade: z.string().nullable(),
  /** Null: exempt, or nothing recorded. */
  passed: z.boolean().nullable(),
  /** What the marks are out of: the paper's maximum, or the structure's weights not exempt from. */
  outOf: z.number(),
  /** A structured exam's components (decision 093); null without a structure. */
  components: z.array(componentResult).nullable(),
});
export type PaperResult = z.infer<typeof paperResult>;

export const studentResult = z.object({
  studentId: z.number().int(),
  name: z.string(),
  admissionNumber: z.string(),
  batchName: z.string(),
  total: z.number(),
  /** The maximum of the papers the student was not exempt from (an absent paper counts, at 0). */
  outOf: z.number(),
  /** Null: exempt from every paper. */
  percent: z.number().nullable(),
  grade: z.string().nullable(),
  gradePoint: z.number().nullable(),
  remark: z.string().nullable(),
  /** Passed every paper not exempt from. */
  passed: z.boolean(),
  /** Within the batch by %, ties sharing a rank (1, 1, 3); null when exempt from every paper. */
  rank: z.number().int().nullable(),
  papers: z.array(paperResult),
});
export type StudentResult = z.infer<typeof studentResult>;

/** Mean and median of the students' % (those with one), and how many passed and failed overall. */
export const resultSummary = z.object({
  students: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  passed: z.number().int(),
  failed: z.number().int(),
});
export type ResultSummary = z.infer<typeof resultSummary>;

export const paperStatistics = z.object({
  id: z.number().int(),
  subjectName: z.string(),
  maxMarks: z.number().int(),
  passingMarks: z.number().int(),
  /** Of those present: the average marks (2 decimals) and the highest; null when nobody sat it. */
  average: z.number().nullable(),
  highest: z.number().nullable(),
  present: z.number().int(),
  absent: z.number().int(),
  exempt: z.number().int(),
  /** Nothing recorded yet. */
  unmarked: z.number().int(),
  passed: z.number().int(),
  /** Present below the passing marks, and absent. */
  failed: z.number().int(),
  /** How many present students had each grade of the scale, highest grade first. */
  distribution: z.array(z.object({ grade: z.string(), students: z.number().int() })),
});
export type PaperStatistics = z.infer<typeof paperStatistics>;

export const examResults = z.object({
  exam: z.object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(EXAM_STATUSES),
    scaleName: z.string(),
  }),
  papers: z.array(paperStatistics),
  /** The whole exam, then each batch (by name). */
  summary: resultSummary,
  batches: z.array(resultSummary.extend({ name: z.string() })),
  students: z.array(studentResult),
});
export type ExamResults = z.infer<typeof examResults>;

/** A student's report card of an exam. */
export const reportCardParams = z.object({ id: idParam, studentId: idParam });
