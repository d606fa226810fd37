import { z } from 'zod';
import { calendarDate, clockTime, idParam, pageFields, pageOf, requiredText } from './common.ts';
import { timetableMessages } from './timetable.ts';

/**
 * Exams (issue 67, DESIGN §8): an exam is a paper per subject for some batches, graded on one of the
 * organisation's grading scales. It moves Draft → Scheduled → Held → Results published by one
 * function over EXAM_MOVES; scheduling books each paper's sittings on the one calendar (kind `exam`),
 * so a clash with a class, a meeting or another exam's full hall is refused in the timetable's words.
 */

export const EXAM_TYPES = ['unit_test', 'mid_term', 'final', 'mock', 'practical', 'other'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];
export const EXAM_STATUSES = ['draft', 'scheduled', 'held', 'published'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];

/** The legal moves: a scheduled exam may go back to draft (its sittings cancelled); published is final. */
export const EXAM_MOVES: Record<ExamStatus, ExamStatus[]> = {
  draft: ['scheduled'],
  scheduled: ['draft', 'held'],
  held: ['published'],
  published: [],
};

export const MARK_STATUSES = ['present', 'absent', 'exempt'] as const;
/** A report card's layout: the institute's simpler one, or CBSE's two-term one (decision 093). */
export const CARD_LAYOUTS = ['institute', 'cbse'] as const;
export type CardLayout = (typeof CARD_LAYOUTS)[number];
export type MarkStatus = (typeof MARK_STATUSES)[number];

const STATUS_WORDS: Record<ExamStatus, string> = {
  draft: 'a draft',
  scheduled: 'scheduled',
  held: 'held',
  published: 'published',
};

export const examMessages = {
  notFound: 'Exam not found.',
  paperNotFound: 'Paper not found.',
  scaleNotFound: 'Choose one of your grading scales.',
  termOneNotFound: 'Choose another of your exams for Term 1.',
  subjectNotFound: 'Choose one of your subjects.',
  batchNotFound: 'Choose one of your batches.',
  roomNotFound: 'Choose one of your rooms.',
  teacherNotFound: timetableMessages.teacherNotFound,
  name: 'Please name the exam.',
  noBatches: 'Choose at least one batch.',
  noPapers: 'Add at least one paper.',
  subjectTwice: 'Each subject has one paper; this subject is already in the exam.',
  passingAboveMaximum: 'Passing marks cannot be more than the maximum marks.',
  onlyDraftChanges: 'Only a draft exam can be changed; move it back to draft first.',
  illegalMove: (from: ExamStatus, to: ExamStatus) =>
    `An exam that is ${STATUS_WORDS[from]} cannot be moved to ${STATUS_WORDS[to]}.`,
  published: 'The results are published; they cannot be changed.',
  publishedManagersOnly:
    'The results are published: only someone who manages Exams may change the marks, with a reason.',
  reasonNeeded: 'The results are published: give the reason for changing the marks.',
  notHeldYet: 'Marks are entered once the exam is held.',
  hallTicketsWhen: 'Hall tickets are printed once the exam is scheduled, until it is held.',
  noStudents: 'The exam’s batches have no students.',
  marksMissing: (papers: string) =>
    `Enter marks, absent or exempt for every student before publishing: ${papers}.`,
  marksMissingPaper: (subject: string, count: number) =>
    `${subject} (${count} ${count === 1 ? 'student' : 'students'})`,
  paperClash: (subject: string, refusal: string) => `${subject} paper: ${refusal}`,
  notInExam: (name: string) => `${name} is not in this exam’s batches.`,
  notInExamId: 'This student is not in this exam’s batches.',
  aboveMaximum: (name: string, maximum: number) => `${name}: marks cannot be more than ${maximum}.`,
  marksNeeded: (name: string) => `${name}: enter marks, or mark the student absent or exempt.`,
  noMarksWhenAbsent: (name: string) => `${name}: an absent or exempt student has no marks.`,
  marksRefused: (count: number) =>
    `${count} ${count === 1 ? 'mark needs' : 'marks need'} correcting; nothing was saved.`,
  scaleName: 'Please name the grading scale.',
  scaleTaken: 'You already have a grading scale with this name.',
  bandsFromZero: 'The lowest band must start at 0%.',
  bandsTwice: 'Two bands start at the same percentage.',
  grade: 'Please give the grade.',
} as const;

const marks = (message: string) =>
  z.coerce.number(message).int('Use whole marks.').min(0, message).max(1000, 'At most 1,000 marks.');

/** One paper: its subject, when and where, who invigilates, and its marks. */
export const paperInput = z
  .object({
    subjectId: idParam,
    date: calendarDate('Please enter a valid day.'),
    startTime: clockTime('Please enter a start time like 10:00.'),
    endTime: clockTime('Please enter an end time like 13:00.'),
    roomId: idParam.nullable().default(null),
    teacherId: idParam.nullable().default(null),
    maxMarks: marks('Please enter the maximum marks.').refine((n) => n >= 1, 'The maximum is at least 1.'),
    passingMarks: marks('Please enter the passing marks.'),
  })
  .refine((p) => p.endTime > p.startTime, { path: ['endTime'], message: timetableMessages.endBeforeStart })
  .refine((p) => p.passingMarks <= p.maxMarks, {
    path: ['passingMarks'],
    message: examMessages.passingAboveMaximum,
  });
export type PaperInput = z.input<typeof paperInput>;

export const examInput = z
  .object({
    name: requiredText(120, examMessages.name),
    type: z.enum(EXAM_TYPES),
    scaleId: idParam,
    /** Null: each paper's marks are its result; else computed through the structure (decision 093). */
    structureId: idParam.nullable().default(null),
    cardLayout: z.enum(CARD_LAYOUTS).default('institute'),
    /** On a CBSE card, the earlier exam whose results are Term 1. */
    termOneExamId: idParam.nullable().default(null),
    batchIds: z.array(idParam).min(1, examMessages.noBatches).max(50),
    papers: z.array(paperInput).min(1, examMessages.noPapers).max(30),
  })
  .superRefine((exam, ctx) => {
    const seen = new Set<number>();
    exam.papers.forEach((paper, i) => {
      if (seen.has(paper.subjectId))
        ctx.addIssue({
          code: 'custom',
          path: ['papers', i, 'subjectId'],
          message: examMessages.subjectTwice,
        });
      seen.add(paper.subjectId);
    });
  });
export type ExamInput = z.input<typeof examInput>;

export const examMove = z.object({ status: z.enum(EXAM_STATUSES) });

export const examListQuery = z.object({
  ...pageFields,
  status: z.enum(EXAM_STATUSES).optional(),
  type: z.enum(EXAM_TYPES).optional(),
});
export type ExamListQuery = z.input<typeof examListQuery>;

export const examItem = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(EXAM_TYPES),
  status: z.enum(EXAM_STATUSES),
  scaleName: z.string(),
  batchNames: z.array(z.string()),
  papers: z.number().int(),
  /** The first and last day of its papers. */
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
});
export type ExamItem = z.infer<typeof examItem>;
export const examPage = pageOf(examItem);
export type ExamPage = z.infer<typeof examPage>;

export const paper = z.object({
  id: z.number().int(),
  subjectId: z.number().int(),
  subjectName: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  roomId: z.number().int().nullable(),
  roomName: z.string().nullable(),
  teacherId: z.number().int().nullable(),
  teacherName: z.string().nullable(),
  maxMarks: z.number().int(),
  passingMarks: z.number().int(),
  /** Students with marks, absent or exempt recorded. */
  marked: z.number().int(),
});
export type Paper = z.infer<typeof paper>;

export const examDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(EXAM_TYPES),
  status: z.enum(EXAM_STATUSES),
  scaleId: z.number().int(),
  scaleName: z.string(),
  structureId: z.number().int().nullable(),
  structureName: z.string().nullable(),
  cardLayout: z.enum(CARD_LAYOUTS),
  termOneExamId: z.number().int().nullable(),
  termOneExamName: z.string().nullable(),
  batches: z.array(z.object({ id: z.number().int(), name: z.string(), students: z.number().int() })),
  papers: z.array(paper),
  publishedAt: z.string().nullable(),
});
export type ExamDetail = z.infer<typeof examDetail>;

/** A paper's marks: each student of the exam's batches, and what is recorded. */
export const paperMarkParams = z.object({ id: idParam, paperId: idParam });

export const markEntry = z.object({
  studentId: idParam,
  status: z.enum(MARK_STATUSES).default('present'),
  /** Null with `present`: nothing recorded (a cell cleared). Halves allowed (32.5). */
  marks: z
    .number()
    .multipleOf(0.5, 'Use whole or half marks.')
    .min(0, 'Marks cannot be negative.')
    .nullable(),
});
export const marksInput = z.object({
  marks: z.array(markEntry).max(2000),
  /** Needed once the results are published (a manager's change, kept in the audit log). */
  reason: z.string().trim().max(300, 'At most 300 characters.').default(''),
});
export type MarksInput = z.input<typeof marksInput>;

export const marksSheet = z.object({
  paper,
  status: z.enum(EXAM_STATUSES),
  /** The caller may change these marks now: held (anyone who enters marks), or published (a manager, with a reason). */
  mayChange: z.boolean(),
  students: z.array(
    z.object({
      studentId: z.number().int(),
      name: z.string(),
      admissionNumber: z.string(),
      batchName: z.string(),
      status: z.enum(MARK_STATUSES).nullable(),
      marks: z.number().nullable(),
    }),
  ),
});
export type MarksSheet = z.infer<typeof marksSheet>;

/** What an exam's form offers: current batches, subjects, rooms (with seats), active teachers, scales. */
const choice = z.object({ id: z.number().int(), name: z.string() });
export const examChoices = z.object({
  batches: z.array(choice.extend({ students: z.number().int() })),
  subjects: z.array(choice),
  rooms: z.array(choice.extend({ capacity: z.number().int().nullable() })),
  teachers: z.array(choice),
  scales: z.array(choice),
  structures: z.array(choice),
});
export type ExamChoices = z.infer<typeof examChoices>;

// Grading scales: bands from a percentage (inclusive) up to the next band's.
export const SCALE_KINDS = ['scholastic', 'co_scholastic'] as const;
export const gradingBand = z.object({
  fromPercent: z.number().min(0).max(100),
  grade: requiredText(10, examMessages.grade),
  gradePoint: z.number().min(0).max(100).nullable().default(null),
  remark: z.string().trim().max(100).default(''),
});
export const gradingScaleInput = z
  .object({
    name: requiredText(80, examMessages.scaleName),
    kind: z.enum(SCALE_KINDS).default('scholastic'),
    bands: z.array(gradingBand).min(1).max(20),
  })
  .superRefine((scale, ctx) => {
    if (!scale.bands.some((b) => b.fromPercent === 0))
      ctx.addIssue({ code: 'custom', path: ['bands'], message: examMessages.bandsFromZero });
    const seen = new Set<number>();
    scale.bands.forEach((band, i) => {
      if (seen.has(band.fromPercent))
        ctx.addIssue({ code: 'custom', path: ['bands', i, 'fromPercent'], message: examMessages.bandsTwice });
      seen.add(band.fromPercent);
    });
  });
export type GradingScaleInput = z.input<typeof gradingScaleInput>;
export const gradingScale = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(SCALE_KINDS),
  builtIn: z.boolean(),
  /** Highest first. */
  bands: z.array(
    z.object({
      fromPercent: z.number(),
      grade: z.string(),
      gradePoint: z.number().nullable(),
      remark: z.string(),
    }),
  ),
});
export type GradingScale = z.infer<typeof gradingScale>;
export const gradingScaleList = z.object({ data: z.array(gradingScale) });
export type GradingScaleList = z.infer<typeof gradingScaleList>;

/** The scales every organisation has ready-made (CBSE's, and the co-scholastic 3- and 5-point ones). */
export const BUILT_IN_SCALES: { key: string; input: z.input<typeof gradingScaleInput> }[] = [
  {
    key: 'cbse',
    input: {
      name: 'CBSE (A1–E)',
      kind: 'scholastic',
      bands: [
        { fromPercent: 91, grade: 'A1', gradePoint: 10, remark: 'Outstanding' },
        { fromPercent: 81, grade: 'A2', gradePoint: 9, remark: 'Excellent' },
        { fromPercent: 71, grade: 'B1', gradePoint: 8, remark: 'Very good' },
        { fromPercent: 61, grade: 'B2', gradePoint: 7, remark: 'Good' },
        { fromPercent: 51, grade: 'C1', gradePoint: 6, remark: 'Above average' },
        { fromPercent: 41, grade: 'C2', gradePoint: 5, remark: 'Average' },
        { fromPercent: 33, grade: 'D', gradePoint: 4, remark: 'Pass' },
        { fromPercent: 0, grade: 'E', gradePoint: 0, remark: 'Needs improvement' },
      ],
    },
  },
  {
    key: 'co3',
    input: {
      name: 'Co-scholastic, 3-point (A–C)',
      kind: 'co_scholastic',
      bands: [
        { fromPercent: 67, grade: 'A', gradePoint: 3, remark: 'Outstanding' },
        { fromPercent: 34, grade: 'B', gradePoint: 2, remark: 'Very good' },
        { fromPercent: 0, grade: 'C', gradePoint: 1, remark: 'Fair' },
      ],
    },
  },
  {
    key: 'co5',
    input: {
      name: 'Co-scholastic, 5-point (A–E)',
      kind: 'co_scholastic',
      bands: [
        { fromPercent: 81, grade: 'A', gradePoint: 5, remark: 'Outstanding' },
        { fromPercent: 61, grade: 'B', gradePoint: 4, remark: 'Excellent' },
        { fromPercent: 41, grade: 'C', gradePoint: 3, remark: 'Very good' },
        { fromPercent: 21, grade: 'D', gradePoint: 2, remark: 'Good' },
        { fromPercent: 0, grade: 'E', gradePoint: 1, remark: 'Needs improvement' },
      ],
    },
  },
];
