import { formatCalendarDate, formatMoney, gstIncluded, rupeesInWords } from '@kaksha/contracts';
import type { MessageLanguage, Receipt } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { createDocument, drawLetterhead, drawQr, drawTable } from '../../lib/pdf/index.ts';
import type { PdfWriter, TableRow } from '../../lib/pdf/index.ts';
import { letterhead } from '../institute/service.ts';
import { receiptOf } from './payments.service.ts';
import { familyLanguage } from './receipt-language.ts';
import { RECEIPT_WORDS, say, type ReceiptWords } from './receipt-words.ts';

const RED = '#b00020';

/** `upi://pay` for the amount to the institute's UPI ID (what any UPI app scans). */
export function upiLink(upiId: string, payee: string, paise: number, note: string) {
  const params = new URLSearchParams({
    pa: upiId,
    pn: payee,
    am: (paise / 100).toFixed(2),
    cu: 'INR',
    tn: note,
  });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

function paidBy(r: Receipt, w: ReceiptWords) {
  const details = [
    r.mode === 'cheque' ? say(w.chequeNo, { number: r.chequeNumber ?? '', bank: r.chequeBank ?? '' }) : '',
    r.reference ? say(w.ref, { reference: r.reference }) : '',
  ].filter(Boolean);
  return [w.modes[r.mode], ...details].join(' · ');
}

/**
 * The receipt's table. A GST-registered institute's receipt (a GSTIN kept on it) names each item's SAC
 * code and, when an item carries GST, its taxable value and the tax inside it; an unregistered
 * institute cannot collect GST (a rate set on a fee head notwithstanding), so its receipt shows
 * amounts only and no tax (issue 65, bug 7; decision 075). Each item says its head on a line of its
 * own and its batch and instalment under it, so nothing wraps on its own.
 */
function itemTable(receipt: Receipt, registered: boolean, w: ReceiptWords) {
  const taxed = registered && receipt.items.some((item) => item.gstRate);
  let taxTotal = 0;
  const rows: TableRow[] = receipt.items.map((item) => {
    const what = [item.headName, [item.batchName, item.label].filter(Boolean).join(' · ')]
      .filter(Boolean)
      .join('\n');
    if (!registered) return { cells: [what, formatMoney(item.amount)] };
    const { taxable, tax } = taxed
      ? gstIncluded(item.amount, item.gstRate)
      : { taxable: item.amount, tax: 0 };
    taxTotal += tax;
    const gst = item.gstRate ? `${formatMoney(tax)} (${item.gstRate}%)` : '—';
    const sac = item.sacCode || '—';
    return {
      cells: taxed
        ? [what, sac, formatMoney(taxable), gst, formatMoney(item.amount)]
        : [what, sac, formatMoney(item.amount)],
    };
  });
  const credit = receipt.amount - receipt.applied;
  const advance = w.advance;
  if (credit > 0)
    rows.push({
      cells: !registered
        ? [advance, formatMoney(credit)]
        : taxed
          ? [advance, '—', formatMoney(credit), '—', formatMoney(credit)]
          : [advance, '—', formatMoney(credit)],
    });
  const amount = formatMoney(receipt.amount);
  rows.push({
    cells: !registered
      ? [w.total, amount]
      : taxed
        ? [w.total, '', formatMoney(receipt.amount - taxTotal), formatMoney(taxTotal), amount]
        : [w.total, '', amount],
    bold: true,
    ruleAbove: true,
  });
  const towards = { title: w.towards, share: 230 };
  const money = (title: string, share: number) => ({ title, share, align: 'right' as const });
  const sac = { title: w.sac, share: 50 };
  const columns = !registered
    ? [towards, money(w.amount, 100)]
    : taxed
      ? [{ ...towards, share: 170 }, sac, money(w.taxable, 90), money(w.gst, 100), money(w.amount, 90)]
      : [towards, sac, money(w.amount, 100)];
  return { columns, rows, taxTotal };
}

/** What a receipt says of what is owed after it: the balance, what of it is due now, and what falls due next and when. */
export function owedLines(
  receipt: Receipt,
  language: MessageLanguage = 'en',
): { balance: string; due: string | null } | null {
  const w = RECEIPT_WORDS[language];
  if (receipt.balanceAfter === null) return null;
  if (receipt.balanceAfter === 0) return { balance: w.nothingOwed, due: null };
  const balance = say(w.balance, { amount: formatMoney(receipt.balanceAfter) });
  // Older receipts kept only the balance.
  if (receipt.dueNowAfter === null) return { balance, due: null };
  const now =
    receipt.dueNowAfter > 0 ? say(w.dueNow, { amount: formatMoney(receipt.dueNowAfter) }) : w.nothingDue;
  const next =
    receipt.nextDueOn && receipt.nextDueAmount
      ? say(w.next, {
          amount: formatMoney(receipt.nextDueAmount),
          date: formatCalendarDate(receipt.nextDueOn, language),
        })
      : '';
  return { balance, due: now + next };
}

/**
 * What the family is asked to pay next (the UPI QR's amount): what is due now, else the next
 * instalment, else the balance; with the words that say which.
 */
function toPayNext(receipt: Receipt, language: MessageLanguage): { amount: number; when: string | null } {
  const w = RECEIPT_WORDS[language];
  if (receipt.dueNowAfter) return { amount: receipt.dueNowAfter, when: w.whenDueNow };
  if (receipt.nextDueOn && receipt.nextDueAmount)
    return {
      amount: receipt.nextDueAmount,
      when: say(w.whenDueOn, { date: formatCalendarDate(receipt.nextDueOn, language) }),
    };
  return { amount: receipt.balanceAfter ?? 0, when: null };
}

/**
 * Under the items: the GST split, the total in words, how it was paid and who took it, and what was
 * owed after it (kept on the receipt when it was made, so a reprint says the same).
 */
function drawPayment(writer: PdfWriter, receipt: Receipt, taxTotal: number, language: MessageLanguage) {
  const w = RECEIPT_WORDS[language];
  if (taxTotal > 0)
    writer.text(
      say(w.gstIncluded, {
        tax: formatMoney(taxTotal),
        cgst: formatMoney(Math.floor(taxTotal / 2)),
        sgst: formatMoney(Math.ceil(taxTotal / 2)),
      }),
      { size: 8.5, color: '#333' },
    );
  writer.gap(4).text(rupeesInWords(receipt.amount, language), { bold: true }).gap(6);
  writer.text(say(w.payment, { how: paidBy(receipt, w) }));
  if (receipt.note) writer.text(say(w.note, { note: receipt.note }));
  writer.text(
    receipt.cashier
      ? say(w.receivedBy, { name: receipt.cashier })
      : receipt.mode === 'online'
        ? w.paidOnline
        : w.receivedByNobody,
  );
  if (receipt.status === 'cancelled')
    writer.text(say(w.cancelled, { reason: receipt.cancelReason ?? '' }), { color: RED });
  const owed = owedLines(receipt, language);
  if (owed) {
    writer.gap(6).text(owed.balance, { bold: true });
    if (owed.due) writer.text(owed.due);
  }
}

/** What a receipt's letterhead shows: the institute's, with the GSTIN the receipt was made under. */
export type ReceiptHead = Awaited<ReturnType<typeof letterhead>>;

/**
 * The receipt as a PDF (A4): letterhead, payer and student, items (with GST when registered), total in
 * words, what is owed next; in the family's language (the main guardian's, else the institute's
 * message language), whoever prints it.
 */
export async function receiptPdf(db: Executor, caller: Pick<Caller, 'organisationId'>, id: number) {
  const receipt = await receiptOf(db, caller, id);
  const [current, language] = await Promise.all([
    letterhead(db, caller.organisationId),
    familyLanguage(db, caller.organisationId, receipt.studentId),
  ]);
  // The GSTIN as it was when the receipt was made (older receipts: as it is now).
  const head = { ...current, gstin: receipt.gstin ?? current.gstin };
  // RCP/2026-27/00042 → receipt-RCP_2026-27_00042.pdf: a name every mail client and phone keeps.
  const fileName = `receipt-${receipt.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
  return { number: receipt.number, fileName, language, pdf: await receiptDocument(receipt, head, language) };
}

/** Draws a receipt in `language` (`createdAt`: the file's date, fixed by the reference test). */
export async function receiptDocument(
  receipt: Receipt,
  head: ReceiptHead,
  language: MessageLanguage,
  createdAt?: Date,
) {
  const w = RECEIPT_WORDS[language];
  const pay = toPayNext(receipt, language);
  const balance = pay.amount;
  const writer = await createDocument({
    size: 'A4',
    title: `${language === 'hi' ? 'रसीद' : 'Receipt'} ${receipt.number}`,
    author: head.name,
    createdAt,
  });
  drawLetterhead(writer, head, {
    title: w.title,
    lines: [
      say(w.number, { number: receipt.number }),
      say(w.date, { date: formatCalendarDate(receipt.receivedOn, language) }),
    ],
    alert: receipt.status === 'cancelled' ? w.cancelledStamp : undefined,
  });
  writer.text(say(w.receivedFrom, { name: receipt.payerName }));
  writer
    .text(
      say(w.forStudent, {
        student: receipt.studentName,
        admission: receipt.admissionNumber,
        centre: receipt.centreName,
      }),
    )
    .gap(10);

  const { columns, rows, taxTotal } = itemTable(receipt, Boolean(head.gstin), w);
  drawTable(writer, columns, rows);
  drawPayment(writer, receipt, taxTotal, language);

  if (head.upiId && balance > 0 && receipt.status === 'valid') {
    const side = 110;
    writer.gap(10).makeRoom(side);
    const top = writer.y;
    await drawQr(
      writer.doc,
      upiLink(head.upiId, head.name, balance, `Fees ${receipt.admissionNumber}`),
      writer.left,
      top,
      side,
    );
    writer.y = top + 40;
    const what =
      pay.when === null
        ? say(w.scanBalance, { amount: formatMoney(balance) })
        : say(w.scanAmount, { amount: formatMoney(balance), when: pay.when });
    writer.text(say(w.scan, { what, upi: head.upiId }), {
      x: writer.left + side + 15,
      width: 300,
      size: 9,
    });
    writer.y = top + side;
  }
  writer.gap(16).text(w.footer, { size: 8, color: '#555' });
  return writer.finish();
}
