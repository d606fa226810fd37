import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type ChapterCodes } from './keys.ts';

export interface UpdateChapterInput {
  chapter: ChapterCodes;
  chapterName: string;
  chapterDefault: 'Y' | 'N';
  updatedBy: string;
  chapterImage: File | null;
}

/**
 * POST /api/update-chapter (multipart): boardCode, classCode, subjectCode, chapterCode, chapterName,
 * chapterDefault, updatedBy and the optional file chapterImage → {success, message}.
 */
export function updateChapter(input: UpdateChapterInput) {
  const { boardCode, classCode, subjectCode, chapterCode } = input.chapter;
  const form = new FormData();
  const fields = {
    boardCode,
    classCode,
    subjectCode,
    chapterCode,
    chapterName: input.chapterName,
    chapterDefault: input.chapterDefault,
    updatedBy: input.updatedBy,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (input.chapterImage) form.append('chapterImage', input.chapterImage, input.chapterImage.name);
  return apiRequest('/api/update-chapter', { method: 'POST', form, schema: successResponse });
}

export function useUpdateChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChapter,
    onSuccess: (_reply, { chapter }) =>
      queryClient.invalidateQueries({ queryKey: learningKeys.subject(chapter) }),
  });
}
