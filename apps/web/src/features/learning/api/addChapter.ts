import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addChapterResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type SubjectCodes } from './keys.ts';

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
