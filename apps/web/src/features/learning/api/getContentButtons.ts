import { useQuery } from '@tanstack/react-query';
import { contentButtonsResponse, type ContentButton } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type TopicCodes } from './keys.ts';

/** POST /api/get-content-buttons {boardCode, classCode, subjectCode, chapterCode, topicCode} → [{ContentType, ContentName, ContentSLNo}]. */
export function getContentButtons(topic: TopicCodes, signal?: AbortSignal): Promise<ContentButton[]> {
  const { boardCode, classCode, subjectCode, chapterCode, topicCode } = topic;
  return apiRequest('/api/get-content-buttons', {
    method: 'POST',
    json: { boardCode, classCode, subjectCode, chapterCode, topicCode },
    schema: contentButtonsResponse,
    signal,
  });
}

/** Loaded when a topic is selected. */
export function useContentButtons(topic: TopicCodes) {
  return useQuery({
    queryKey: learningKeys.buttons(topic),
    queryFn: ({ signal }) => getContentButtons(topic, signal),
  });
}
