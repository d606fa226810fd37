import { z } from 'zod';
import { KYC_TYPES, teacherIdValue } from './constants.ts';
import type { KycType } from './constants.ts';
import { creator, text } from './fields.ts';

/** KYC documents of a teacher: document-number rules and the spec's KYC calls (§7 Teacher). */

// ---- KYC document numbers ----

// Verhoeff tables (dihedral group D5), as UIDAI uses for the Aadhaar check digit.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when a string of digits ends in a correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const reversed = digits.split('').reverse();
  for (let i = 0; i < reversed.length; i++) c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![Number(reversed[i])]!]!;
  return c === 0;
}

/** The document number as stored: upper case, without the spaces and dashes people type. */
export function normaliseDocNumber(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]/g, '');
}

const docRules: Record<KycType, { pattern: RegExp; message: string; check?: (v: string) => boolean }> = {
  // Five letters (the fourth names the holder type), four digits, a letter.
  PAN: {
    pattern: /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/,
    message: 'Please enter a valid PAN (for example ABCPE1234F).',
  },
  // Twelve digits, not starting with 0 or 1, the last a Verhoeff check digit.
  Aadhar: {
    pattern: /^[2-9]\d{11}$/,
    message: 'Please enter a valid 12-digit Aadhaar number.',
    check: verhoeffValid,
  },
  // State code, two-digit RTO code, year of issue, seven-digit number: MH14 2011 0062821.
  'Driving License': {
    pattern: /^[A-Z]{2}\d{2}(19|20)\d{2}\d{7}$/,
    message: 'Please enter a valid driving licence number (for example MH14 20110062821).',
  },
  // One letter and seven digits.
  Passport: {
    pattern: /^[A-PR-WY][1-9]\d{5}[1-9]$/,
    message: 'Please enter a valid passport number (for example K1234567).',
  },
  // EPIC: three letters and seven digits.
  'Voter ID': {
    pattern: /^[A-Z]{3}\d{7}$/,
    message: 'Please enter a valid voter ID (for example ABC1234567).',
  },
};

/** The problem with a document number for its type, or null when it is valid. */
export function docNumberProblem(type: string, value: string): string | null {
  const rule = docRules[type as KycType];
  if (!rule) return 'Please choose a KYC type.';
  const v = normaliseDocNumber(value);
  if (v === '') return 'Please enter the document number.';
  if (!rule.pattern.test(v) || (rule.check && !rule.check(v))) return rule.message;
  return null;
}

/** Every list and response shows document numbers like this: only the last four characters. */
export function maskDocNumber(value: string): string {
  const v = normaliseDocNumber(value);
  return v.length <= 4 ? 'X'.repeat(v.length) : `${'X'.repeat(v.length - 4)}${v.slice(-4)}`;
}

// ---- spec calls ----

/** POST /api/getKYCDetails {TeacherID} → {respCode, kycDetails, respMsg}; numbers masked. */
export const kycDetailsBody = z.object({ TeacherID: teacherIdValue });
export const kycDetail = z.object({
  id: z.number().int(),
  KYCType: z.string(),
  /** Masked: only the last four characters show. */
  DocNumber: z.string(),
  FileType: z.string(),
  FileSize: z.number().int(),
  Remarks: z.string(),
  CreatedBy: z.string(),
  CreatedOn: z.string(),
});
export type KycDetail = z.infer<typeof kycDetail>;
export const kycDetailsResponse = z.object({
  respCode: z.string(),
  kycDetails: z.array(kycDetail),
  respMsg: z.string(),
});

/** POST /api/submitKYC (multipart): these text fields plus the file field `attachment`. */
export const submitKycFields = z
  .object({
    ...creator,
    teacherID: teacherIdValue,
    KYCType: z.enum(KYC_TYPES, 'Please choose a KYC type.'),
    DocNumber: z.string().max(40, 'Please enter a valid document number.'),
    Remarks: text(500, 'Please enter remarks.'),
  })
  .superRefine((v, ctx) => {
    const problem = docNumberProblem(v.KYCType, v.DocNumber);
    if (problem) ctx.addIssue({ code: 'custom', path: ['DocNumber'], message: problem });
  })
  .transform((v) => ({ ...v, DocNumber: normaliseDocNumber(v.DocNumber) }));
export const submitKycResponse = z.object({ status: z.number().int(), message: z.string() });

/** POST /api/v1/teachers/{id}/kyc/{kycId}/reveal → the whole number, written to the audit log. */
export const kycRevealResponse = z.object({
  id: z.number().int(),
  KYCType: z.string(),
  DocNumber: z.string(),
});
