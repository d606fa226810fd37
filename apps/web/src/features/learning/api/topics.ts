import {
  addTopicResponse,
  successResponse,
  topicDetailsResponse,
  type TopicDetailsResponse,
} from '@kaksha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { type ChapterCodes, learningKeys, type TopicCodes } from './keys.ts';

/** POST /api/topic-details (the chapter-details payload) → {topics}. */
export function getTopicDetails(body: ChapterCodes, signal?: AbortSignal): Promise<TopicDetailsResponse> {
  return apiRequest('/api/topic-details', {
    method: 'POST',
    json: body,
    schema: topicDetailsResponse,
    signal,
  });
}

/** Fetched when a chapter is opened. */
export function useTopicDetails(chapter: ChapterCodes) {
  return useQuery({
    queryKey: learningKeys.topics(chapter),
    queryFn: ({ signal }) => getTopicDetails(chapter, signal),
  });
}

export type AddTopicInput = ChapterCodes & { topicName: string; createdBy: string };

/** POST /api/add-topic {suCode, boardCode, classCode, subjectCode, chapterCode, topicName, createdBy} → {message}. */
export function addTopic(body: AddTopicInput) {
  return apiRequest('/api/add-topic', { method: 'POST', json: body, schema: addTopicResponse });
}

export function useAddTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTopic,
    onSuccess: (_reply, chapter) =>
      queryClient.invalidateQueries({ queryKey: learningKeys.subject(chapter) }),
  });
}

export type UpdateTopicInput = TopicCodes & { topicName: string; updatedBy: string };

/**
 * POST /api/update-topic {BoardCode, ClassCode, SubjectCode, ChapterCode, TopicCode, TopicName, UpdatedBy}
 * (the spec's PascalCase); a 200 status means success.
 */
export function updateTopic(input: UpdateTopicInput): Promise<unknown> {
  return apiRequest('/api/update-topic', {
    method: 'POST',
    json: {
      BoardCode: input.boardCode,
      ClassCode: input.classCode,
      SubjectCode: input.subjectCode,
      ChapterCode: input.chapterCode,
      TopicCode: input.topicCode,
      TopicName: input.topicName,
      UpdatedBy: input.updatedBy,
    },
  });
}

export function useUpdateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTopic,
    onSuccess: (_reply, topic) => queryClient.invalidateQueries({ queryKey: learningKeys.topics(topic) }),
  });
}

/** POST /api/delete-topic {boardCode, classCode, subjectCode, chapterCode, topicCode} → {success, message}. */
export function deleteTopic(topic: TopicCodes) {
  const { boardCode, classCode, subjectCode, chapterCode, topicCode } = topic;
  return apiRequest('/api/delete-topic', {
    method: 'POST',
    json: { boardCode, classCode, subjectCode, chapterCode, topicCode },
    schema: successResponse,
  });
}

export function useDeleteTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTopic,
    onSuccess: (_reply, topic) => queryClient.invalidateQueries({ queryKey: learningKeys.subject(topic) }),
  });
}
