import { useMutation } from '@tanstack/react-query';
import { mediaResponse, type LearningMediaQuery, type MediaResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from './getLearningChapters.ts';

/** GET /api/v1/learning/{view}/media?…&topicCode&contentSLNo → {popupUrl, newTabUrl, excelUrl}. */
export function getLearningMedia(slug: string, query: LearningMediaQuery): Promise<MediaResponse> {
  return apiRequest(`/api/v1/learning/${slug}/media?${queryString(query)}`, { schema: mediaResponse });
}

export function useLearningMedia(slug: string) {
  return useMutation({ mutationFn: (query: LearningMediaQuery) => getLearningMedia(slug, query) });
}
