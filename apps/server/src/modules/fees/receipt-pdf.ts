import { formatCalendarDate, formatMoney, gstIncluded, rupeesInWords } from '@kaksha/contracts';
import type { Receipt } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { letterhead } from '../institute/service.ts';
import { receiptOf } from './payments.service.ts';
import { balanceOf } from './payments.repository.ts';

// The PDF's own fonts (Helvetica) carry no ₹ sign: amounts print as "Rs." — the same numbers.
const money = (paise: number) => formatMoney(paise).replace('₹', 'Rs. ');
const MODE_NAMES: Record<Receipt['mode'], string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  cheque: 'Cheque',
  bank: 'Bank transfer',
  online: 'Online',
};
const PAGE = { left: 40, right: 555, width: 515 };

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

/** The receipt as a PDF (A4): letterhead, student, items with the GST inside them, total in words, balance. */
export async function receiptPdf(db: Executor, caller: Pick<Caller, 'organisationId'>, id: number) {
  const receipt = await receiptOf(db, caller, id);
  // Loaded on the first receipt, not at start-up: together they take a third of a second to load.
  const [head, balance, { default: PDFDocument }, { default: QRCode }] = await Promise.all([
    letterhead(db, caller.organisationId),
    balanceOf(db, receipt.studentId),
    import('pdfkit'),
    import('qrcode'),
  ]);
  const qr =
    head.upiId && balance > 0 && receipt.status === 'valid'
      ? await QRCode.toBuffer(upiLink(head.upiId, head.name, balance, `Fees ${receipt.admissionNumber}`), {
          margin: 1,
          width: 220,
        })
      : null;

  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Receipt ${receipt.number}`, Author: head.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  // Letterhead: logo (PNG or JPEG), name, address and contacts, GSTIN.
  const logoFits = head.logo && /png|jpe?g/.test(head.logo.type);
  const textLeft = logoFits ? PAGE.left + 70 : PAGE.left;
  if (logoFits) doc.image(head.logo!.bytes, PAGE.left, 40, { fit: [60, 60] });
  doc.font('Helvetica-Bold').fontSize(16).text(head.name, textLeft, 42, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor('#333');
  if (head.address) doc.text(head.address, { width: 300 });
  const contacts = [head.phone, head.email, head.website].filter(Boolean).join(' · ');
  if (contacts) doc.text(contacts, { width: 300 });
  if (head.gstin) doc.text(`GSTIN ${head.gstin}`);
  doc
    .fillColor('#000')
    .font('Helvetica-Bold')
    .fontSize(14)
    .text('FEE RECEIPT', 380, 42, { width: 175, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  doc.text(`No. ${receipt.number}`, 380, doc.y + 2, { width: 175, align: 'right' });
  doc.text(`Date ${formatCalendarDate(receipt.receivedOn)}`, { width: 175, align: 'right' });
  if (receipt.status === 'cancelled')
    doc
      .fillColor('#b00020')
      .font('Helvetica-Bold')
      .text('CANCELLED', { width: 175, align: 'right' })
      .fillColor('#000');

  let y = Math.max(doc.y, 110) + 14;
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).strokeColor('#999').stroke();
  y += 10;
  doc.font('Helvetica').fontSize(10);
  doc.text(`Received from ${receipt.studentName}`, PAGE.left, y);
  doc.text(`Admission no. ${receipt.admissionNumber} · ${receipt.centreName}`);

  // Items: what the receipt paid on each due, the GST inside it.
  y = doc.y + 12;
  const cols = [
    { x: PAGE.left, w: 205, title: 'Towards' },
    { x: 250, w: 95, title: 'Taxable value', right: true },
    { x: 350, w: 110, title: 'GST', right: true },
    { x: 465, w: 90, title: 'Amount', right: true },
  ];
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: cols[i]!.w }));
    cells.forEach((c, i) =>
      doc.text(c, cols[i]!.x, y, { width: cols[i]!.w, align: cols[i]!.right ? 'right' : 'left' }),
    );
    y += Math.max(...heights) + 6;
  };
  row(
    cols.map((c) => c.title),
    true,
  );
  doc
    .moveTo(PAGE.left, y - 3)
    .lineTo(PAGE.right, y - 3)
    .strokeColor('#ccc')
    .stroke();
  let taxTotal = 0;
  for (const item of receipt.items) {
    const { taxable, tax } = gstIncluded(item.amount, item.gstRate);
    taxTotal += tax;
    const what = [item.headName, item.batchName, item.label].filter(Boolean).join(' · ');
    row([what, money(taxable), item.gstRate ? `${money(tax)} (${item.gstRate}%)` : '—', money(item.amount)]);
  }
  const credit = receipt.amount - receipt.applied;
  if (credit > 0) row(['Advance (held as credit for the next dues)', money(credit), '—', money(credit)]);
  doc
    .moveTo(PAGE.left, y - 3)
    .lineTo(PAGE.right, y - 3)
    .strokeColor('#ccc')
    .stroke();
  row(['Total', money(receipt.amount - taxTotal), money(taxTotal), money(receipt.amount)], true);
  if (taxTotal > 0) {
    doc.font('Helvetica').fontSize(8.5).fillColor('#333');
    doc.text(
      `GST of ${money(taxTotal)} is included: CGST ${money(Math.floor(taxTotal / 2))} and SGST ${money(Math.ceil(taxTotal / 2))}.`,
      PAGE.left,
      y,
    );
    doc.fillColor('#000');
    y = doc.y + 6;
  }

  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(rupeesInWords(receipt.amount), PAGE.left, y + 4, { width: PAGE.width });
  doc.font('Helvetica').fontSize(10).moveDown(0.6);
  doc.text(`Paid by ${paidBy(receipt)}`);
  if (receipt.note) doc.text(`Note: ${receipt.note}`);
  doc.text(
    receipt.cashier
      ? `Received by ${receipt.cashier}`
      : receipt.mode === 'online'
        ? 'Paid online by the family'
        : 'Received by —',
  );
  if (receipt.status === 'cancelled')
    doc.fillColor('#b00020').text(`Cancelled: ${receipt.cancelReason}`).fillColor('#000');
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .text(`Balance due now: ${money(balance)}`);

  if (qr) {
    const top = doc.y + 10;
    doc.image(qr, PAGE.left, top, { width: 110 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        `Scan with any UPI app to pay the balance of ${money(balance)} to ${head.upiId}.`,
        PAGE.left + 125,
        top + 40,
        { width: 300 },
      );
    doc.y = top + 120;
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555')
    .text('This receipt is computer-generated and needs no signature.', PAGE.left, doc.y + 16);
  doc.end();
  // RCP/2026-27/00042 → receipt-RCP_2026-27_00042.pdf: a name every mail client and phone keeps.
  const fileName = `receipt-${receipt.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
  return { number: receipt.number, fileName, pdf: await done };
}
