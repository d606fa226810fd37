import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { learningChapters, type LearningChapters, type LearningChaptersQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys } from './keys.ts';

const params = (query: object) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** GET /api/v1/learning/{view}/chapters?boardCode&classCode&subjectCode&page&pageSize&q → {data, total}. */
export function getLearningChapters(
  slug: string,
  query: LearningChaptersQuery,
  signal?: AbortSignal,
): Promise<LearningChapters> {
  return apiRequest(`/api/v1/learning/${slug}/chapters?${params(query)}`, {
    schema: learningChapters,
    signal,
  });
}

export function useLearningChapters(slug: string, query: LearningChaptersQuery | null) {
  return useQuery({
    queryKey: [...learningKeys.view(slug), 'chapters', query],
    queryFn: ({ signal }) => getLearningChapters(slug, query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export { params as queryString };
