import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type TopicCodes } from './keys.ts';

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
