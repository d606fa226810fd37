/** Reordering (/api/v1) and the learning views (LMS, LMS_Video, LearnVideo, ClassVideo, SimulationVideo). */

import { z } from 'zod';
import { pageFields } from '../common.ts';
import { chapterKeyBody, topicKeyBody } from './chapters.ts';
import { VIDEO_CONTENT_TYPES } from './constants.ts';
import type { ContentType } from './constants.ts';
import { contentButton } from './content.ts';
import { codeParam, param, slNo } from './fields.ts';

// ---- reordering (/api/v1) ----

const codeList = z.array(param()).min(1).max(5000);
export const reorderChaptersBody = z.object({
  boardCode: codeParam(),
  classCode: codeParam(),
  subjectCode: codeParam(),
  /** Every chapter code of the subject, in the new order. */
  chapterCodes: codeList,
});
export type ReorderChaptersBody = z.input<typeof reorderChaptersBody>;
export const reorderTopicsBody = chapterKeyBody.extend({ topicCodes: codeList });
export type ReorderTopicsBody = z.input<typeof reorderTopicsBody>;
export const reorderContentBody = topicKeyBody.extend({
  /** Every ContentSLNo of the topic, in the new order. */
  contentSLNos: z.array(slNo).min(1).max(5000),
});
export type ReorderContentBody = z.input<typeof reorderContentBody>;
export const reorderResponse = z.object({ message: z.string() });
export const ORDER_CHANGED = 'The list has changed since you opened it. Please reload it and try again.';

// ---- learning views (LMS, LMS_Video, LearnVideo, ClassVideo, SimulationVideo) ----

export interface LearningView {
  frmName: string;
  slug: string;
  /** The content types the view lists; null for all. */
  types: readonly ContentType[] | null;
}
export const LEARNING_VIEWS: readonly LearningView[] = [
  { frmName: 'LMS', slug: 'lms', types: null },
  { frmName: 'LMS_Video', slug: 'lms-video', types: VIDEO_CONTENT_TYPES },
  { frmName: 'LearnVideo', slug: 'learn-video', types: ['Video'] },
  { frmName: 'ClassVideo', slug: 'class-video', types: ['Activity Video'] },
  { frmName: 'SimulationVideo', slug: 'simulation-video', types: ['Simulation Video'] },
];

/** Board × class × subject combinations that hold content the view shows. */
export const learningCatalogue = z.object({
  data: z.array(
    z.object({
      boardCode: z.string(),
      boardName: z.string(),
      classCode: z.string(),
      className: z.string(),
      subjectCode: z.string(),
      subjectName: z.string(),
      chapterCount: z.number().int(),
      contentCount: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type LearningCatalogue = z.infer<typeof learningCatalogue>;

export const learningChaptersQuery = z.object({
  boardCode: codeParam(),
  classCode: codeParam(),
  subjectCode: codeParam(),
  ...pageFields,
});
export type LearningChaptersQuery = z.input<typeof learningChaptersQuery>;
export const learningChapters = z.object({
  data: z.array(
    z.object({
      ChapterCode: z.string(),
      ChapterName: z.string(),
      ChapterSlNo: z.number().int(),
      contentCount: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type LearningChapters = z.infer<typeof learningChapters>;

export const learningTopicsQuery = z.object({
  boardCode: codeParam(),
  classCode: codeParam(),
  subjectCode: codeParam(),
  chapterCode: param(),
});
export type LearningTopicsQuery = z.input<typeof learningTopicsQuery>;
export const learningTopics = z.object({
  data: z.array(
    z.object({
      TopicCode: z.string(),
      TopicName: z.string(),
      TopicSLNo: z.number().int(),
      contents: z.array(contentButton),
    }),
  ),
  total: z.number().int(),
});
export type LearningTopics = z.infer<typeof learningTopics>;

export const learningMediaQuery = learningTopicsQuery.extend({ topicCode: param(), contentSLNo: slNo });
export type LearningMediaQuery = z.input<typeof learningMediaQuery>;
