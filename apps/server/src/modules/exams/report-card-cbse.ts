import { formatCalendarDate } from '@kaksha/contracts';
import type { ExamDetail, StudentResult } from '@kaksha/contracts';
import { drawLetterhead, drawTable } from '../../lib/pdf/index.ts';
import type { Letterhead, PdfWriter, TableColumn, TableRow } from '../../lib/pdf/index.ts';
import type { AttendanceShare } from '../attendance/shares.ts';

// CBSE's two-term report card (decision 093): Part 1, the scholastic areas — each term's components
// (periodic test, notebook, subject enrichment, the exam), its total and grade —, the overall mark and
// grade per subject; Part 2, the co-scholastic areas on their 3-point scale; attendance per term; the
// overall grade. Drawn from the same result rows as the results screen.

/** One term's exam on the card: its results by student and the term's attendance. */
export interface CardTerm {
  exam: Pick<ExamDetail, 'name' | 'papers' | 'status'>;
  term: { from: string; to: string };
  results: Map<number, StudentResult>;
  attendance: Map<number, AttendanceShare>;
}

export interface CbseCard {
  head: Letterhead;
  /** Term 1 (a linked earlier exam), if any, then this exam's term. */
  terms: CardTerm[];
  /** The overall grade of a % on the exam's scale. */
  gradeOf: (percent: number) => string;
  /** The remarks and signature lines, as on the institute's card. */
  ending: (writer: PdfWriter, student: StudentResult) => void;
}

/** The co-scholastic areas CBSE names for VI–VIII, graded on the 3-point scale (A–C). */
export const CO_SCHOLASTIC_AREAS = [
  'Work education',
  'Art education',
  'Health and physical education',
  'Discipline',
];

const short = (name: string) =>
  ({ 'Periodic test': 'PT', Notebook: 'NB', 'Subject enrichment': 'SE', 'Half-yearly/annual exam': 'Exam' })[
    name
  ] ?? name.split(/[ /]/)[0]!;
const one = (n: number) => String(Math.round(n * 10) / 10);
const markText = (status: string | null, marks: number | null) =>
  status === 'absent' ? 'AB' : status === 'exempt' ? 'EX' : marks === null ? '—' : one(marks);

/** A term's scholastic table: a column per component (or the paper's marks), total, grade. */
function termTable(writer: PdfWriter, term: CardTerm, student: StudentResult, title: string) {
  writer.text(`${title}: ${term.exam.name}`, { bold: true, size: 10.5 });
  const sample = student.papers.find((p) => p.components)?.components ?? null;
  const parts: TableColumn[] = sample
    ? sample.map((c) => ({
        title: `${short(c.name)} (${one(c.weight)})`,
        share: 52,
        align: 'right' as const,
      }))
    : [{ title: 'Marks', share: 60, align: 'right' as const }];
  const rows: TableRow[] = term.exam.papers.map((paper, i) => {
    const cell = student.papers[i];
    const cells = cell?.components
      ? cell.components.map((c) => markText(c.status, c.marks))
      : [markText(cell?.status ?? null, cell?.marks ?? null)];
    return {
      cells: [
        paper.subjectName,
        ...cells,
        cell?.status === 'exempt'
          ? 'EX'
          : `${cell?.marks === null || !cell ? '—' : one(cell.marks)} / ${one(cell?.outOf ?? 0)}`,
        cell?.grade ?? '—',
      ],
    };
  });
  drawTable(
    writer,
    [
      { title: 'Subject', share: 120 },
      ...parts,
      { title: 'Total', share: 70, align: 'right' },
      { title: 'Grade', share: 40 },
    ],
    rows,
    { size: 8.5 },
  );
  writer.gap(6);
}

const attendanceText = (term: CardTerm, studentId: number, title: string) => {
  const share = term.attendance.get(studentId);
  const period = `${formatCalendarDate(term.term.from)} – ${formatCalendarDate(term.term.to)}`;
  return share && share.percent !== null
    ? `${title} (${period}): ${share.present + share.half / 2} of ${share.marked} days, ${share.percent}%`
    : `${title} (${period}): no attendance marked`;
};

/** One student's CBSE card, on a page of its own. */
export function drawCbseCard(writer: PdfWriter, card: CbseCard, student: StudentResult) {
  const current = card.terms[card.terms.length - 1]!;
  const titles = card.terms.length === 2 ? ['Term 1', 'Term 2'] : ['Term'];
  drawLetterhead(writer, card.head, {
    title: 'REPORT CARD',
    lines: [
      `Academic session ${formatCalendarDate(card.terms[0]!.term.from)} – ${formatCalendarDate(current.term.to)}`,
    ],
    alert: card.terms.every((t) => t.exam.status === 'published') ? undefined : 'PROVISIONAL',
  });
  writer.text(student.name, { size: 13, bold: true });
  writer.text(`Admission no. ${student.admissionNumber} · ${student.batchName}`).gap(8);

  const own = card.terms.map((t) => t.results.get(student.studentId));
  const recorded = own.some((r) => r?.papers.some((c) => c.status !== null));
  writer.text('Part 1: Scholastic areas', { bold: true, size: 11.5 }).gap(2);
  if (!recorded) {
    const names = card.terms.map((t) => t.exam.name).join(' or ');
    writer.text(`No marks have been entered for ${student.name} in ${names} yet.`, { bold: true }).gap(8);
  } else {
    card.terms.forEach((term, i) => {
      const result = own[i];
      if (result) termTable(writer, term, result, titles[i]!);
      else writer.text(`${titles[i]}: ${term.exam.name} — not in this exam.`).gap(6);
    });
  }
  // Overall: the terms' totals together, graded on the exam's scale.
  const total = own.reduce((sum, r) => sum + (r?.total ?? 0), 0);
  const outOf = own.reduce((sum, r) => sum + (r?.outOf ?? 0), 0);
  const percent = outOf > 0 ? Math.round((10000 * total) / outOf) / 100 : null;
  if (recorded)
    writer
      .text(
        percent === null
          ? 'Overall: exempt from every subject.'
          : `Overall: ${one(total)} of ${one(outOf)} · ${percent}% · Grade ${card.gradeOf(percent)}`,
        { bold: true },
      )
      .gap(8);

  writer.text('Part 2: Co-scholastic areas (3-point scale, A–C)', { bold: true, size: 11.5 }).gap(2);
  drawTable(
    writer,
    [{ title: 'Area', share: 200 }, ...titles.map((t) => ({ title: t, share: 60 }))],
    CO_SCHOLASTIC_AREAS.map((area) => ({ cells: [area, ...titles.map(() => 'Not graded')] })),
    { size: 8.5 },
  );
  writer.gap(8).text('Attendance', { bold: true, size: 11.5 });
  card.terms.forEach((term, i) =>
    writer.text(attendanceText(term, student.studentId, titles[i]!), { size: 9.5 }),
  );
  writer.gap(6);
  card.ending(writer, student);
}
