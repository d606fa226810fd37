import { sql } from 'drizzle-orm';
import { examMessages as say, formatCalendarDate } from '@kaksha/contracts';
import type { ExamDetail } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { students } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { createDocument, drawLetterhead, drawTable } from '../../lib/pdf/index.ts';
import type { Letterhead, PdfWriter } from '../../lib/pdf/index.ts';
import { letterhead } from '../institute/service.ts';
import * as repo from './repository.ts';

// Hall tickets (issue 67): for a scheduled or held exam, a page per student naming the student, the
// batch and each paper's day, time and room, with the rules of the hall.

interface Candidate {
  studentId: number;
  name: string;
  admissionNumber: string;
  batchName: string;
}

const RULES = [
  'Bring this hall ticket to every paper; it is checked at the door.',
  'Be seated 15 minutes before the paper begins.',
  'No phones, notes or smart watches in the hall.',
];

function drawHallTicket(writer: PdfWriter, head: Letterhead, exam: ExamDetail, c: Candidate) {
  drawLetterhead(writer, head, { title: 'HALL TICKET', lines: [exam.name] });
  writer.text(c.name, { size: 13, bold: true });
  writer.text(`Admission no. ${c.admissionNumber} · ${c.batchName}`).gap(10);
  drawTable(
    writer,
    [
      { title: 'Subject', share: 170 },
      { title: 'Day', share: 110 },
      { title: 'Time', share: 90 },
      { title: 'Room', share: 110 },
      { title: 'Maximum', share: 60, align: 'right' },
    ],
    exam.papers.map((p) => ({
      cells: [
        p.subjectName,
        formatCalendarDate(p.date),
        `${p.startTime}–${p.endTime}`,
        p.roomName ?? 'To be told',
        String(p.maxMarks),
      ],
    })),
  );
  writer.gap(10).text('Rules of the hall', { bold: true });
  for (const rule of RULES) writer.text(`• ${rule}`, { size: 9.5 });
  writer.makeRoom(60);
  writer.gap(40);
  const y = writer.y;
  const half = writer.width / 2;
  ['Signature of the student', 'Signature of the invigilator'].forEach((who, k) => {
    const x = writer.left + k * half + 10;
    writer.doc
      .moveTo(x, y)
      .lineTo(x + half - 40, y)
      .strokeColor('#999')
      .stroke();
    writer.text(who, { x, width: half - 40, size: 9, color: '#333' });
    writer.y = y;
  });
  writer.y = y + 16;
}

/**
 * The hall tickets of an exam that is scheduled or held: every student of its batches, a page each, or
 * one student's. A draft has no fixed papers yet; a published exam is over.
 */
export async function hallTicketsPdf(
  db: Executor,
  organisationId: number,
  examId: number,
  studentId?: number,
) {
  const exam = await repo.examDetail(db, organisationId, examId);
  if (!exam) throw notFound(say.notFound);
  if (exam.status !== 'scheduled' && exam.status !== 'held')
    throw new AppError('CONFLICT', say.hallTicketsWhen);
  const candidates = await rowsOf<Candidate>(
    db,
    sql`select st.student_id as "studentId", s.name, s.admission_number as "admissionNumber",
          st.batch_name as "batchName"
        from (${repo.examStudents(examId)}) st join ${students} s on s.id = st.student_id
        ${studentId ? sql`where st.student_id = ${studentId}` : sql``}
        order by st.batch_name, s.name, s.id`,
  );
  if (studentId && candidates.length === 0) throw notFound(say.notInExamId);
  if (candidates.length === 0) throw new AppError('CONFLICT', say.noStudents);
  const head = await letterhead(db, organisationId);
  const writer = await createDocument({ size: 'A4', title: `Hall tickets: ${exam.name}`, author: head.name });
  candidates.forEach((c, i) => {
    if (i > 0) writer.newPage();
    drawHallTicket(writer, head, exam, c);
  });
  const who = studentId ? candidates[0]!.admissionNumber : 'all';
  const fileName = `hall-tickets-${exam.name}-${who}`.replace(/[^A-Za-z0-9._-]+/g, '_') + '.pdf';
  return { fileName, pdf: await writer.finish() };
}
