import { z } from 'zod';
import { idParam, pageFields, pageOf, requiredText } from '../common.ts';
import { BLOOM_LEVELS, DIFFICULTIES, QUESTION_TYPES } from './questions.ts';

/**
 * A question paper built from a blueprint (decision 076): cells of a chapter × Bloom's level × marks
 * each, asking for so many questions; the builder picks questions that fit, none of them on the
 * batch's RECENT_PAPERS latest papers; the staff member swaps any; the paper is saved with a copy of
 * each question as it was printed.
 */

/** A question on any of the batch's latest papers is not picked again. */
export const RECENT_PAPERS = 5;

const BLOOM_WORDS: Record<(typeof BLOOM_LEVELS)[number], string> = {
  remember: 'Remember',
  understand: 'Understand',
  apply: 'Apply',
  analyse: 'Analyse',
  evaluate: 'Evaluate',
  create: 'Create',
};
const marksWord = (n: number) => `${n} ${n === 1 ? 'mark' : 'marks'}`;
const questionsWord = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;

export const paperMessages = {
  notFound: 'Question paper not found.',
  batchNotFound: 'Choose one of your batches.',
  name: 'Please name the paper.',
  noCells: 'Add at least one row to the blueprint.',
  cellTwice: 'This chapter, level and marks are already a row of the blueprint.',
  count: 'Ask for 1 to 50 questions.',
  totalMismatch: (cells: number, total: number) =>
    `The blueprint adds up to ${marksWord(cells)}, not the ${marksWord(total)} of the paper.`,
  /** A cell the bank cannot fill: which, and by how many. */
  short: (
    cell: { chapterName: string; bloom: (typeof BLOOM_LEVELS)[number]; marks: number },
    wanted: number,
    fresh: number,
    recent: number,
  ) =>
    `${cell.chapterName} · ${BLOOM_WORDS[cell.bloom]} · ${marksWord(cell.marks)}: ${questionsWord(wanted)} asked, ` +
    `the bank has ${fresh === 0 ? 'none' : `only ${fresh}`}${recent > 0 ? ` not on the batch’s recent papers (${recent} more ${recent === 1 ? 'is' : 'are'} on them)` : ''}` +
    ` — ${wanted - fresh} short. Add questions or ask for fewer.`,
  cannotFill: (cells: number) =>
    `The bank cannot fill ${cells === 1 ? 'one row' : `${cells} rows`} of the blueprint; each is marked.`,
  noOtherQuestion:
    'No other question fits this row (chapter, level and marks) that is not already on the paper or the batch’s recent papers.',
  notInBlueprint: 'The paper’s questions do not match its blueprint: build it again.',
  questionTwice: 'A question is on the paper twice.',
  questionGone: 'A question of the paper is no longer in the bank: build it again.',
  recentRepeat: 'A question of the paper is on one of the batch’s recent papers: swap it.',
} as const;

export const blueprintCell = z.object({
  chapterId: idParam,
  bloom: z.enum(BLOOM_LEVELS),
  /** Marks of each question of this cell. */
  marks: z.coerce.number().int().min(1, 'At least 1 mark.').max(100, 'At most 100 marks.'),
  count: z.coerce.number().int().min(1, paperMessages.count).max(50, paperMessages.count),
});
export type BlueprintCell = z.infer<typeof blueprintCell>;

export const blueprint = z
  .object({
    batchId: idParam,
    name: requiredText(120, paperMessages.name),
    totalMarks: z.coerce.number().int().min(1).max(1000),
    cells: z.array(blueprintCell).min(1, paperMessages.noCells).max(60),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.cells.forEach((c, i) => {
      const key = `${c.chapterId}|${c.bloom}|${c.marks}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['cells', i, 'chapterId'], message: paperMessages.cellTwice });
      seen.add(key);
    });
    const sum = b.cells.reduce((s, c) => s + c.marks * c.count, 0);
    if (sum !== b.totalMarks)
      ctx.addIssue({
        code: 'custom',
        path: ['totalMarks'],
        message: paperMessages.totalMismatch(sum, b.totalMarks),
      });
  });
export type Blueprint = z.input<typeof blueprint>;

/** A question as a paper holds it: a copy of what was printed. */
export const paperQuestion = z.object({
  /** Null once the question is removed from the bank. */
  questionId: z.number().int().nullable(),
  /** The blueprint cell it fills. */
  cell: z.number().int(),
  chapterName: z.string(),
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
export type PaperQuestion = z.infer<typeof paperQuestion>;

/** What the builder picked (not yet saved), cell by cell. */
export const builtPaper = z.object({ questions: z.array(paperQuestion) });
export type BuiltPaper = z.infer<typeof builtPaper>;

/** Another question for one place on the paper. */
export const swapInput = z.object({
  batchId: idParam,
  cell: blueprintCell.omit({ count: true }),
  /** The paper's questions now (none of them is offered). */
  exclude: z.array(idParam).max(500),
  /** Questions already offered for this place, offered last. */
  offered: z.array(idParam).max(500).default([]),
});
export type SwapInput = z.input<typeof swapInput>;

export const questionPaperInput = z.intersection(
  blueprint,
  z.object({ questionIds: z.array(idParam).min(1).max(500) }),
);
export type QuestionPaperInput = z.input<typeof questionPaperInput>;

export const paperListQuery = z.object({ ...pageFields, batchId: idParam.optional() });
export type PaperListQuery = z.input<typeof paperListQuery>;

export const paperItem = z.object({
  id: z.number().int(),
  name: z.string(),
  batchId: z.number().int(),
  batchName: z.string(),
  totalMarks: z.number().int(),
  questionCount: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type PaperItem = z.infer<typeof paperItem>;
export const questionPaperPage = pageOf(paperItem);
export type QuestionPaperPage = z.infer<typeof questionPaperPage>;

export const questionPaper = paperItem.extend({
  cells: z.array(blueprintCell.extend({ chapterName: z.string() })),
  questions: z.array(paperQuestion),
});
export type QuestionPaper = z.infer<typeof questionPaper>;
