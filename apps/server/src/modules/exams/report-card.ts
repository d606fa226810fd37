import { examMessages as say, formatCalendarDate } from '@kaksha/contracts';
import type { ExamDetail, StudentResult } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createDocument, drawLetterhead, drawTable } from '../../lib/pdf/index.ts';
import type { Letterhead, PdfWriter, TableRow } from '../../lib/pdf/index.ts';
import { attendanceShares } from '../attendance/shares.ts';
import type { AttendanceShare } from '../attendance/shares.ts';
import { instituteFacts, letterhead } from '../institute/service.ts';
import { resultsOf } from './marks.repository.ts';
import { draftRemark } from './remarks.ts';
import { remarksOf } from './remarks.repository.ts';
import { drawCbseCard } from './report-card-cbse.ts';
import type { CardTerm } from './report-card-cbse.ts';
import { scalesOf } from './scales.repository.ts';
import { addDays } from '../../lib/calendar-days.ts';
import * as repo from './repository.ts';

// Report cards (issue 67): a PDF per student of an exam — the institute's letterhead, the marks and
// grades per subject, total, %, grade, rank in the batch, the term's attendance and a remark.

/** The term an exam's report card speaks for: its academic year's first day to its last paper's day. */
export function termOf(exam: Pick<ExamDetail, 'papers'>, academicYearStartMonth: number) {
  const days = exam.papers.map((p) => p.date).sort();
  const last = days[days.length - 1] ?? new Date().toISOString().slice(0, 10);
  const [year, month] = (days[0] ?? last).split('-').map(Number) as [number, number];
  const first = month >= academicYearStartMonth ? year : year - 1;
  return { from: `${first}-${String(academicYearStartMonth).padStart(2, '0')}-01`, to: last };
}

export interface ReportCards {
  exam: ExamDetail;
  head: Letterhead;
  term: { from: string; to: string };
  students: StudentResult[];
  /** Students by batch, for "rank 2 of 30". */
  batchSizes: Map<string, number>;
  attendance: Map<number, AttendanceShare>;
  /** The teachers' own remarks by student, printed instead of the drafted ones. */
  remarks: Map<number, string>;
  /** A CBSE card's Term 1 (the linked earlier exam), when the exam has one. */
  termOne: CardTerm | null;
  /** The exam's scale, highest band first: the CBSE card's overall grade. */
  bands: { fromPercent: number; grade: string }[];
}

/** The students whose cards are wanted: some by id, or one batch's, or (neither) all. */
export interface CardsFor {
  studentIds?: number[];
  batchName?: string;
}

/**
 * Everything the report cards of an exam need, for all its students or the ones asked for: a fixed
 * number of statements (the exam, its results, the letterhead, the institute, the attendance).
 */
export async function reportCardsOf(
  db: Executor,
  organisationId: number,
  examId: number,
  only: CardsFor = {},
): Promise<ReportCards> {
  const exam = await repo.examDetail(db, organisationId, examId);
  if (!exam) throw notFound(say.notFound);
  const [all, head, facts, remarks, [scale]] = await Promise.all([
    resultsOf(db, examId, exam.scaleId, exam.structureId),
    letterhead(db, organisationId),
    instituteFacts(db, organisationId),
    remarksOf(db, examId),
    scalesOf(db, organisationId, exam.scaleId),
  ]);
  const { studentIds, batchName } = only;
  const students = all.filter(
    (s) => (!studentIds || studentIds.includes(s.studentId)) && (!batchName || s.batchName === batchName),
  );
  const batchSizes = new Map<string, number>();
  for (const s of all) batchSizes.set(s.batchName, (batchSizes.get(s.batchName) ?? 0) + 1);
  const termOne =
    exam.cardLayout === 'cbse' && exam.termOneExamId !== null
      ? await cardTermOf(db, organisationId, exam.termOneExamId, students, facts.academicYearStartMonth)
      : null;
  // On a CBSE card, Term 2 runs from the day after Term 1's last paper.
  const year = termOf(exam, facts.academicYearStartMonth);
  const after = termOne ? addDays(termOne.term.to, 1) : year.from;
  const term = { from: after <= year.to ? after : year.from, to: year.to };
  const shares = await attendanceShares(
    db,
    organisationId,
    students.map((s) => s.studentId),
    term.from,
    term.to,
  );
  return {
    exam,
    head,
    term,
    termOne,
    bands: scale?.bands ?? [],
    students,
    batchSizes,
    attendance: new Map(shares.map((s) => [s.studentId, s])),
    remarks: new Map(remarks.map((r) => [r.studentId, r.remark])),
  };
}

const cellText = (cell: StudentResult['papers'][number]) => {
  if (cell.status === 'absent') return 'Absent';
  if (cell.status === 'exempt') return 'Exempt';
  if (cell.status === null) return 'Not entered';
  return String(cell.marks);
};
const outcomeOf = (passed: boolean | null) => (passed === null ? '—' : passed ? 'Pass' : 'Fail');

/** An earlier exam as a CBSE card's Term 1: its results and its term's attendance for these students. */
async function cardTermOf(
  db: Executor,
  organisationId: number,
  examId: number,
  students: StudentResult[],
  startMonth: number,
): Promise<CardTerm | null> {
  const exam = await repo.examDetail(db, organisationId, examId);
  if (!exam) return null;
  const term = termOf(exam, startMonth);
  const ids = students.map((s) => s.studentId);
  const [results, shares] = await Promise.all([
    resultsOf(db, examId, exam.scaleId, exam.structureId),
    attendanceShares(db, organisationId, ids, term.from, term.to),
  ]);
  return {
    exam,
    term,
    results: new Map(results.map((r) => [r.studentId, r])),
    attendance: new Map(shares.map((s) => [s.studentId, s])),
  };
}

/** The grade of a % on bands (highest first): the first band starting at or below it. */
const gradeOn = (bands: ReportCards['bands']) => (percent: number) =>
  bands.find((b) => b.fromPercent <= percent)?.grade ?? '—';

/** One student's card, on a page of its own: the exam's layout (CBSE's two-term one, or the institute's). */
export function drawReportCard(writer: PdfWriter, cards: ReportCards, student: StudentResult) {
  if (cards.exam.cardLayout === 'cbse') {
    const current: CardTerm = {
      exam: cards.exam,
      term: cards.term,
      results: new Map([[student.studentId, student]]),
      attendance: cards.attendance,
    };
    drawCbseCard(
      writer,
      {
        head: cards.head,
        terms: cards.termOne ? [cards.termOne, current] : [current],
        gradeOf: gradeOn(cards.bands),
        ending: (w, s) => drawEnding(w, cards, s),
      },
      student,
    );
    return;
  }
  drawInstituteCard(writer, cards, student);
}

function drawInstituteCard(writer: PdfWriter, cards: ReportCards, student: StudentResult) {
  const { exam, term } = cards;
  const period = `${formatCalendarDate(term.from)} – ${formatCalendarDate(term.to)}`;
  drawLetterhead(writer, cards.head, {
    title: 'REPORT CARD',
    lines: [exam.name, `Term ${period}`],
    alert: exam.status === 'published' ? undefined : 'PROVISIONAL',
  });
  writer.text(student.name, { size: 13, bold: true });
  writer.text(`Admission no. ${student.admissionNumber} · ${student.batchName}`).gap(10);

  const recorded = student.papers.some((c) => c.status !== null);
  if (!recorded) {
    writer
      .text(`No marks have been entered for ${student.name} in ${exam.name} yet.`, { bold: true })
      .gap(10);
  } else {
    const rows: TableRow[] = exam.papers.map((paper, i) => {
      const cell = student.papers[i]!;
      return {
        cells: [
          paper.subjectName,
          String(paper.maxMarks),
          String(paper.passingMarks),
          cellText(cell),
          cell.grade ?? '—',
          outcomeOf(cell.passed),
        ],
      };
    });
    rows.push({
      cells: [
        'Total',
        String(student.outOf),
        '',
        String(student.total),
        student.grade ?? '—',
        student.percent === null ? '—' : student.passed ? 'Pass' : 'Fail',
      ],
      bold: true,
      ruleAbove: true,
    });
    drawTable(
      writer,
      [
        { title: 'Subject', share: 190 },
        { title: 'Maximum', share: 60, align: 'right' },
        { title: 'Pass marks', share: 65, align: 'right' },
        { title: 'Marks', share: 70, align: 'right' },
        { title: 'Grade', share: 50 },
        { title: 'Result', share: 60 },
      ],
      rows,
    );
    writer.gap(8);
    const rank =
      student.rank === null
        ? 'Not ranked (exempt from every paper)'
        : `${student.rank} of ${cards.batchSizes.get(student.batchName) ?? 0} in ${student.batchName}`;
    const percent = student.percent === null ? '—' : `${student.percent}%`;
    writer.text(`Percentage ${percent} · Grade ${student.grade ?? '—'} · Rank ${rank}`, { bold: true });
    if (student.remark) writer.text(`Grade remark: ${student.remark}`, { size: 9, color: '#333' });
  }
  const share = cards.attendance.get(student.studentId);
  writer.gap(8);
  writer.text(
    share && share.percent !== null
      ? `Attendance (${period}): ${share.percent}% — present ${share.present}, half-day ${share.half}, absent ${share.absent} of ${share.marked} days marked.`
      : `Attendance (${period}): no attendance was marked for this student in the term.`,
  );
  writer.gap(8);
  drawEnding(writer, cards, student);
}

/** The remark (the teacher's, or drafted) and the signature lines. */
function drawEnding(writer: PdfWriter, cards: ReportCards, student: StudentResult) {
  const { exam } = cards;
  const share = cards.attendance.get(student.studentId);
  writer.text('Remarks', { bold: true });
  writer.text(cards.remarks.get(student.studentId) ?? draftRemark(student, exam.papers, share));
  writer.makeRoom(70);
  writer.gap(36);
  const third = writer.width / 3;
  const y = writer.y;
  ['Class teacher', 'Principal', 'Parent or guardian'].forEach((who, i) => {
    writer.doc
      .moveTo(writer.left + i * third + 10, y)
      .lineTo(writer.left + (i + 1) * third - 10, y)
      .strokeColor('#999')
      .stroke();
    writer.text(who, { x: writer.left + i * third + 10, width: third - 20, size: 9 });
    writer.y = y;
  });
  writer.y = y + 16;
}

/** A file name every phone and mail client keeps: report-card-<exam>-<admission number>.pdf. */
export const reportCardName = (exam: string, admissionNumber: string) =>
  `report-card-${exam}-${admissionNumber}`.replace(/[^A-Za-z0-9._-]+/g, '_') + '.pdf';

/** One student's report card as a PDF (A4); a student not in the exam's batches is not found. */
export async function reportCardPdf(db: Executor, organisationId: number, examId: number, studentId: number) {
  const cards = await reportCardsOf(db, organisationId, examId, { studentIds: [studentId] });
  const student = cards.students[0];
  if (!student) throw notFound(say.notInExamId);
  return cardPdf(cards, student);
}

/** One student's card of `cards` as a PDF of its own. */
export async function cardPdf(cards: ReportCards, student: StudentResult) {
  const writer = await createDocument({
    size: 'A4',
    title: `Report card: ${student.name}, ${cards.exam.name}`,
    author: cards.head.name,
  });
  drawReportCard(writer, cards, student);
  return { fileName: reportCardName(cards.exam.name, student.admissionNumber), pdf: await writer.finish() };
}
