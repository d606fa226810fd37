import { z } from 'zod';
import { idParam, requiredText } from './common.ts';
import { markEntry, marksSheet } from './exams.ts';

/**
 * Assessment structures (issue 67, decision 093): a subject's result made of weighted components,
 * e.g. CBSE classes VI–VIII, per term: periodic test 10 (best 2 of 3) + notebook 5 + subject
 * enrichment 5 + the half-yearly or annual exam 80. Each component's counted attempts are scaled to
 * its weight and rounded to one decimal; the subject's marks are the sum of what is printed. Absent
 * counts as no marks (or, when the structure says so, is left out like exempt); an exempt component
 * is left out of what the subject is out of, so the others carry the result.
 */

export const assessmentMessages = {
  name: 'Please name the structure.',
  taken: 'You already have an assessment structure with this name.',
  notFound: 'Choose one of your assessment structures.',
  componentName: 'Please name the component.',
  onePaper: 'Exactly one component is the exam’s own paper.',
  bestAboveAttempts: 'Best of cannot be more than the attempts.',
  outOfNeeded: 'Give what each attempt is marked out of.',
  componentNotFound: 'This exam’s structure has no such component.',
  attemptNotFound: (attempts: number) =>
    `This component has ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}.`,
  noStructure: 'This exam has no assessment structure; enter the paper’s marks.',
  paperComponent: 'The exam’s own paper is entered on the paper’s marks sheet.',
} as const;

const say = assessmentMessages;

export const assessmentComponentInput = z
  .object({
    name: requiredText(60, say.componentName),
    weight: z.number().positive('The weight is more than 0.').max(1000),
    attempts: z.number().int().min(1).max(10).default(1),
    best: z.number().int().min(1).max(10).default(1),
    /** Each attempt's maximum; null for the exam's own paper (its maximum). */
    outOf: z.number().positive().max(1000).nullable().default(null),
    fromPaper: z.boolean().default(false),
    absentCounts: z.boolean().default(true),
  })
  .refine((c) => c.best <= c.attempts, { path: ['best'], message: say.bestAboveAttempts })
  .refine((c) => c.fromPaper || c.outOf !== null, { path: ['outOf'], message: say.outOfNeeded });

export const assessmentStructureInput = z
  .object({
    name: requiredText(80, say.name),
    components: z.array(assessmentComponentInput).min(1).max(12),
  })
  .refine((s) => s.components.filter((c) => c.fromPaper).length === 1, {
    path: ['components'],
    message: say.onePaper,
  });
export type AssessmentStructureInput = z.input<typeof assessmentStructureInput>;

export const assessmentComponent = z.object({
  position: z.number().int(),
  name: z.string(),
  weight: z.number(),
  attempts: z.number().int(),
  best: z.number().int(),
  outOf: z.number().nullable(),
  fromPaper: z.boolean(),
  absentCounts: z.boolean(),
});
export type AssessmentComponent = z.infer<typeof assessmentComponent>;

export const assessmentStructure = z.object({
  id: z.number().int(),
  name: z.string(),
  builtIn: z.boolean(),
  /** The sum of the weights: what a subject is out of. */
  total: z.number(),
  components: z.array(assessmentComponent),
});
export type AssessmentStructure = z.infer<typeof assessmentStructure>;
export const assessmentStructureList = z.object({ data: z.array(assessmentStructure) });
export type AssessmentStructureList = z.infer<typeof assessmentStructureList>;

/** The structures every organisation has ready-made. */
export const BUILT_IN_STRUCTURES: { key: string; input: AssessmentStructureInput }[] = [
  {
    key: 'cbse6-8',
    input: {
      name: 'CBSE VI–VIII term',
      components: [
        { name: 'Periodic test', weight: 10, attempts: 3, best: 2, outOf: 20 },
        { name: 'Notebook', weight: 5, outOf: 5 },
        { name: 'Subject enrichment', weight: 5, outOf: 5 },
        { name: 'Half-yearly/annual exam', weight: 80, fromPaper: true },
      ],
    },
  },
];

/** One column of a structured paper: a component's attempt. */
export const componentMarkParams = z.object({
  id: idParam,
  paperId: idParam,
  position: z.coerce.number().int().min(0).max(20),
  attempt: z.coerce.number().int().min(1).max(10),
});
export const componentMarksInput = z.object({
  marks: z.array(markEntry).max(2000),
  reason: z.string().trim().max(300, 'At most 300 characters.').default(''),
});
export type ComponentMarksInput = z.input<typeof componentMarksInput>;

/** A component attempt's marks for each student of the exam: the paper's sheet, with which part it is. */
export const componentMarksSheet = marksSheet.extend({
  component: assessmentComponent,
  attempt: z.number().int(),
});
export type ComponentMarksSheet = z.infer<typeof componentMarksSheet>;

/** A component of a student's structured paper result. */
export const componentResult = z.object({
  name: z.string(),
  weight: z.number(),
  /** exempt: left out of what the subject is out of; null: nothing counted yet. */
  status: z.enum(['present', 'absent', 'exempt']).nullable(),
  /** Scaled to the weight, one decimal; null when exempt or not entered. */
  marks: z.number().nullable(),
  /** Each attempt as entered: marks, AB, EX or nothing. */
  attempts: z.array(
    z.object({ status: z.enum(['present', 'absent', 'exempt']).nullable(), marks: z.number().nullable() }),
  ),
});
export type ComponentResult = z.infer<typeof componentResult>;
