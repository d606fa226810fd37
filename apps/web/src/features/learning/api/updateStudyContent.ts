import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type TopicCodes } from './keys.ts';

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
