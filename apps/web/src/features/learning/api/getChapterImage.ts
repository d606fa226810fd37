import { useQuery } from '@tanstack/react-query';
import { chapterImageResponse, type ChapterImageResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type ChapterCodes } from './keys.ts';

/** POST /api/get-chapterImage {boardCode, classCode, subjectCode, chapterCode} → {success, data.ChapterImage, data.ChapterDefault}. */
export function getChapterImage(chapter: ChapterCodes, signal?: AbortSignal): Promise<ChapterImageResponse> {
  const { boardCode, classCode, subjectCode, chapterCode } = chapter;
  return apiRequest('/api/get-chapterImage', {
    method: 'POST',
    json: { boardCode, classCode, subjectCode, chapterCode },
    schema: chapterImageResponse,
    signal,
  });
}

export function useChapterImage(chapter: ChapterCodes | null) {
  return useQuery({
    queryKey: chapter ? learningKeys.chapterImage(chapter) : ['learning', 'none'],
    queryFn: ({ signal }) => getChapterImage(chapter!, signal),
    enabled: chapter !== null,
    staleTime: 0,
  });
}
