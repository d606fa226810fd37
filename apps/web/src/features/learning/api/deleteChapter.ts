import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOnlyResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type ChapterCodes } from './keys.ts';

/** POST /api/delete-chapter {boardCode, classCode, subjectCode, chapterCode} → {message}. */
export function deleteChapter(chapter: ChapterCodes) {
  const { boardCode, classCode, subjectCode, chapterCode } = chapter;
  return apiRequest('/api/delete-chapter', {
    method: 'POST',
    json: { boardCode, classCode, subjectCode, chapterCode },
    schema: messageOnlyResponse,
  });
}

export function useDeleteChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChapter,
    onSuccess: (_reply, chapter) =>
      queryClient.invalidateQueries({ queryKey: learningKeys.subject(chapter) }),
  });
}
