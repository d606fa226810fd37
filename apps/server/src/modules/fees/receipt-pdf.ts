import { formatCalendarDate, formatMoney, gstIncluded, rupeesInWords } from '@kaksha/contracts';
import type { Receipt } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { createDocument, drawLetterhead, drawQr, drawTable } from '../../lib/pdf/index.ts';
import type { PdfWriter, TableRow } from '../../lib/pdf/index.ts';
import { letterhead } from '../institute/service.ts';
import { receiptOf } from './payments.service.ts';

const MODE_NAMES: Record<Receipt['mode'], string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  cheque: 'Cheque',
  bank: 'Bank transfer',
  online: 'Online',
};
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

function paidBy(r: Receipt) {
  const details = [
    r.mode === 'cheque' ? `No. ${r.chequeNumber}, ${r.chequeBank}` : '',
    r.reference ? `Ref. ${r.reference}` : '',
  ].filter(Boolean);
  return [MODE_NAMES[r.mode], ...details].join(' · ');
}

/**
 * The receipt's table. A GST-registered institute's receipt (a GSTIN kept on it) names each item's SAC
 * code and, when an item carries GST, its taxable value and the tax inside it; an unregistered
 * institute cannot collect GST (a rate set on a fee head notwithstanding), so its receipt shows
 * amounts only and no tax (issue 65, bug 7; decision 075). Each item says its head on a line of its
 * own and its batch and instalment under it, so nothing wraps on its own.
 */
function itemTable(receipt: Receipt, registered: boolean) {
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
  const advance = 'Advance (held as credit for the next dues)';
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
      ? ['Total', amount]
      : taxed
        ? ['Total', '', formatMoney(receipt.amount - taxTotal), formatMoney(taxTotal), amount]
        : ['Total', '', amount],
    bold: true,
    ruleAbove: true,
  });
  const towards = { title: 'Towards', share: 230 };
  const money = (title: string, share: number) => ({ title, share, align: 'right' as const });
  const sac = { title: 'SAC', share: 50 };
  const columns = !registered
    ? [towards, money('Amount', 100)]
    : taxed
      ? [{ ...towards, share: 170 }, sac, money('Taxable value', 90), money('GST', 100), money('Amount', 90)]
      : [towards, sac, money('Amount', 100)];
  return { columns, rows, taxTotal };
}

/** What a receipt says of what is owed after it: the balance, what of it is due now, and what falls due next and when. */
export function owedLines(receipt: Receipt): { balance: string; due: string | null } | null {
  if (receipt.balanceAfter === null) return null;
  if (receipt.balanceAfter === 0) return { balance: 'Nothing is owed after this receipt.', due: null };
  const balance = `Balance after this receipt: ${formatMoney(receipt.balanceAfter)}`;
  // Older receipts kept only the balance.
  if (receipt.dueNowAfter === null) return { balance, due: null };
  const now =
    receipt.dueNowAfter > 0 ? `Due now: ${formatMoney(receipt.dueNowAfter)}.` : 'Nothing is due now.';
  const next =
    receipt.nextDueOn && receipt.nextDueAmount
      ? ` Next: ${formatMoney(receipt.nextDueAmount)} due on ${formatCalendarDate(receipt.nextDueOn)}.`
      : '';
  return { balance, due: now + next };
}

/**
 * What the family is asked to pay next (the UPI QR's amount): what is due now, else the next
 * instalment, else the balance; with the words that say which.
 */
function toPayNext(receipt: Receipt): { amount: number; when: string } {
  if (receipt.dueNowAfter) return { amount: receipt.dueNowAfter, when: 'due now' };
  if (receipt.nextDueOn && receipt.nextDueAmount)
    return { amount: receipt.nextDueAmount, when: `due on ${formatCalendarDate(receipt.nextDueOn)}` };
  return { amount: receipt.balanceAfter ?? 0, when: 'the balance' };
}

/**
 * Under the items: the GST split, the total in words, how it was paid and who took it, and what was
 * owed after it (kept on the receipt when it was made, so a reprint says the same).
 */
function drawPayment(writer: PdfWriter, receipt: Receipt, taxTotal: number) {
  if (taxTotal > 0)
    writer.text(
      `GST of ${formatMoney(taxTotal)} is included: CGST ${formatMoney(Math.floor(taxTotal / 2))} and SGST ${formatMoney(Math.ceil(taxTotal / 2))}.`,
      { size: 8.5, color: '#333' },
    );
  writer.gap(4).text(rupeesInWords(receipt.amount), { bold: true }).gap(6);
  writer.text(`Payment: ${paidBy(receipt)}`);
  if (receipt.note) writer.text(`Note: ${receipt.note}`);
  writer.text(
    receipt.cashier
      ? `Received by ${receipt.cashier}`
      : receipt.mode === 'online'
        ? 'Paid online by the family'
        : 'Received by —',
  );
  if (receipt.status === 'cancelled') writer.text(`Cancelled: ${receipt.cancelReason}`, { color: RED });
  const owed = owedLines(receipt);
  if (owed) {
    writer.gap(6).text(owed.balance, { bold: true });
    if (owed.due) writer.text(owed.due);
  }
}

/** The receipt as a PDF (A4): letterhead, payer and student, items (with GST when registered), total in words, what is owed next. */
export async function receiptPdf(db: Executor, caller: Pick<Caller, 'organisationId'>, id: number) {
  const receipt = await receiptOf(db, caller, id);
  const current = await letterhead(db, caller.organisationId);
  // The GSTIN as it was when the receipt was made (older receipts: as it is now).
  const head = { ...current, gstin: receipt.gstin ?? current.gstin };
  const pay = toPayNext(receipt);
  const balance = pay.amount;
  const writer = await createDocument({
    size: 'A4',
    title: `Receipt ${receipt.number}`,
    author: head.name,
  });
  drawLetterhead(writer, head, {
    title: 'FEE RECEIPT',
    lines: [`No. ${receipt.number}`, `Date ${formatCalendarDate(receipt.receivedOn)}`],
    alert: receipt.status === 'cancelled' ? 'CANCELLED' : undefined,
  });
  writer.text(`Received from ${receipt.payerName}`);
  writer
    .text(`For ${receipt.studentName} · Admission no. ${receipt.admissionNumber} · ${receipt.centreName}`)
    .gap(10);

  const { columns, rows, taxTotal } = itemTable(receipt, Boolean(head.gstin));
  drawTable(writer, columns, rows);
  drawPayment(writer, receipt, taxTotal);

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
      pay.when === 'the balance'
        ? `the balance of ${formatMoney(balance)}`
        : `${formatMoney(balance)} (${pay.when})`;
    writer.text(`Scan with any UPI app to pay ${what} to ${head.upiId}.`, {
      x: writer.left + side + 15,
      width: 300,
      size: 9,
    });
    writer.y = top + side;
  }
  writer
    .gap(16)
    .text('This receipt is computer-generated and needs no signature.', { size: 8, color: '#555' });
  // RCP/2026-27/00042 → receipt-RCP_2026-27_00042.pdf: a name every mail client and phone keeps.
  const fileName = `receipt-${receipt.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
  return { number: receipt.number, fileName, pdf: await writer.finish() };
}
