import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reorderResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type SubjectCodes } from './keys.ts';

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
