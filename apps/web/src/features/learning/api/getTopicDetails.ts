import { useQuery } from '@tanstack/react-query';
import { topicDetailsResponse, type TopicDetailsResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type ChapterCodes } from './keys.ts';

/** POST /api/topic-details (the chapter-details payload) → {topics}. */
export function getTopicDetails(body: ChapterCodes, signal?: AbortSignal): Promise<TopicDetailsResponse> {
  return apiRequest('/api/topic-details', {
    method: 'POST',
    json: body,
    schema: topicDetailsResponse,
    signal,
  });
}

/** Fetched when a chapter is opened. */
export function useTopicDetails(chapter: ChapterCodes) {
  return useQuery({
    queryKey: learningKeys.topics(chapter),
    queryFn: ({ signal }) => getTopicDetails(chapter, signal),
  });
}
