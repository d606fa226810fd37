import type { PaperStatistics, ResultSummary, StudentResult } from '@kaksha/contracts';

// The figures beside an exam's results, counted from its rows (already read in one statement).

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The middle value, or the mean of the two middle ones; null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return round2(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

const mean = (values: number[]) =>
  values.length === 0 ? null : round2(values.reduce((a, b) => a + b, 0) / values.length);

/** Mean and median % of those with a % (not exempt from everything); passed and failed overall. */
export function summaryOf(students: StudentResult[]): ResultSummary {
  const percents = students.flatMap((s) => (s.percent === null ? [] : [s.percent]));
  return {
    students: students.length,
    mean: mean(percents),
    median: median(percents),
    passed: students.filter((s) => s.passed && s.percent !== null).length,
    failed: students.filter((s) => !s.passed).length,
  };
}

/** Each batch's summary, by batch name. */
export function batchSummaries(students: StudentResult[]) {
  const byBatch = new Map<string, StudentResult[]>();
  for (const s of students) byBatch.set(s.batchName, [...(byBatch.get(s.batchName) ?? []), s]);
  return [...byBatch.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, rows]) => ({ name, ...summaryOf(rows) }));
}

interface PaperOf {
  id: number;
  subjectName: string;
  maxMarks: number;
  passingMarks: number;
}

/**
 * A paper's statistics: the average and highest of those present (absent is not zero), the absent,
 * exempt and unmarked counted apart, passed and failed (absent fails), and each grade's count.
 */
export function paperStatistics(paper: PaperOf, index: number, students: StudentResult[], grades: string[]) {
  const cells = students.map((s) => s.papers[index]!);
  const present = cells.filter((c) => c.status === 'present');
  const marks = present.map((c) => c.marks ?? 0);
  const count = (status: string | null) => cells.filter((c) => c.status === status).length;
  const byGrade = new Map(grades.map((g) => [g, 0]));
  for (const c of present) if (c.grade) byGrade.set(c.grade, (byGrade.get(c.grade) ?? 0) + 1);
  return {
    ...paper,
    average: mean(marks),
    highest: marks.length ? Math.max(...marks) : null,
    present: present.length,
    absent: count('absent'),
    exempt: count('exempt'),
    unmarked: count(null),
    passed: cells.filter((c) => c.passed === true).length,
    failed: cells.filter((c) => c.passed === false).length,
    distribution: [...byGrade.entries()].map(([grade, n]) => ({ grade, students: n })),
  } satisfies PaperStatistics;
}

/**
 * A structured paper as its statistics speak of it (decision 093): out of the structure's weights
 * (the most any student's subject is out of), its passing marks scaled alike, rounded to whole marks.
 */
export function structuredPaper(paper: PaperOf, students: StudentResult[], index: number): PaperOf {
  const outOf = Math.max(0, ...students.map((s) => s.papers[index]?.outOf ?? 0)) || paper.maxMarks;
  return {
    ...paper,
    maxMarks: Math.round(outOf),
    passingMarks: Math.round((paper.passingMarks * outOf) / paper.maxMarks),
  };
}
