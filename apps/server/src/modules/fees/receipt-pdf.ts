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

/** What the receipt paid on each due, with the GST inside it; then any advance; then the total. */
function itemRows(receipt: Receipt): { rows: TableRow[]; taxTotal: number } {
  let taxTotal = 0;
  const rows: TableRow[] = receipt.items.map((item) => {
    const { taxable, tax } = gstIncluded(item.amount, item.gstRate);
    taxTotal += tax;
    const what = [item.headName, item.batchName, item.label].filter(Boolean).join(' · ');
    const gst = item.gstRate ? `${formatMoney(tax)} (${item.gstRate}%)` : '—';
    return { cells: [what, formatMoney(taxable), gst, formatMoney(item.amount)] };
  });
  const credit = receipt.amount - receipt.applied;
  if (credit > 0)
    rows.push({
      cells: ['Advance (held as credit for the next dues)', formatMoney(credit), '—', formatMoney(credit)],
    });
  rows.push({
    cells: [
      'Total',
      formatMoney(receipt.amount - taxTotal),
      formatMoney(taxTotal),
      formatMoney(receipt.amount),
    ],
    bold: true,
    ruleAbove: true,
  });
  return { rows, taxTotal };
}

/**
 * Under the items: the GST split, the total in words, how it was paid and by whom, and what was owed
 * after it (kept on the receipt when it was made, so a reprint says the same; none on older receipts).
 */
function drawPayment(writer: PdfWriter, receipt: Receipt, taxTotal: number) {
  if (taxTotal > 0)
    writer.text(
      `GST of ${formatMoney(taxTotal)} is included: CGST ${formatMoney(Math.floor(taxTotal / 2))} and SGST ${formatMoney(Math.ceil(taxTotal / 2))}.`,
      { size: 8.5, color: '#333' },
    );
  writer.gap(4).text(rupeesInWords(receipt.amount), { bold: true }).gap(6);
  writer.text(`Paid by ${paidBy(receipt)}`);
  if (receipt.note) writer.text(`Note: ${receipt.note}`);
  writer.text(
    receipt.cashier
      ? `Received by ${receipt.cashier}`
      : receipt.mode === 'online'
        ? 'Paid online by the family'
        : 'Received by —',
  );
  if (receipt.status === 'cancelled') writer.text(`Cancelled: ${receipt.cancelReason}`, { color: RED });
  if (receipt.balanceAfter !== null)
    writer
      .gap(6)
      .text(`Balance due after this receipt: ${formatMoney(receipt.balanceAfter)}`, { bold: true });
}

/** The receipt as a PDF (A4): letterhead, student, items with the GST inside them, total in words, balance after. */
export async function receiptPdf(db: Executor, caller: Pick<Caller, 'organisationId'>, id: number) {
  const receipt = await receiptOf(db, caller, id);
  const head = await letterhead(db, caller.organisationId);
  const balance = receipt.balanceAfter ?? 0;
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
  writer.text(`Received from ${receipt.studentName}`);
  writer.text(`Admission no. ${receipt.admissionNumber} · ${receipt.centreName}`).gap(10);

  const { rows, taxTotal } = itemRows(receipt);
  drawTable(
    writer,
    [
      { title: 'Towards', share: 205 },
      { title: 'Taxable value', share: 95, align: 'right' },
      { title: 'GST', share: 110, align: 'right' },
      { title: 'Amount', share: 90, align: 'right' },
    ],
    rows,
  );
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
    writer.text(`Scan with any UPI app to pay the balance of ${formatMoney(balance)} to ${head.upiId}.`, {
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
