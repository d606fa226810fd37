import { z } from 'zod';
import { idParam, pageFields, pageOf, requiredText } from '../common.ts';

/**
 * The question bank (issue 67, decision 076): questions filed on the learning tree (a chapter of a
 * board × class × subject, and optionally one of its topics), each at a Bloom's level, of a type, with
 * marks and a difficulty. Read at the ExamManagementSystem menu's view level, changed at manage.
 */

/** Bloom's revised taxonomy, lowest to highest. */
export const BLOOM_LEVELS = ['remember', 'understand', 'apply', 'analyse', 'evaluate', 'create'] as const;
export type BloomLevel = (typeof BLOOM_LEVELS)[number];
export const QUESTION_TYPES = ['mcq', 'short', 'long', 'numerical'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
/** An MCQ has two to six options, lettered A to F. */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export const questionMessages = {
  notFound: 'Question not found.',
  chapterNotFound: 'Choose one of your chapters.',
  topicNotInChapter: 'Choose a topic of this chapter.',
  text: 'Please write the question.',
  options: 'An MCQ has two to six options.',
  optionText: 'Please fill in every option.',
  correctOption: 'Choose the correct option.',
  noOptions: 'Only an MCQ has options.',
  answer: 'Please give the answer.',
  numericalAnswer: 'A numerical answer is a number, like 9.8 or -3.',
  marks: 'Marks are a whole number from 1 to 100.',
} as const;

const text = (max: number) => z.string().trim().max(max);

export const questionInput = z
  .object({
    chapterId: idParam,
    topicId: idParam.nullable().default(null),
    bloom: z.enum(BLOOM_LEVELS),
    type: z.enum(QUESTION_TYPES),
    text: requiredText(2000, questionMessages.text),
    /** MCQ only. */
    options: z.array(text(500)).default([]),
    /** MCQ only: the correct option's index (0 is A). */
    correctOption: z.number().int().min(0).max(5).nullable().default(null),
    /** The model answer (short, numerical) or marking points (long); for an MCQ, an optional explanation. */
    answer: text(2000).default(''),
    marks: z.coerce
      .number(questionMessages.marks)
      .int(questionMessages.marks)
      .min(1, questionMessages.marks)
      .max(100, questionMessages.marks),
    difficulty: z.enum(DIFFICULTIES).default('medium'),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (q.type === 'mcq') {
      if (q.options.length < 2 || q.options.length > 6) issue('options', questionMessages.options);
      q.options.forEach((o, i) => {
        if (!o) ctx.addIssue({ code: 'custom', path: ['options', i], message: questionMessages.optionText });
      });
      if (q.correctOption === null || q.correctOption >= q.options.length)
        issue('correctOption', questionMessages.correctOption);
    } else {
      if (q.options.length > 0) issue('options', questionMessages.noOptions);
      if (q.type !== 'long' && !q.answer) issue('answer', questionMessages.answer);
      if (q.type === 'numerical' && q.answer && !/^-?\d+(\.\d+)?(\s.*)?$/.test(q.answer))
        issue('answer', questionMessages.numericalAnswer);
    }
  })
  .transform((q) => (q.type === 'mcq' ? q : { ...q, correctOption: null }));
export type QuestionInput = z.input<typeof questionInput>;

export const questionListQuery = z.object({
  ...pageFields,
  subjectId: idParam.optional(),
  chapterId: idParam.optional(),
  bloom: z.enum(BLOOM_LEVELS).optional(),
  type: z.enum(QUESTION_TYPES).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
});
export type QuestionListQuery = z.input<typeof questionListQuery>;

export const question = z.object({
  id: z.number().int(),
  boardName: z.string(),
  className: z.string(),
  subjectId: z.number().int(),
  subjectName: z.string(),
  chapterId: z.number().int(),
  chapterName: z.string(),
  topicId: z.number().int().nullable(),
  topicName: z.string().nullable(),
  bloom: z.enum(BLOOM_LEVELS),
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  options: z.array(z.string()),
  correctOption: z.number().int().nullable(),
  answer: z.string(),
  marks: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
});
export type Question = z.infer<typeof question>;
export const questionPage = pageOf(question);
export type QuestionPage = z.infer<typeof questionPage>;

/** The learning tree as the question form offers it, and the batches a paper is for. */
export const questionChoices = z.object({
  chapters: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      boardName: z.string(),
      className: z.string(),
      subjectId: z.number().int(),
      subjectName: z.string(),
      topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
  subjects: z.array(z.object({ id: z.number().int(), name: z.string() })),
  batches: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type QuestionChoices = z.infer<typeof questionChoices>;

// --- Import from CSV (the students' import convention: check, then all rows or none) ---------------

export const QUESTION_IMPORT_COLUMNS = [
  'Board',
  'Class',
  'Subject',
  'Chapter',
  'Topic',
  'Bloom level',
  'Type',
  'Question',
  'Option A',
  'Option B',
  'Option C',
  'Option D',
  'Option E',
  'Option F',
  'Answer',
  'Marks',
  'Difficulty',
] as const;
export const QUESTION_IMPORT_MAX_ROWS = 2000;
export const QUESTION_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const questionImportMessages = {
  tooMany: `At most ${QUESTION_IMPORT_MAX_ROWS} questions in one file: split it into smaller files.`,
  unpacksTooLarge:
    'This workbook holds too much to import: keep only the questions’ sheet, or save it as CSV, and import again.',
  chapterNotFound: (where: string) => `Chapter: “${where}” is not one of your chapters.`,
  topicNotFound: (topic: string) => `Topic: “${topic}” is not a topic of this chapter.`,
  notOneOf: (column: string, value: string, allowed: readonly string[]) =>
    `${column}: “${value}” is not one of ${allowed.join(', ')}.`,
  answerLetter: (letters: string) =>
    `Answer: for an MCQ, give the letter of the correct option (${letters}).`,
  sameAs: (line: number) => `The same question as line ${line}.`,
} as const;

export const questionImportRow = z.object({
  line: z.number().int(),
  chapter: z.string(),
  bloom: z.string(),
  type: z.string(),
  text: z.string(),
  marks: z.string(),
  errors: z.array(z.string()),
});
export type QuestionImportRow = z.infer<typeof questionImportRow>;
export const questionImportResult = z.object({
  rows: z.array(questionImportRow),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** True once every row is saved (mode `save`). */
  saved: z.boolean(),
});
export type QuestionImportResult = z.infer<typeof questionImportResult>;
