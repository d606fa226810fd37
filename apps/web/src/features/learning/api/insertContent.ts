import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertContentResponse, type InsertContentResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type TopicCodes } from './keys.ts';

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
