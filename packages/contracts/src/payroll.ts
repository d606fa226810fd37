import { z } from 'zod';

/*
 * Payroll (issue 68, decision 075): the organisation's payroll help video (PayrollVideo), pay
 * structures per teacher, statutory deductions as dated rows, monthly pay runs
 * (Draft → Approved → Paid, reversed by a new run), payslips and the bank transfer file.
 */

/** The spec's POST /api/video/{SUCode} (the Payroll screen's 'Go to Video'). */
export const videoResponse = z.object({ videoURL: z.string().nullable() });

/** GET /api/v1/payroll/video: the PayrollVideo screen; `canSet` only for the owner. */
export const payrollVideo = z.object({ videoURL: z.string().nullable(), canSet: z.boolean() });
export type PayrollVideo = z.infer<typeof payrollVideo>;

/** PUT /api/v1/payroll/video: the owner sets (or, with null, clears) the video. */
export const payrollVideoBody = z.object({
  videoURL: z
    .string()
    .trim()
    .max(500, 'Keep the address under 500 characters.')
    .refine((value) => {
      try {
        const { protocol } = new URL(value);
        return protocol === 'https:' || protocol === 'http:';
      } catch {
        return false;
      }
    }, 'Give a web address that starts with https://.')
    .nullable(),
});
export type PayrollVideoBody = z.infer<typeof payrollVideoBody>;

export const payrollMessages = {
  noVideo: 'No video found!',
  ownerOnly: "Only the organisation's owner sets the payroll video.",
};
