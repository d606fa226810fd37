import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type TopicCodes } from './keys.ts';

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
