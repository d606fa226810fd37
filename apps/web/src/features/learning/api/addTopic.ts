import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addTopicResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type ChapterCodes } from './keys.ts';

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
