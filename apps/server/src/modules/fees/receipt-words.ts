import type { MessageLanguage, Receipt } from '@kaksha/contracts';

/**
 * Every word a fee receipt prints, in the family's language (decision 096): the guardian's language,
 * whatever the language of the staff member who prints or sends it. English's are the receipt's words
 * as they always were; Hindi's follow docs/i18n-hindi-glossary.md. `{x}` marks a value.
 */
export interface ReceiptWords {
  modes: Record<Receipt['mode'], string>;
  chequeNo: string;
  ref: string;
  advance: string;
  total: string;
  towards: string;
  amount: string;
  sac: string;
  taxable: string;
  gst: string;
  nothingOwed: string;
  balance: string;
  dueNow: string;
  nothingDue: string;
  next: string;
  whenDueNow: string;
  whenDueOn: string;
  gstIncluded: string;
  payment: string;
  note: string;
  receivedBy: string;
  paidOnline: string;
  receivedByNobody: string;
  cancelled: string;
  title: string;
  number: string;
  date: string;
  cancelledStamp: string;
  receivedFrom: string;
  forStudent: string;
  scanBalance: string;
  scanAmount: string;
  scan: string;
  footer: string;
}

export const RECEIPT_WORDS: Record<MessageLanguage, ReceiptWords> = {
  en: {
    modes: {
      cash: 'Cash',
      upi: 'UPI',
      card: 'Card',
      cheque: 'Cheque',
      bank: 'Bank transfer',
      online: 'Online',
    },
    chequeNo: 'No. {number}, {bank}',
    ref: 'Ref. {reference}',
    advance: 'Advance (held as credit for the next dues)',
    total: 'Total',
    towards: 'Towards',
    amount: 'Amount',
    sac: 'SAC',
    taxable: 'Taxable value',
    gst: 'GST',
    nothingOwed: 'Nothing is owed after this receipt.',
    balance: 'Balance after this receipt: {amount}',
    dueNow: 'Due now: {amount}.',
    nothingDue: 'Nothing is due now.',
    next: ' Next: {amount} due on {date}.',
    whenDueNow: 'due now',
    whenDueOn: 'due on {date}',
    gstIncluded: 'GST of {tax} is included: CGST {cgst} and SGST {sgst}.',
    payment: 'Payment: {how}',
    note: 'Note: {note}',
    receivedBy: 'Received by {name}',
    paidOnline: 'Paid online by the family',
    receivedByNobody: 'Received by —',
    cancelled: 'Cancelled: {reason}',
    title: 'FEE RECEIPT',
    number: 'No. {number}',
    date: 'Date {date}',
    cancelledStamp: 'CANCELLED',
    receivedFrom: 'Received from {name}',
    forStudent: 'For {student} · Admission no. {admission} · {centre}',
    scanBalance: 'the balance of {amount}',
    scanAmount: '{amount} ({when})',
    scan: 'Scan with any UPI app to pay {what} to {upi}.',
    footer: 'This receipt is computer-generated and needs no signature.',
  },
  hi: {
    modes: {
      cash: 'नकद',
      upi: 'UPI',
      card: 'कार्ड',
      cheque: 'चेक',
      bank: 'बैंक ट्रांसफ़र',
      online: 'ऑनलाइन',
    },
    chequeNo: 'नं. {number}, {bank}',
    ref: 'संदर्भ {reference}',
    advance: 'अग्रिम (अगली बकाया राशि के लिए जमा)',
    total: 'कुल',
    towards: 'किस मद में',
    amount: 'राशि',
    sac: 'SAC',
    taxable: 'कर-योग्य मूल्य',
    gst: 'GST',
    nothingOwed: 'इस रसीद के बाद कुछ बकाया नहीं है।',
    balance: 'इस रसीद के बाद बकाया: {amount}',
    dueNow: 'अभी देय: {amount}।',
    nothingDue: 'अभी कुछ देय नहीं है।',
    next: ' अगली किस्त: {amount}, {date} को देय।',
    whenDueNow: 'अभी देय',
    whenDueOn: '{date} को देय',
    gstIncluded: '{tax} GST शामिल है: CGST {cgst} और SGST {sgst}।',
    payment: 'भुगतान: {how}',
    note: 'टिप्पणी: {note}',
    receivedBy: 'प्राप्तकर्ता: {name}',
    paidOnline: 'परिवार ने ऑनलाइन भुगतान किया',
    receivedByNobody: 'प्राप्तकर्ता: —',
    cancelled: 'रद्द: {reason}',
    title: 'फ़ीस रसीद',
    number: 'रसीद नं. {number}',
    date: 'तारीख {date}',
    cancelledStamp: 'रद्द',
    receivedFrom: 'प्राप्त किया: {name} से',
    forStudent: 'विद्यार्थी: {student} · प्रवेश संख्या {admission} · {centre}',
    scanBalance: '{amount} की बकाया राशि',
    scanAmount: '{amount} ({when})',
    scan: 'किसी भी UPI ऐप से स्कैन करके {what} {upi} पर भुगतान करें।',
    footer: 'यह रसीद कंप्यूटर से बनी है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  },
};

/** A receipt's words with `{name}` filled in. */
export const say = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
