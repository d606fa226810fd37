/**
 * Amounts as staff type them: rupees with up to two decimals. They are read as text, digit by digit,
 * and become integer paise without ever being a fractional number (1.10 × 100 is 110.00000000000001).
 */

/** What a person may write around the digits: ₹, Indian grouping commas, spaces. */
const decoration = /[₹,\s]/g;
/** Up to 11 rupee digits (₹99,999,999,999: above any fee, and exact as paise). */
const rupees = /^(\d{0,11})(?:\.(\d{0,2}))?$/;

/** '1,500.5' → 150050; '', '.', '1.234' or '12a' → null. */
export function rupeesToPaise(text: string): number | null {
  const match = rupees.exec(text.replace(decoration, ''));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** What an amount field keeps while it is typed: its text without decoration, or null to refuse the keystroke. */
export function typedRupees(text: string): string | null {
  const clean = text.replace(decoration, '');
  return rupees.test(clean) ? clean : null;
}

/** 150050 → '1500.50', 150000 → '1500': paise as an amount field shows them for editing. */
export function paiseToRupees(paise: number): string {
  const fraction = paise % 100;
  return `${Math.trunc(paise / 100)}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}

/** `total` paise in `count` equal parts, the paise that do not divide going on the last. */
export function splitEqually(total: number, count: number): number[] {
  if (count < 1) return [];
  const part = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => (i < count - 1 ? part : total - part * (count - 1)));
}

/** The signs an amount field shows beside its digits: notation, written alike in every language. */
export const RUPEE_SIGN = '₹';
export const PERCENT_SIGN = '%';
