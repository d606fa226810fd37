import { useQuery } from '@tanstack/react-query';
import { chapterDetailsResponse, type ChapterDetailsResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type SubjectCodes } from './keys.ts';

/** POST /api/chapter-details {suCode, boardCode, classCode, subjectCode, chapterCode} → {chapters}. */
export function getChapterDetails(
  body: SubjectCodes & { chapterCode?: string },
  signal?: AbortSignal,
): Promise<ChapterDetailsResponse> {
  return apiRequest('/api/chapter-details', {
    method: 'POST',
    json: { ...body, chapterCode: body.chapterCode ?? '' },
    schema: chapterDetailsResponse,
    signal,
  });
}

export function useChapterDetails(subject: SubjectCodes | null) {
  return useQuery({
    queryKey: subject ? learningKeys.chapters(subject) : ['learning', 'none'],
    queryFn: ({ signal }) => getChapterDetails(subject!, signal),
    enabled: subject !== null,
  });
}
