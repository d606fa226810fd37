import { z } from 'zod';
import { emailAddress } from './account.ts';
import { calendarDate, changeOf, idParam, pageFields, pageOf } from './common.ts';
import { mobileNumber } from './phone.ts';
import { timelineEntry } from './students.ts';

/**
 * Enquiries (NewEnquiry, ManageEnquiry): where an institute's money starts. An enquiry moves through
 * stages towards an admission (DESIGN §8: one function per move, each refusing an illegal one); its
 * follow-ups keep the front desk on time, and the funnel report says which sources pay off.
 */

export const enquiryMessages = {
  notFound: 'Enquiry not found.',
  followUpPast: 'A follow-up cannot be in the past: choose today or a later day.',
  followUpNotFound: 'Follow-up not found.',
  ownerNotFound: 'Please choose a member of your staff.',
  subjectNotFound: 'Please choose subjects your institute teaches.',
  formNotFound: 'This enquiry form is not open. Please ask the institute for its current link.',
  lostReason: 'Please choose why the enquiry was lost.',
  admittedAlready: 'This enquiry has been admitted already.',
  received: 'Thank you! The institute has your enquiry and will call you soon.',
  illegalMove: (from: string, to: string) =>
    `An enquiry that is ${stageLabel(from)} cannot be moved to ${stageLabel(to)}.`,
  admitThroughForm: 'Admit the student with the admission form: it moves the enquiry to Admitted.',
  /** Why a thank-you to a website enquiry waits for the desk (the delivery log's reason; decision 070). */
  heldText:
    'Waiting for the desk: a text to a number typed into the website form goes only when staff resend it from here.',
  heldOverDay: (perDay: number) =>
    `Waiting for the desk: today's ${perDay} thank-you emails to website enquiries are spent; resend it from here if the enquiry is genuine.`,
  heldRepeat: 'Waiting for the desk: this address was thanked for a website enquiry earlier today.',
} as const;

export const ENQUIRY_STAGES = [
  'new',
  'contacted',
  'demo_scheduled',
  'demo_attended',
  'admitted',
  'lost',
] as const;
export type EnquiryStage = (typeof ENQUIRY_STAGES)[number];
/** Stages of an enquiry someone still has to work on. */
export const OPEN_STAGES: EnquiryStage[] = ['new', 'contacted', 'demo_scheduled', 'demo_attended'];
const STAGE_LABELS: Record<EnquiryStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  demo_scheduled: 'Demo scheduled',
  demo_attended: 'Demo attended',
  admitted: 'Admitted',
  lost: 'Lost',
};
export function stageLabel(stage: string): string {
  return STAGE_LABELS[stage as EnquiryStage] ?? stage;
}
/**
 * The moves staff make by hand (the board's drag, the detail's menu); one function applies them.
 * Admitted is reached only by admitting the student (the admission form), so that every admitted
 * enquiry has its student; a lost enquiry can be reopened.
 */
export const ENQUIRY_MOVES: Record<EnquiryStage, EnquiryStage[]> = {
  new: ['contacted', 'demo_scheduled', 'lost'],
  contacted: ['new', 'demo_scheduled', 'lost'],
  demo_scheduled: ['contacted', 'demo_attended', 'lost'],
  demo_attended: ['demo_scheduled', 'lost'],
  admitted: [],
  lost: ['new', 'contacted'],
};
/** How far along the way to an admission a stage is (the funnel counts enquiries that got this far). */
export const STAGE_RANK: Record<EnquiryStage, number> = {
  new: 0,
  contacted: 1,
  demo_scheduled: 2,
  demo_attended: 3,
  admitted: 4,
  lost: 0,
};

export const ENQUIRY_SOURCES = [
  'walk_in',
  'phone',
  'website',
  'referral',
  'social_media',
  'newspaper',
  'school_event',
  'other',
] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];
const SOURCE_LABELS: Record<EnquirySource, string> = {
  walk_in: 'Walk-in',
  phone: 'Phone call',
  website: 'Website',
  referral: 'Referral',
  social_media: 'Social media',
  newspaper: 'Newspaper or pamphlet',
  school_event: 'School event',
  other: 'Other',
};
export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source as EnquirySource] ?? source;
}

/** What an institute starts with; the owner edits the list (ManageEnquiry → Settings). */
export const DEFAULT_LOST_REASONS = [
  'Fees too high',
  'Joined another institute',
  'Timings do not suit',
  'Too far away',
  'No longer interested',
  'Could not be reached',
];

const optional = (max: number) => z.string().trim().max(max).default('');
const optionalEmail = z.union([z.literal('').transform(() => ''), emailAddress]).default('');
const optionalId = idParam.nullable().default(null);

const enquiryFields = {
  studentName: z.string().trim().min(1, 'Please enter the student’s name.').max(100),
  guardianName: optional(100),
  mobile: mobileNumber,
  email: optionalEmail,
  classId: optionalId,
  boardId: optionalId,
  subjectIds: z.array(idParam).max(20, 'At most twenty subjects.').default([]),
  centreId: optionalId,
  source: z.enum(ENQUIRY_SOURCES).default('walk_in'),
  subSource: optional(100),
  notes: optional(1000),
  /** The staff member who follows it up; unset: whoever records it. */
  ownerId: idParam.nullable().optional(),
};
export const enquiryInput = z.object({
  ...enquiryFields,
  /** The first follow-up's day, if the caller promised one. */
  followUpOn: calendarDate('Please enter a valid follow-up date.').optional(),
  followUpNote: optional(300),
});
export type EnquiryInput = z.input<typeof enquiryInput>;
export const enquiryUpdate = changeOf(enquiryFields);
export type EnquiryUpdate = z.input<typeof enquiryUpdate>;

/** The institute's website form: fewer fields, and `website` is a honeypot no person fills in. */
export const publicEnquiryInput = z.object({
  studentName: enquiryFields.studentName,
  guardianName: enquiryFields.guardianName,
  mobile: enquiryFields.mobile,
  email: enquiryFields.email,
  classId: optionalId,
  centreId: optionalId,
  notes: optional(500),
  website: z.string().max(200).default(''),
});
export type PublicEnquiryInput = z.input<typeof publicEnquiryInput>;
export const enquiryFormParams = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

export const stageMove = z
  .object({ stage: z.enum(ENQUIRY_STAGES), lostReason: z.string().trim().max(120).default('') })
  .refine((v) => v.stage !== 'lost' || v.lostReason.length > 0, {
    path: ['lostReason'],
    message: enquiryMessages.lostReason,
  });
export type StageMove = z.input<typeof stageMove>;

export const followUpInput = z.object({
  dueOn: calendarDate('Please enter a valid follow-up date.'),
  note: optional(300),
});
export type FollowUpInput = z.input<typeof followUpInput>;
/** Marks a follow-up done, with what came of it. */
export const followUpDone = z.object({ outcome: optional(300) });
export const followUpParams = z.object({ id: idParam, followUpId: idParam });

export const enquiryRow = z.object({
  id: z.number().int(),
  studentName: z.string(),
  guardianName: z.string(),
  mobile: z.string(),
  email: z.string(),
  className: z.string().nullable(),
  centreName: z.string().nullable(),
  source: z.enum(ENQUIRY_SOURCES),
  subSource: z.string(),
  stage: z.enum(ENQUIRY_STAGES),
  lostReason: z.string(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  /** The earliest open follow-up's day. */
  nextFollowUp: z.string().nullable(),
  createdAt: z.string(),
});
export type EnquiryRow = z.infer<typeof enquiryRow>;
export const enquiryPage = pageOf(enquiryRow);
/**
 * What a card on the board shows, of an enquiry: it opens the enquiry in full (`GET …/:id`), so the
 * board sends no more (its 72 cards were 26 KB with every field of the list's row, 15 KB like this).
 */
export const enquiryCard = enquiryRow.pick({
  id: true,
  studentName: true,
  guardianName: true,
  mobile: true,
  source: true,
  stage: true,
  ownerName: true,
  nextFollowUp: true,
});
export type EnquiryCard = z.infer<typeof enquiryCard>;
export type EnquiryPage = z.infer<typeof enquiryPage>;

export const ENQUIRY_SORTS = ['-createdAt', 'createdAt', 'studentName', 'nextFollowUp'] as const;
const enquiryFilters = {
  q: pageFields.q,
  source: z.enum(ENQUIRY_SOURCES).optional(),
  ownerId: idParam.optional(),
  centreId: idParam.optional(),
  /** Received on or after / on or before, as days in the institute's time zone. */
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  /** Only enquiries whose next follow-up is today, or before today. */
  followUp: z.enum(['due_today', 'overdue']).optional(),
};
export const enquiryListQuery = z.object({
  ...pageFields,
  ...enquiryFilters,
  /** `open`: every stage still being worked on. */
  stage: z.enum([...ENQUIRY_STAGES, 'open', 'all']).default('open'),
  sort: z.enum(ENQUIRY_SORTS).default('-createdAt'),
});
export type EnquiryListQuery = z.input<typeof enquiryListQuery>;
export const enquiryExportQuery = enquiryListQuery.omit({ page: true, pageSize: true, sort: true });
export const enquiryBoardQuery = z.object(enquiryFilters);
export type EnquiryBoardQuery = z.input<typeof enquiryBoardQuery>;

/**
 * Cards a board column shows first, and how many more each "Show more" brings (the list's next page
 * of the stage, newest first); the column's total says how many there are.
 */
export const BOARD_CARDS = 12;
export const enquiryBoard = z.object({
  columns: z.array(
    z.object({
      stage: z.enum(ENQUIRY_STAGES),
      /**
       * Exact on the whole institute's board (counts the database keeps); with a filter, counted up to
       * LIST_COUNT_CAP, as lists are.
       */
      total: z.number().int(),
      totalCapped: z.boolean(),
      cards: z.array(enquiryCard),
    }),
  ),
});
export type EnquiryBoard = z.infer<typeof enquiryBoard>;

/**
 * The counts the front desk works from (ManageEnquiry's header and the dashboard): each the total of
 * the list it opens, exact (the counts the database keeps by stage, by follow-up day and by the day an
 * enquiry was received). `capped` names any shown as "1,000+" — none since every count is kept; it
 * stays for the clients that read it.
 */
export const enquirySummary = z.object({
  open: z.number().int(),
  dueToday: z.number().int(),
  overdue: z.number().int(),
  newThisWeek: z.number().int(),
  capped: z.object({
    open: z.boolean(),
    dueToday: z.boolean(),
    overdue: z.boolean(),
    newThisWeek: z.boolean(),
  }),
});
export type EnquirySummary = z.infer<typeof enquirySummary>;

export const followUp = z.object({
  id: z.number().int(),
  dueOn: z.string(),
  note: z.string(),
  doneAt: z.string().nullable(),
  outcome: z.string(),
  createdBy: z.string().nullable(),
});
export type FollowUp = z.infer<typeof followUp>;

export const enquiryDetail = enquiryRow.extend({
  classId: z.number().int().nullable(),
  boardId: z.number().int().nullable(),
  boardName: z.string().nullable(),
  subjectIds: z.array(z.number().int()),
  subjectNames: z.array(z.string()),
  centreId: z.number().int().nullable(),
  notes: z.string(),
  /** The student admitted from it. */
  studentId: z.number().int().nullable(),
  followUps: z.array(followUp),
  timeline: z.array(timelineEntry),
});
export type EnquiryDetail = z.infer<typeof enquiryDetail>;

/** Open enquiries with the same mobile or email (shown before a new one is saved). */
export const duplicateQuery = z.object({
  mobile: z.string().trim().max(30).optional(),
  email: z.string().trim().max(254).optional(),
  exceptId: idParam.optional(),
});
export const duplicateMatches = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      studentName: z.string(),
      stage: z.enum(ENQUIRY_STAGES),
      createdAt: z.string(),
      matchedOn: z.enum(['mobile', 'email']),
    }),
  ),
});
export type DuplicateMatches = z.infer<typeof duplicateMatches>;

const choice = z.object({ id: z.number().int(), name: z.string() });
/** What the enquiry forms offer: centres, classes, boards, subjects, staff and lost reasons. */
export const enquiryChoices = z.object({
  centres: z.array(choice),
  classes: z.array(choice),
  boards: z.array(choice),
  subjects: z.array(choice),
  staff: z.array(choice),
  lostReasons: z.array(z.string()),
});
export type EnquiryChoices = z.infer<typeof enquiryChoices>;

export const enquirySettings = z.object({
  lostReasons: z.array(z.string()),
  /** The public form's address (relative to the site), null while it is switched off. */
  formPath: z.string().nullable(),
  /**
   * Website enquiries a day whose thank-you email goes out at once (one per address a day); texts to
   * website enquiries, and emails past this, wait for the desk in the delivery log (decision 070).
   */
  websiteRepliesPerDay: z.number().int(),
});
export type EnquirySettings = z.infer<typeof enquirySettings>;
export const WEBSITE_REPLIES_PER_DAY = { default: 20, max: 500 } as const;
export const enquirySettingsInput = z.object({
  lostReasons: z
    .array(z.string().trim().min(1, 'A reason cannot be empty.').max(120))
    .min(1, 'Keep at least one reason.')
    .max(30, 'At most thirty reasons.')
    .refine((list) => new Set(list.map((r) => r.toLowerCase())).size === list.length, 'Each reason once.'),
  /** Left out: kept as saved. */
  websiteRepliesPerDay: z
    .number()
    .int('A whole number, please.')
    .min(0, 'Zero or more.')
    .max(WEBSITE_REPLIES_PER_DAY.max, `At most ${WEBSITE_REPLIES_PER_DAY.max}.`)
    .optional(),
});
/** Opens the public form at a new address (the old one stops working), or closes it. */
export const enquiryFormChange = z.object({ open: z.boolean() });

/** The public form's page: the institute's name and what to choose from. */
export const publicEnquiryForm = z.object({
  institute: z.string(),
  centres: z.array(choice),
  classes: z.array(choice),
});
export type PublicEnquiryForm = z.infer<typeof publicEnquiryForm>;

export const funnelQuery = z.object({ from: calendarDate().optional(), to: calendarDate().optional() });
export type FunnelQuery = z.input<typeof funnelQuery>;
const funnelCounts = z.object({
  total: z.number().int(),
  contacted: z.number().int(),
  demoScheduled: z.number().int(),
  demoAttended: z.number().int(),
  admitted: z.number().int(),
  lost: z.number().int(),
  /** admitted ÷ total, 0–1 (0 when there is none). */
  conversionRate: z.number(),
  /** Average days from enquiry to admission, null when none was admitted. */
  daysToConvert: z.number().nullable(),
});
export const enquiryFunnel = z.object({
  from: z.string(),
  to: z.string(),
  sources: z.array(funnelCounts.extend({ source: z.enum(ENQUIRY_SOURCES) })),
  totals: funnelCounts,
});
export type EnquiryFunnel = z.infer<typeof enquiryFunnel>;

/** The admission form filled from an enquiry ("Admit" on the enquiry). */
export const admissionDraft = z.object({
  enquiryId: z.number().int(),
  name: z.string(),
  classId: z.number().int().nullable(),
  boardId: z.number().int().nullable(),
  centreId: z.number().int().nullable(),
  guardian: z.object({ name: z.string(), mobile: z.string(), email: z.string() }),
});
export type AdmissionDraft = z.infer<typeof admissionDraft>;
