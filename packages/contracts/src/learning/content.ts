import { z } from 'zod';
import { CONTENT_FIELDS_REQUIRED, MISSING_PARAMETERS } from './constants.ts';
import { codeParam, optionalText, param, slNo } from './fields.ts';
import { topicKeyBody } from './chapters.ts';

/** Study content of a topic: the spec's content calls (§7), media and uploads. */

/** A topic's key with the caller's `suCode`, as the content calls take it (the spec's camelCase). */
const suTopic = { suCode: param(20), ...topicKeyBody.shape };

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
  ...suTopic,
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
  ...suTopic,
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
  ...suTopic,
  contentType: z.string().trim().max(40).default(''),
  contentName: z.string().trim().max(200).default(''),
});
export const CONTENT_FILE_ACCEPT = '.pdf,.ppt,.pptx,.png,.jpg,.jpeg,.webp,.gif';

export const updateStudyContentBody = z.object({
  ...suTopic,
  contentSLNo: slNo,
  contentType: z.string({ error: CONTENT_FIELDS_REQUIRED }).trim().max(40),
  contentName: z.string({ error: CONTENT_FIELDS_REQUIRED }).trim().max(200),
  contentURL: z.string({ error: CONTENT_FIELDS_REQUIRED }).trim().max(2000),
  updatedBy: optionalText(100),
  updatedOn: optionalText(40),
});
export type UpdateStudyContentBody = z.input<typeof updateStudyContentBody>;

export const deleteStudyContentBody = z.object({
  ...topicKeyBody.shape,
  contentType: z.string({ error: MISSING_PARAMETERS }).trim().min(1, MISSING_PARAMETERS).max(40),
  contentName: z.string({ error: MISSING_PARAMETERS }).trim().min(1, MISSING_PARAMETERS).max(200),
  contentURL: z.string({ error: MISSING_PARAMETERS }).trim().min(1, MISSING_PARAMETERS).max(2000),
});
export type DeleteStudyContentBody = z.input<typeof deleteStudyContentBody>;
