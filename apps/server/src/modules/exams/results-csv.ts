import type { ExamResults, PaperResult } from '@kaksha/contracts';
import { csvRow } from '../../lib/csv.ts';

/** A paper's cell as the screen shows it: the marks, AB (absent), EX (exempt) or nothing. */
const cellOf = (cell: PaperResult | undefined) => {
  if (!cell || cell.status === null) return '';
  if (cell.status === 'absent') return 'AB';
  if (cell.status === 'exempt') return 'EX';
  return cell.marks;
};

/** The results as a spreadsheet reads them: a row per student, a column per paper (marks, grade). */
export async function* resultsCsv(results: ExamResults): AsyncGenerator<string> {
  const papers = results.papers.flatMap((p) => [
    `${p.subjectName} (${p.maxMarks})`,
    `${p.subjectName} grade`,
  ]);
  yield `\uFEFF${csvRow([
    'Admission number',
    'Student',
    'Batch',
    ...papers,
    'Total',
    'Out of',
    '%',
    'Grade',
    'Rank in batch',
    'Result',
  ])}`;
  yield results.students
    .map((s) =>
      csvRow([
        s.admissionNumber,
        s.name,
        s.batchName,
        ...s.papers.flatMap((c) => [cellOf(c), c.grade ?? '']),
        s.total,
        s.outOf,
        s.percent ?? '',
        s.grade ?? '',
        s.rank ?? '',
        s.percent === null ? 'Exempt' : s.passed ? 'Pass' : 'Fail',
      ]),
    )
    .join('');
}
