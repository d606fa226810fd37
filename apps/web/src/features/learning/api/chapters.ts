import {
  addChapterResponse,
  chapterDetailsResponse,
  type ChapterDetailsResponse,
  chapterImageResponse,
  type ChapterImageResponse,
  curriculumOptions,
  type CurriculumOptions,
  messageOnlyResponse,
  reorderResponse,
  successResponse,
} from '@kaksha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { type ChapterCodes, learningKeys, type SubjectCodes } from './keys.ts';

/** GET /api/v1/chapter-details/options → every board, class and subject of the organisation. */
export function getChapterOptions(signal?: AbortSignal): Promise<CurriculumOptions> {
  return apiRequest('/api/v1/chapter-details/options', { schema: curriculumOptions, signal });
}

export function useChapterOptions() {
  return useQuery({ queryKey: learningKeys.options, queryFn: ({ signal }) => getChapterOptions(signal) });
}

/** POST /api/chapter-details {suCode, boardCode, classCode, subjectCode, chapterCode} → {chapters}. */
export function getChapterDetails(
  body: SubjectCodes & { chapterCode?: string },
  signal?: AbortSignal,
): Promise<ChapterDetailsResponse> {
  return apiRequest('/api/chapter-details', {
    method: 'POST',
    json: { ...body, chapterCode: body.chapterCode ?? '' },
    schema: chapterDetailsResponse,
    signal,
  });
}

export function useChapterDetails(subject: SubjectCodes | null) {
  return useQuery({
    queryKey: subject ? learningKeys.chapters(subject) : ['learning', 'none'],
    queryFn: ({ signal }) => getChapterDetails(subject!, signal),
    enabled: subject !== null,
  });
}

/** POST /api/get-chapterImage {boardCode, classCode, subjectCode, chapterCode} → {success, data.ChapterImage, data.ChapterDefault}. */
export function getChapterImage(chapter: ChapterCodes, signal?: AbortSignal): Promise<ChapterImageResponse> {
  const { boardCode, classCode, subjectCode, chapterCode } = chapter;
  return apiRequest('/api/get-chapterImage', {
    method: 'POST',
    json: { boardCode, classCode, subjectCode, chapterCode },
    schema: chapterImageResponse,
    signal,
  });
}

export function useChapterImage(chapter: ChapterCodes | null) {
  return useQuery({
    queryKey: chapter ? learningKeys.chapterImage(chapter) : ['learning', 'none'],
    queryFn: ({ signal }) => getChapterImage(chapter!, signal),
    enabled: chapter !== null,
    staleTime: 0,
  });
}

export type AddChapterInput = SubjectCodes & { chapterName: string; createdBy: string };

/** POST /api/add-chapter {chapterName, suCode, boardCode, classCode, subjectCode, createdBy} → {message}. */
export function addChapter(body: AddChapterInput) {
  return apiRequest('/api/add-chapter', { method: 'POST', json: body, schema: addChapterResponse });
}

export function useAddChapter(subject: SubjectCodes) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addChapter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningKeys.chapters(subject) }),
  });
}

export interface UpdateChapterInput {
  chapter: ChapterCodes;
  chapterName: string;
  chapterDefault: 'Y' | 'N';
  updatedBy: string;
  chapterImage: File | null;
}

/**
 * POST /api/update-chapter (multipart): boardCode, classCode, subjectCode, chapterCode, chapterName,
 * chapterDefault, updatedBy and the optional file chapterImage → {success, message}.
 */
export function updateChapter(input: UpdateChapterInput) {
  const { boardCode, classCode, subjectCode, chapterCode } = input.chapter;
  const form = new FormData();
  const fields = {
    boardCode,
    classCode,
    subjectCode,
    chapterCode,
    chapterName: input.chapterName,
    chapterDefault: input.chapterDefault,
    updatedBy: input.updatedBy,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (input.chapterImage) form.append('chapterImage', input.chapterImage, input.chapterImage.name);
  return apiRequest('/api/update-chapter', { method: 'POST', form, schema: successResponse });
}

export function useUpdateChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChapter,
    onSuccess: (_reply, { chapter }) =>
      queryClient.invalidateQueries({ queryKey: learningKeys.subject(chapter) }),
  });
}

/** POST /api/delete-chapter {boardCode, classCode, subjectCode, chapterCode} → {message}. */
export function deleteChapter(chapter: ChapterCodes) {
  const { boardCode, classCode, subjectCode, chapterCode } = chapter;
  return apiRequest('/api/delete-chapter', {
    method: 'POST',
    json: { boardCode, classCode, subjectCode, chapterCode },
    schema: messageOnlyResponse,
  });
}

export function useDeleteChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChapter,
    onSuccess: (_reply, chapter) =>
      queryClient.invalidateQueries({ queryKey: learningKeys.subject(chapter) }),
  });
}

/**
 * The three reorder calls: POST /api/v1/chapters/reorder {…, chapterCodes}, /api/v1/topics/reorder
 * {…, chapterCode, topicCodes} and /api/v1/contents/reorder {…, topicCode, contentSLNos}: the whole
 * list in its new order.
 */
export type ReorderInput =
  | (SubjectCodes & { what: 'chapters'; chapterCodes: string[] })
  | (SubjectCodes & { what: 'topics'; chapterCode: string; topicCodes: string[] })
  | (SubjectCodes & { what: 'contents'; chapterCode: string; topicCode: string; contentSLNos: number[] });

export function reorder(input: ReorderInput) {
  const { what, suCode: _suCode, ...body } = input;
  return apiRequest(`/api/v1/${what}/reorder`, { method: 'POST', json: body, schema: reorderResponse });
}

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSettled: (_reply, _error, input) =>
      queryClient.invalidateQueries({ queryKey: learningKeys.subject(input) }),
  });
}
