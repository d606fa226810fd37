import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type TopicCodes } from './keys.ts';

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
