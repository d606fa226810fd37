import { z } from 'zod';
import { calendarDate, requiredText } from '../common.ts';

/** Field rules the teacher contracts share; not exported from the package. */

export const text = requiredText;
export const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
/** Codes of boards, classes, subjects and centres: letters, digits, dashes, dots, underscores. */
export const codeValue = (what: string) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .min(1, `Please choose a ${what}.`)
        .max(30)
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, `Please enter a valid ${what} code.`),
    );

/** YYYY-MM-DD, a real calendar date; surrounding spaces are dropped. */
export const isoDate = (message: string) => calendarDate(message, z.string().trim());

/** The caller's identity, as the spec's teacher writes send it (UserType travels as CreatedBy). */
export const creator = {
  SUCode: z.string().trim().min(1).max(20),
  CreatedBy: z.string().trim().min(1, 'CreatedBy is required.').max(40),
  EmailID: z.string().trim().toLowerCase().max(254),
};
