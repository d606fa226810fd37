import { z } from 'zod';
import { idParam } from './common.ts';

/**
 * A batch's syllabus plan and what its sessions covered (BatchContent, DESIGN §8): the topics of each
 * subject in teaching order, each covered once any session marks it; coverage per subject.
 */

export const syllabusMessages = {
  subjectNotInBatch: 'Choose one of the batch’s subjects.',
  topicsNotFound: 'Choose topics of this subject’s chapters.',
  notYet: 'A class can be marked covered once it has begun.',
  cancelled: 'A cancelled class covered nothing.',
  notPlanned: 'Choose topics from the batch’s plan for this subject.',
} as const;

export const syllabusPlanInput = z.object({
  subjectId: idParam,
  /** The subject's topics in the order they are to be taught; an empty list clears the plan. */
  topicIds: z.array(idParam).max(500, 'At most 500 topics in one subject’s plan.'),
});
export type SyllabusPlanInput = z.input<typeof syllabusPlanInput>;

export const sessionTopicsInput = z.object({
  topicIds: z.array(idParam).max(50, 'At most 50 topics in one class.'),
});
export type SessionTopicsInput = z.input<typeof sessionTopicsInput>;

const plannedTopic = z.object({
  topicId: z.number().int(),
  topicName: z.string(),
  chapterName: z.string(),
  /** The first day a session covered it, or null. */
  coveredOn: z.string().nullable(),
  /** How many sessions covered it. */
  sessions: z.number().int(),
});

export const subjectCoverage = z.object({
  subjectId: z.number().int(),
  subjectName: z.string(),
  planned: z.number().int(),
  covered: z.number().int(),
  /** Whole per cent, covered of planned (0 with no plan). */
  percent: z.number().int(),
  topics: z.array(plannedTopic),
});
export type SubjectCoverage = z.infer<typeof subjectCoverage>;

/** The chapters (with topics) a subject's plan can take: the batch's board and class, when it has them. */
export const syllabusChoices = z.array(
  z.object({
    subjectId: z.number().int(),
    chapterId: z.number().int(),
    chapterName: z.string(),
    topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
);

export const batchSyllabus = z.object({
  subjects: z.array(subjectCoverage),
  chapters: syllabusChoices,
});
export type BatchSyllabus = z.infer<typeof batchSyllabus>;

/** What one session covered, and the batch's plan for its subject to choose from. */
export const sessionCoverage = z.object({
  sessionId: z.number().int(),
  subjectId: z.number().int().nullable(),
  covered: z.array(z.number().int()),
  plan: z.array(plannedTopic),
});
export type SessionCoverage = z.infer<typeof sessionCoverage>;
