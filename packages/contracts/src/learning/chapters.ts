import { z } from 'zod';
import { CHAPTER_UPDATE_REQUIRED, TOPIC_NAME_REQUIRED } from './constants.ts';
import { codeParam, optionalText, param } from './fields.ts';

/** The chapter manager's chapter and topic calls (spec §7 "Chapters, topics, content"). */

/** {suCode, boardCode, classCode, subjectCode, chapterCode}; an empty chapterCode lists every chapter. */
export const chapterDetailsBody = z.object({
  suCode: param(20),
  boardCode: codeParam(),
  classCode: codeParam(),
  subjectCode: codeParam(),
  chapterCode: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .optional(),
});
export type ChapterDetailsBody = z.input<typeof chapterDetailsBody>;
export const topicDetailsBody = chapterDetailsBody.extend({ chapterCode: param() });
export type TopicDetailsBody = z.input<typeof topicDetailsBody>;

export const chapter = z.object({
  ChapterCode: z.string(),
  ChapterName: z.string(),
  ChapterSlNo: z.number().int(),
  ChapterDefault: z.enum(['Y', 'N']),
  /** The image itself comes from /api/get-chapterImage, so that the list stays small. */
  HasImage: z.boolean(),
  TopicCount: z.number().int(),
});
export type Chapter = z.infer<typeof chapter>;
export const chapterDetailsResponse = z.object({ chapters: z.array(chapter) });
export type ChapterDetailsResponse = z.infer<typeof chapterDetailsResponse>;

export const topic = z.object({
  TopicCode: z.string(),
  TopicName: z.string(),
  TopicSLNo: z.number().int(),
  ContentCount: z.number().int(),
});
export type Topic = z.infer<typeof topic>;
export const topicDetailsResponse = z.object({ topics: z.array(topic) });
export type TopicDetailsResponse = z.infer<typeof topicDetailsResponse>;

export const addChapterBody = z.object({
  chapterName: z
    .string({ error: 'Please enter a chapter name.' })
    .trim()
    .min(1, 'Please enter a chapter name.')
    .max(200, 'Chapter names are at most 200 characters.'),
  suCode: param(20),
  boardCode: codeParam(),
  classCode: codeParam(),
  subjectCode: codeParam(),
  createdBy: optionalText(100),
});
export type AddChapterBody = z.input<typeof addChapterBody>;
export const addChapterResponse = z.object({
  message: z.string(),
  ChapterCode: z.string(),
  ChapterSlNo: z.number().int(),
});

export const chapterKeyBody = z.object({
  boardCode: codeParam(),
  classCode: codeParam(),
  subjectCode: codeParam(),
  chapterCode: param(),
});
export type ChapterKeyBody = z.input<typeof chapterKeyBody>;
export const chapterImageResponse = z.object({
  success: z.boolean(),
  data: z.object({
    /** A data: URL (base64), or null when the chapter has no image. */
    ChapterImage: z.string().nullable(),
    ChapterDefault: z.enum(['Y', 'N']),
  }),
});
export type ChapterImageResponse = z.infer<typeof chapterImageResponse>;

/** Text fields of the multipart /api/update-chapter; the image is the file field chapterImage. */
export const updateChapterFields = z.object({
  boardCode: codeParam(),
  classCode: codeParam(),
  subjectCode: codeParam(),
  chapterCode: z
    .string({ error: CHAPTER_UPDATE_REQUIRED })
    .trim()
    .min(1, CHAPTER_UPDATE_REQUIRED)
    .max(40, CHAPTER_UPDATE_REQUIRED),
  chapterName: z
    .string({ error: CHAPTER_UPDATE_REQUIRED })
    .trim()
    .min(1, CHAPTER_UPDATE_REQUIRED)
    .max(200, 'Chapter names are at most 200 characters.'),
  chapterDefault: z
    .string({ error: CHAPTER_UPDATE_REQUIRED })
    .trim()
    .toUpperCase()
    .pipe(z.enum(['Y', 'N'], { error: CHAPTER_UPDATE_REQUIRED })),
  updatedBy: optionalText(100),
});

export const addTopicBody = z.object({
  suCode: param(20),
  boardCode: codeParam(),
  classCode: codeParam(),
  subjectCode: codeParam(),
  chapterCode: param(),
  topicName: z
    .string({ error: TOPIC_NAME_REQUIRED })
    .trim()
    .min(1, TOPIC_NAME_REQUIRED)
    .max(200, 'Topic names are at most 200 characters.'),
  createdBy: optionalText(100),
});
export type AddTopicBody = z.input<typeof addTopicBody>;
export const addTopicResponse = z.object({
  message: z.string(),
  TopicCode: z.string(),
  TopicSLNo: z.number().int(),
});

/** Note the spec's PascalCase here. */
export const updateTopicBody = z.object({
  BoardCode: codeParam(),
  ClassCode: codeParam(),
  SubjectCode: codeParam(),
  ChapterCode: param(),
  TopicCode: param(),
  TopicName: z
    .string({ error: TOPIC_NAME_REQUIRED })
    .trim()
    .min(1, TOPIC_NAME_REQUIRED)
    .max(200, 'Topic names are at most 200 characters.'),
  UpdatedBy: optionalText(100),
});
export type UpdateTopicBody = z.input<typeof updateTopicBody>;
export const messageOnlyResponse = z.object({ message: z.string() });

export const topicKeyBody = chapterKeyBody.extend({ topicCode: param() });
export type TopicKeyBody = z.input<typeof topicKeyBody>;
