import { and, eq, sql } from 'drizzle-orm';
import { formatMoney, payrollMessages as say, rupeesInWords } from '@kaksha/contracts';
import type { PayslipsSent } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { payRunLines, payRuns, payStaff, teachers } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { csvRow, csvRupees } from '../../lib/csv.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { createDocument, drawLetterhead, drawTable } from '../../lib/pdf/index.ts';
import type { TableRow } from '../../lib/pdf/index.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { letterhead } from '../institute/service.ts';
import type { MailAttachment } from '../messages/attachments.ts';
import { notify } from '../messages/notify.ts';
import { monthName, monthOf } from './months.ts';
import { naturalAsc } from '../../db/natural.ts';

/*
 * What a run hands out (decision 075): a payslip per line as a PDF (lib/pdf: ₹ and Devanagari), sent by
 * email through the notification service with the PDF attached (`payslip:<run>-L<line>`), and the
 * bank transfer file of a run. Each reads only the run's lines: what was paid, never recomputed.
 */

export const PAYSLIP_ATTACHMENT = 'payslip';

/** A line of a run by its id (or, for an email queued before decision 087, by its teacher). */
type LineKey = { lineId: number } | { teacherId: number };

async function lineOf(db: Executor, organisationId: number, runId: number, key: LineKey) {
  const [row] = await db
    .select({ line: payRunLines, run: payRuns })
    .from(payRunLines)
    .innerJoin(payRuns, eq(payRuns.id, payRunLines.runId))
    .where(
      and(
        eq(payRunLines.runId, runId),
        'lineId' in key ? eq(payRunLines.id, key.lineId) : eq(payRunLines.teacherId, key.teacherId),
        eq(payRuns.organisationId, organisationId),
      ),
    );
  return row;
}

const money = (items: { label: string; paise: number }[]): TableRow[] =>
  items.map((i) => ({ cells: [i.label, formatMoney(i.paise)] }));

/** One person's payslip for a run, as an A4 PDF. */
export async function payslipPdf(db: Executor, organisationId: number, runId: number, key: LineKey) {
  const row = await lineOf(db, organisationId, runId, key);
  if (!row) throw notFound(say.lineNotFound);
  const { line, run } = row;
  const month = monthName(monthOf(run.month));
  const head = await letterhead(db, organisationId);
  const writer = await createDocument({
    size: 'A4',
    title: `Payslip ${month} — ${line.teacherName}`,
    author: head.name,
  });
  drawLetterhead(writer, head, {
    title: run.kind === 'reversal' ? 'PAYSLIP REVERSAL' : 'PAYSLIP',
    lines: [month, `Run no. ${run.id}`],
    alert: run.status === 'draft' ? 'DRAFT — NOT APPROVED' : run.reversedAt ? 'REVERSED' : undefined,
  });
  writer.text(line.teacherName, { bold: true, size: 12 });
  writer.text(
    [
      line.engagement === 'visiting' ? 'Visiting faculty (professional fees)' : 'Salaried',
      `${line.daysInMonth - line.lwpDays} of ${line.daysInMonth} days paid`,
      line.lwpDays
        ? `${line.lwpDays} days' leave without pay` +
          (line.lwpPaise ? ` (${formatMoney(line.lwpPaise)} off the salary and allowances)` : '')
        : '',
    ]
      .filter(Boolean)
      .join(' · '),
    { size: 9, color: '#333' },
  );
  writer.gap(10);
  const columns = [
    { title: 'Earnings', share: 300 },
    { title: 'Amount', share: 120, align: 'right' as const },
  ];
  drawTable(writer, columns, [
    ...money(line.earnings),
    { cells: ['Gross pay', formatMoney(line.grossPaise)], bold: true, ruleAbove: true },
  ]);
  if (line.lectures.length > 0) {
    writer.gap(8);
    drawTable(
      writer,
      [
        { title: 'Lectures held', share: 260 },
        { title: 'Count', share: 50, align: 'right' },
        { title: 'Rate', share: 60, align: 'right' },
        { title: 'Amount', share: 80, align: 'right' },
      ],
      line.lectures.map((l) => ({
        cells: [l.label, String(l.count), formatMoney(l.ratePaise), formatMoney(l.paise)],
      })),
      { size: 8.5 },
    );
  }
  writer.gap(8);
  drawTable(
    writer,
    [{ ...columns[0]!, title: 'Deductions' }, columns[1]!],
    [
      ...money(line.deductions),
      { cells: ['Total deductions', formatMoney(line.deductionsPaise)], bold: true, ruleAbove: true },
    ],
  );
  writer.gap(10).text(`Net pay ${formatMoney(line.netPaise)}`, { bold: true, size: 13 });
  writer.text(rupeesInWords(Math.abs(line.netPaise)), { size: 9 });
  if (line.employer.length > 0)
    writer
      .gap(8)
      .text(
        `Paid by the institute besides: ${line.employer.map((e) => `${e.label} ${formatMoney(e.paise)}`).join(', ')}.`,
        {
          size: 8.5,
          color: '#333',
        },
      );
  if (line.accountNumber)
    writer.gap(4).text(`Paid to account ${line.accountNumber} (${line.ifsc}).`, { size: 8.5, color: '#333' });
  writer
    .gap(16)
    .text('This payslip is computer-generated and needs no signature.', { size: 8, color: '#555' });
  const fileName = `payslip-${monthOf(run.month)}-${line.id}.pdf`;
  return { fileName, pdf: await writer.finish() };
}

/** The email's attachment (`payslip:<run>-L<line>`; `<run>-<teacher>` before 087), or null when gone. */
export async function payslipAttachment(
  db: Executor,
  organisationId: number,
  key: string,
): Promise<MailAttachment | null> {
  const match = /^(\d+)-(L?)(\d+)$/.exec(key);
  if (!match) return null;
  const runId = Number(match[1]);
  const lineKey: LineKey = match[2] ? { lineId: Number(match[3]) } : { teacherId: Number(match[3]) };
  if (!(await lineOf(db, organisationId, runId, lineKey))) return null;
  const { fileName, pdf } = await payslipPdf(db, organisationId, runId, lineKey);
  return { fileName, contentType: 'application/pdf', content: pdf };
}

async function approvedRun(db: Executor, caller: Caller, runId: number) {
  const [run] = await db
    .select()
    .from(payRuns)
    .where(and(eq(payRuns.id, runId), eq(payRuns.organisationId, caller.organisationId)));
  if (!run) throw notFound(say.runNotFound);
  if (run.status === 'draft') throw new AppError('CONFLICT', say.draftNotSent);
  return run;
}

/** Every payslip of an approved run, by email with its PDF, through the notification service (once a day). */
export async function sendPayslips(db: Executor, caller: Caller, runId: number): Promise<PayslipsSent> {
  return db.transaction(async (tx) => {
    const run = await approvedRun(tx, caller, runId);
    const people = await rowsOf<{
      lineId: number;
      teacherId: number | null;
      staffId: number | null;
      name: string;
      email: string;
      netPaise: number;
    }>(
      tx,
      sql`select l.id as "lineId", l.teacher_id as "teacherId", l.staff_id as "staffId", l.teacher_name as name,
            coalesce(t.email, p.email, '') as email, l.net_paise as "netPaise"
          from ${payRunLines} l left join ${teachers} t on t.id = l.teacher_id
          left join ${payStaff} p on p.id = l.staff_id
          where l.run_id = ${runId} order by l.teacher_name, l.id`,
    );
    const month = monthName(monthOf(run.month));
    // One notification, each email carrying its own payslip: a fixed number of statements.
    const reachable = people.filter((p) => p.email);
    const { messages } = reachable.length
      ? await notify(tx, {
          organisationId: caller.organisationId,
          event: 'payroll.payslip',
          recipients: reachable.map((p) => ({
            ref: p.teacherId !== null ? `teacher:${p.teacherId}` : `staff:${p.staffId}`,
            name: p.name,
            email: p.email,
            data: { amount: p.netPaise },
            attachment: `${PAYSLIP_ATTACHMENT}:${runId}-L${p.lineId}`,
          })),
          data: { month, link: 'The payslip is attached.' },
          subjectRef: `payrun:${runId}`,
          channels: ['email'],
          once: 'day',
          createdBy: caller.userId,
        })
      : { messages: [] };
    const queued = messages.filter((m) => m.status !== 'not_sent').length;
    await recordCallerAudit(tx, caller, {
      action: 'send',
      area: 'payroll',
      entityId: runId,
      summary: { queued },
    });
    return { queued, withoutEmail: people.filter((p) => !p.email).map((p) => p.name) };
  });
}

/** The run's bank transfer file: one row a person with a net to pay. */
export async function bankFile(db: Executor, caller: Caller, runId: number) {
  const run = await approvedRun(db, caller, runId);
  const lines = await db
    .select()
    .from(payRunLines)
    .where(eq(payRunLines.runId, runId))
    .orderBy(...naturalAsc(payRunLines.teacherName), payRunLines.id);
  const narration = `Salary ${monthName(monthOf(run.month))}`;
  const rows = [
    csvRow(['Beneficiary name', 'Account number', 'IFSC', 'Amount (INR)', 'Narration', 'Name']),
    ...lines
      .filter((l) => l.netPaise > 0)
      .map((l) =>
        csvRow([
          l.accountName || l.teacherName,
          l.accountNumber,
          l.ifsc,
          csvRupees(l.netPaise),
          narration,
          l.teacherName,
        ]),
      ),
  ];
  return { name: `pay-run-${monthOf(run.month)}-bank`, body: `\uFEFF${rows.join('')}` };
}
