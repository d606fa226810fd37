import {
  learningCatalogue,
  type LearningCatalogue,
  learningChapters,
  type LearningChapters,
  type LearningChaptersQuery,
  type LearningMediaQuery,
  learningTopics,
  type LearningTopics,
  type LearningTopicsQuery,
  mediaResponse,
  type MediaResponse,
} from '@kaksha/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys } from './keys.ts';

/** GET /api/v1/learning/{view}/catalogue → the board × class × subject combinations with content for the view. */
export function getLearningCatalogue(slug: string, signal?: AbortSignal): Promise<LearningCatalogue> {
  return apiRequest(`/api/v1/learning/${slug}/catalogue`, { schema: learningCatalogue, signal });
}

export function useLearningCatalogue(slug: string) {
  return useQuery({
    queryKey: [...learningKeys.view(slug), 'catalogue'],
    queryFn: ({ signal }) => getLearningCatalogue(slug, signal),
  });
}

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

/** GET /api/v1/learning/{view}/topics?…&chapterCode → a chapter's topics, each with its content buttons. */
export function getLearningTopics(
  slug: string,
  query: LearningTopicsQuery,
  signal?: AbortSignal,
): Promise<LearningTopics> {
  return apiRequest(`/api/v1/learning/${slug}/topics?${params(query)}`, {
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

/** GET /api/v1/learning/{view}/media?…&topicCode&contentSLNo → {popupUrl, newTabUrl, excelUrl}. */
export function getLearningMedia(slug: string, query: LearningMediaQuery): Promise<MediaResponse> {
  return apiRequest(`/api/v1/learning/${slug}/media?${params(query)}`, { schema: mediaResponse });
}

export function useLearningMedia(slug: string) {
  return useMutation({ mutationFn: (query: LearningMediaQuery) => getLearningMedia(slug, query) });
}
