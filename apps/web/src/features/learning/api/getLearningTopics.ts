import { useQuery } from '@tanstack/react-query';
import { learningTopics, type LearningTopics, type LearningTopicsQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from './getLearningChapters.ts';
import { learningKeys } from './keys.ts';

/** GET /api/v1/learning/{view}/topics?…&chapterCode → a chapter's topics, each with its content buttons. */
export function getLearningTopics(
  slug: string,
  query: LearningTopicsQuery,
  signal?: AbortSignal,
): Promise<LearningTopics> {
  return apiRequest(`/api/v1/learning/${slug}/topics?${queryString(query)}`, {
    schema: learningTopics,
    signal,
  });
}

/** Fetched when a chapter is opened. */
export function useLearningTopics(slug: string, query: LearningTopicsQuery) {
  return useQuery({
    queryKey: [...learningKeys.view(slug), 'topics', query],
    queryFn: ({ signal }) => getLearningTopics(slug, query, signal),
  });
}
