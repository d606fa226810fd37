import {
  type ContentButton,
  contentButtonsResponse,
  insertContentResponse,
  type InsertContentResponse,
  mediaResponse,
  type MediaResponse,
  type StudyContent,
  studyContentResponse,
  successResponse,
} from '@kaksha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type TopicCodes } from './keys.ts';

/** POST /api/get-content-buttons {boardCode, classCode, subjectCode, chapterCode, topicCode} → [{ContentType, ContentName, ContentSLNo}]. */
export function getContentButtons(topic: TopicCodes, signal?: AbortSignal): Promise<ContentButton[]> {
  const { boardCode, classCode, subjectCode, chapterCode, topicCode } = topic;
  return apiRequest('/api/get-content-buttons', {
    method: 'POST',
    json: { boardCode, classCode, subjectCode, chapterCode, topicCode },
    schema: contentButtonsResponse,
    signal,
  });
}

/** Loaded when a topic is selected. */
export function useContentButtons(topic: TopicCodes) {
  return useQuery({
    queryKey: learningKeys.buttons(topic),
    queryFn: ({ signal }) => getContentButtons(topic, signal),
  });
}

/** POST /api/studycontent {suCode, BoardCode, ClassCode, SubjectCode, ChapterCode, TopicCode} → list of content. */
export function getStudyContent(topic: TopicCodes, signal?: AbortSignal): Promise<StudyContent[]> {
  return apiRequest('/api/studycontent', {
    method: 'POST',
    json: {
      suCode: topic.suCode,
      BoardCode: topic.boardCode,
      ClassCode: topic.classCode,
      SubjectCode: topic.subjectCode,
      ChapterCode: topic.chapterCode,
      TopicCode: topic.topicCode,
    },
    schema: studyContentResponse,
    signal,
  });
}

export function useStudyContent(topic: TopicCodes) {
  return useQuery({
    queryKey: learningKeys.content(topic),
    queryFn: ({ signal }) => getStudyContent(topic, signal),
  });
}

export type InsertContentInput = TopicCodes & {
  contentType: string;
  contentName: string;
  contentUrl: string;
  createdBy: string;
};

/** POST /api/insert-content {suCode, boardCode, …, topicCode, contentType, contentName, contentUrl, createdBy} → {respCode, respMsg}. */
export function insertContent(body: InsertContentInput): Promise<InsertContentResponse> {
  return apiRequest('/api/insert-content', { method: 'POST', json: body, schema: insertContentResponse });
}

export function useInsertContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertContent,
    onSuccess: (reply, topic) => {
      if (reply.respCode === '0')
        void queryClient.invalidateQueries({ queryKey: learningKeys.subject(topic) });
    },
  });
}

export type UploadContentInput = TopicCodes & { contentType: string; contentName: string; file: File };

/** POST /api/v1/content-uploads (multipart): the insert-content fields and a file instead of a URL → {respCode, respMsg}. */
export function uploadContent(input: UploadContentInput): Promise<InsertContentResponse> {
  const form = new FormData();
  const { file, ...fields } = input;
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, file.name);
  return apiRequest('/api/v1/content-uploads', { method: 'POST', form, schema: insertContentResponse });
}

export function useUploadContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadContent,
    onSuccess: (reply, topic) => {
      if (reply.respCode === '0')
        void queryClient.invalidateQueries({ queryKey: learningKeys.subject(topic) });
    },
  });
}

export type UpdateStudyContentInput = TopicCodes & {
  contentSLNo: number;
  contentType: string;
  contentName: string;
  contentURL: string;
  updatedBy: string;
};

/** POST /api/update-studycontent {suCode, …, contentSLNo, contentType, contentName, contentURL, updatedBy, updatedOn} → {success, message}. */
export function updateStudyContent(input: UpdateStudyContentInput) {
  return apiRequest('/api/update-studycontent', {
    method: 'POST',
    json: { ...input, updatedOn: new Date().toISOString() },
    schema: successResponse,
  });
}

export function useUpdateStudyContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudyContent,
    onSuccess: (_reply, topic) => queryClient.invalidateQueries({ queryKey: learningKeys.subject(topic) }),
  });
}

export type DeleteStudyContentInput = TopicCodes & {
  contentType: string;
  contentName: string;
  contentURL: string;
};

/** POST /api/delete-studycontent {boardCode, classCode, subjectCode, chapterCode, topicCode, contentType, contentName, contentURL} → {success, message}. */
export function deleteStudyContent(input: DeleteStudyContentInput) {
  const { boardCode, classCode, subjectCode, chapterCode, topicCode, contentType, contentName, contentURL } =
    input;
  return apiRequest('/api/delete-studycontent', {
    method: 'POST',
    json: { boardCode, classCode, subjectCode, chapterCode, topicCode, contentType, contentName, contentURL },
    schema: successResponse,
  });
}

export function useDeleteStudyContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudyContent,
    onSuccess: (_reply, topic) => queryClient.invalidateQueries({ queryKey: learningKeys.subject(topic) }),
  });
}

/** POST /api/get-media {suCode, boardCode, classCode, subjectCode, chapterCode, topicCode, contentSLNo} → {popupUrl, newTabUrl, excelUrl}. */
export function getMedia(input: TopicCodes & { contentSLNo: number }): Promise<MediaResponse> {
  return apiRequest('/api/get-media', { method: 'POST', json: input, schema: mediaResponse });
}

export function useGetMedia() {
  return useMutation({ mutationFn: getMedia });
}
