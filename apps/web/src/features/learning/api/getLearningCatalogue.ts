import { useQuery } from '@tanstack/react-query';
import { learningCatalogue, type LearningCatalogue } from '@kaksha/contracts';
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
