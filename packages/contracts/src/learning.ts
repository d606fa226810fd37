import { z } from 'zod';

/**
 * Learning content (issue 3): boards, classes and subjects (/api/v1), the chapter manager's calls of
 * spec §7 "Chapters, topics, content" (exact paths, field names and casing), reordering, uploads
 * and the learning views. Messages quoted by the spec are kept word for word.
 */

// ---- messages the spec quotes (§5, §8) ----

export const MISSING_PARAMETERS = 'One or more parameters are missing.';
export const CHAPTER_UPDATE_REQUIRED = 'Chapter code, name and default status are required';
export const CHAPTER_IMAGE_TOO_LARGE = 'Image size should be less than 5MB';
export const TOPIC_NAME_REQUIRED = 'Please enter a topic name.';
export const CONTENT_FIELDS_REQUIRED = 'Please fill all fields before saving.';
export const INVALID_URL = 'Please enter a valid URL.';
export const INVALID_SIMULATION_URL = 'Please enter a valid URL for Simulation Video.';

/** Spec §9: a chapter image is under 5MB (5242880 bytes). */
export const CHAPTER_IMAGE_MAX_BYTES = 5_242_880;
export const CHAPTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

// ---- content types (spec §3, §9) ----

/** Offered when adding content. */
export const CONTENT_TYPES = [
  'PPT',
  'Video',
  'Assignment',
  'Worksheet',
  'Activity Video',
  'Activity Item',
  'Simulation Video',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
/** Also read from older data: PDF and upper-case variants (ASSIGNMENT, WORKSHEET, …). */
export const READ_CONTENT_TYPES = [...CONTENT_TYPES, 'PDF'] as const;
export type ReadContentType = (typeof READ_CONTENT_TYPES)[number];
export const VIDEO_CONTENT_TYPES: readonly ContentType[] = ['Video', 'Activity Video', 'Simulation Video'];

/** The canonical type of a stored or sent type, whatever its case; null when it is none of them. */
export function canonicalContentType(value: string): ReadContentType | null {
  const wanted = value.trim().toLowerCase().replace(/\s+/g, ' ');
  return READ_CONTENT_TYPES.find((type) => type.toLowerCase() === wanted) ?? null;
}

// ---- field helpers ----

/** A code or id sent as a string or a number; missing or empty is the spec's missing-parameters message. */
const param = (max = 40) =>
  z
    .union([z.string(), z.number()], { error: MISSING_PARAMETERS })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, MISSING_PARAMETERS).max(max, MISSING_PARAMETERS));
/** Board, class and subject codes are stored upper-case; any case finds them. */
const codeParam = () => param(20).transform((v) => v.toUpperCase());
const optionalText = (max: number) => z.string().max(max).optional();
const slNo = z.coerce
  .number({ error: MISSING_PARAMETERS })
  .int(MISSING_PARAMETERS)
  .positive(MISSING_PARAMETERS)
  .max(1_000_000);

// ---- boards, classes, subjects (/api/v1/boards, /classes, /subjects) ----

export const CURRICULUM_KINDS = ['board', 'class', 'subject'] as const;
export type CurriculumKind = (typeof CURRICULUM_KINDS)[number];

export const curriculumCode = z
  .string({ error: 'Please enter a code.' })
  .trim()
  .toUpperCase()
  .min(1, 'Please enter a code.')
  .max(20, 'Codes are at most 20 characters.')
  .regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'Use letters, digits, - and _ only (no spaces).');
const curriculumName = z
  .string({ error: 'Please enter a name.' })
  .trim()
  .min(1, 'Please enter a name.')
  .max(100, 'Names are at most 100 characters.');

export const curriculumBody = z.object({ code: curriculumCode, name: curriculumName });
export type CurriculumBody = z.input<typeof curriculumBody>;
export const curriculumUpdateBody = z
  .object({ code: curriculumCode.optional(), name: curriculumName.optional() })
  .refine((v) => v.code !== undefined || v.name !== undefined, 'Nothing to change.');
export type CurriculumUpdateBody = z.input<typeof curriculumUpdateBody>;

export const CURRICULUM_SORTS = ['code', '-code', 'name', '-name', 'createdAt', '-createdAt'] as const;
export const curriculumListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(CURRICULUM_SORTS).default('code'),
  q: z.string().trim().max(100).optional(),
});
export type CurriculumListQuery = z.input<typeof curriculumListQuery>;
export const curriculumIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const curriculumItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Chapters filed under it; a delete is refused while this is above 0. */
  chapterCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CurriculumItem = z.infer<typeof curriculumItem>;
export const curriculumList = z.object({ data: z.array(curriculumItem), total: z.number().int() });
export type CurriculumList = z.infer<typeof curriculumList>;

/** Every board, class and subject of the organisation, for pickers. */
const option = z.object({ code: z.string(), name: z.string() });
export const curriculumOptions = z.object({
  boards: z.array(option),
  classes: z.array(option),
  subjects: z.array(option),
});
export type CurriculumOptions = z.infer<typeof curriculumOptions>;

// ---- chapters, topics, content: spec §7 ----

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

/** Note the spec's casing: suCode, then PascalCase codes. */
export const studyContentBody = z.object({
  suCode: param(20),
  BoardCode: codeParam(),
  ClassCode: codeParam(),
  SubjectCode: codeParam(),
  ChapterCode: param(),
  TopicCode: param(),
});
export type StudyContentBody = z.input<typeof studyContentBody>;

export const studyContent = z.object({
  ContentType: z.string(),
  ContentName: z.string(),
  /** An http(s) URL, or the organisation-only address of an uploaded file (/api/v1/content-files/{id}). */
  ContentURL: z.string(),
  ContentSLNo: z.number().int(),
  ContentSource: z.enum(['url', 'file']),
  FileName: z.string().nullable(),
});
export type StudyContent = z.infer<typeof studyContent>;
export const studyContentResponse = z.array(studyContent);

export const contentButton = z.object({
  ContentType: z.string(),
  ContentName: z.string(),
  ContentSLNo: z.number().int(),
});
export type ContentButton = z.infer<typeof contentButton>;
export const contentButtonsResponse = z.array(contentButton);

export const getMediaBody = z.object({
  suCode: param(20),
  boardCode: codeParam(),
  classCode: codeParam(),
  subjectCode: codeParam(),
  chapterCode: param(),
  topicCode: param(),
  contentSLNo: slNo,
});
export type GetMediaBody = z.input<typeof getMediaBody>;

export const MEDIA_KINDS = ['pdf', 'video', 'image', 'page', 'download'] as const;
/** Exactly one URL is set: popupUrl (view in a popup), newTabUrl (open in a new tab) or excelUrl (download). */
export const mediaResponse = z.object({
  popupUrl: z.string().nullable(),
  newTabUrl: z.string().nullable(),
  excelUrl: z.string().nullable(),
  /** How the popup shows it: a PDF viewer, a video frame, an image; 'page' and 'download' for the others. */
  mediaKind: z.enum(MEDIA_KINDS),
  ContentType: z.string(),
  ContentName: z.string(),
});
export type MediaResponse = z.infer<typeof mediaResponse>;

const contentText = (max: number) =>
  z
    .string({ error: CONTENT_FIELDS_REQUIRED })
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .default('');

/**
 * insert-content. Empty fields and refused URLs are rule refusals: HTTP 200 with respCode '2' and the
 * message, as the spec's screen expects, so the text fields are checked by the service, not here.
 */
export const insertContentBody = z.object({
  suCode: param(20),
  boardCode: codeParam(),
  classCode: codeParam(),
  subjectCode: codeParam(),
  chapterCode: param(),
  topicCode: param(),
  contentType: contentText(40),
  contentName: contentText(200),
  contentUrl: contentText(2000),
  createdBy: optionalText(100),
});
export type InsertContentBody = z.input<typeof insertContentBody>;
export const insertContentResponse = z.object({
  respCode: z.enum(['0', '1', '2']),
  respMsg: z.string(),
  ContentSLNo: z.number().int().optional(),
});
export type InsertContentResponse = z.infer<typeof insertContentResponse>;

/** Text fields of POST /api/v1/content-uploads (multipart); the file is the field `file`. */
export const contentUploadFields = z.object({
  suCode: param(20),
  boardCode: codeParam(),
  classCode: codeParam(),
  subjectCode: codeParam(),
  chapterCode: param(),
  topicCode: param(),
  contentType: z.string().trim().max(40).default(''),
  contentName: z.string().trim().max(200).default(''),
});
export const CONTENT_FILE_ACCEPT = '.pdf,.ppt,.pptx,.png,.jpg,.jpeg,.webp,.gif';

export const updateStudyContentBody = z.object({
  suCode: param(20),
  boardCode: codeParam(),
  classCode: codeParam(),
  subjectCode: codeParam(),
  chapterCode: param(),
  topicCode: param(),
  contentSLNo: slNo,
  contentType: z.string({ error: CONTENT_FIELDS_REQUIRED }).trim().max(40),
  contentName: z.string({ error: CONTENT_FIELDS_REQUIRED }).trim().max(200),
  contentURL: z.string({ error: CONTENT_FIELDS_REQUIRED }).trim().max(2000),
  updatedBy: optionalText(100),
  updatedOn: optionalText(40),
});
export type UpdateStudyContentBody = z.input<typeof updateStudyContentBody>;

export const deleteStudyContentBody = z.object({
  boardCode: codeParam(),
  classCode: codeParam(),
  subjectCode: codeParam(),
  chapterCode: param(),
  topicCode: param(),
  contentType: z.string({ error: MISSING_PARAMETERS }).trim().min(1, MISSING_PARAMETERS).max(40),
  contentName: z.string({ error: MISSING_PARAMETERS }).trim().min(1, MISSING_PARAMETERS).max(200),
  contentURL: z.string({ error: MISSING_PARAMETERS }).trim().min(1, MISSING_PARAMETERS).max(2000),
});
export type DeleteStudyContentBody = z.input<typeof deleteStudyContentBody>;

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
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
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
