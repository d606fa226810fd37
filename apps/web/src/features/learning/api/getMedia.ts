import { useMutation } from '@tanstack/react-query';
import { mediaResponse, type MediaResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import type { TopicCodes } from './keys.ts';

/** POST /api/get-media {suCode, boardCode, classCode, subjectCode, chapterCode, topicCode, contentSLNo} → {popupUrl, newTabUrl, excelUrl}. */
export function getMedia(input: TopicCodes & { contentSLNo: number }): Promise<MediaResponse> {
  return apiRequest('/api/get-media', { method: 'POST', json: input, schema: mediaResponse });
}

export function useGetMedia() {
  return useMutation({ mutationFn: getMedia });
}
