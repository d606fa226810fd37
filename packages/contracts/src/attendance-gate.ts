import { z } from 'zod';
import { calendarDate, pageFields, pageOf } from './common.ts';

/*
 * The gate (issue 66, decision 091): a student's ID card scanned by the device's camera (its QR code
 * carries `kaksha-card:<the card's random code>`) or the admission number typed, recorded as an
 * arrival; punches from a biometric device's CSV are arrivals too. A second scan within
 * GATE_REPEAT_MINUTES says so instead of recording twice.
 */

export const ARRIVAL_SOURCES = ['scan', 'typed', 'device'] as const;
export type ArrivalSource = (typeof ARRIVAL_SOURCES)[number];
/** A scan of the same student within this many minutes is a repeat, not a second arrival. */
export const GATE_REPEAT_MINUTES = 5;

export const gateMessages = {
  oneOf: 'Scan a card or type an admission number.',
  unknownCard: 'This card is not recognised: it was not printed by this institute, or it has been altered.',
  otherOrganisation: 'This card belongs to another institute. It cannot be used at this gate.',
  noSuchNumber: (number: string) => `No student has the admission number ${number}.`,
  left: (name: string, status: string) =>
    `${name} is no longer enrolled (${status === 'alumni' ? 'alumni' : 'left'}): the arrival was not recorded.`,
} as const;

export const arrivalBody = z
  .object({
    /** The QR code's text as scanned (`kaksha-card:…`). */
    card: z.string().trim().min(1).max(200).optional(),
    admissionNumber: z.string().trim().min(1).max(40).optional(),
  })
  .refine((v) => (v.card === undefined) !== (v.admissionNumber === undefined), {
    message: gateMessages.oneOf,
    path: ['card'],
  });
export type ArrivalBody = z.input<typeof arrivalBody>;

export const arrival = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  admissionNumber: z.string(),
  centreName: z.string(),
  arrivedAt: z.string(),
  day: z.string(),
  source: z.enum(ARRIVAL_SOURCES),
  recordedBy: z.string().nullable(),
});
export type Arrival = z.infer<typeof arrival>;

/** What a scan did: recorded now, or a repeat of the arrival already recorded (`repeat`). */
export const arrivalResult = z.object({ arrival, repeat: z.boolean() });
export type ArrivalResult = z.infer<typeof arrivalResult>;

export const arrivalQuery = z.object({
  ...pageFields,
  /** The institute's day (default today). */
  day: calendarDate('Please enter a valid date.').optional(),
});
export type ArrivalQuery = z.input<typeof arrivalQuery>;
export const arrivalPage = pageOf(arrival);
export type ArrivalPage = z.infer<typeof arrivalPage>;
