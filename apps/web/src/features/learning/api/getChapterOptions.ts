import { useQuery } from '@tanstack/react-query';
import { curriculumOptions, type CurriculumOptions } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys } from './keys.ts';

/** GET /api/v1/chapter-details/options → every board, class and subject of the organisation. */
export function getChapterOptions(signal?: AbortSignal): Promise<CurriculumOptions> {
  return apiRequest('/api/v1/chapter-details/options', { schema: curriculumOptions, signal });
}

export function useChapterOptions() {
  return useQuery({ queryKey: learningKeys.options, queryFn: ({ signal }) => getChapterOptions(signal) });
}
