import { quickSearchResult, type QuickSearchResult } from '@kaksha/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** The fewest characters the quick search asks the server about (one matches too much to be useful). */
export const SEARCH_MIN_LENGTH = 2;

export const searchKeys = {
  all: ['quick-search'] as const,
  text: (q: string) => ['quick-search', q] as const,
};

/** GET /api/v1/search?q=: a few of each kind the caller's menus open, best first. */
export function quickSearch(q: string, signal?: AbortSignal): Promise<QuickSearchResult> {
  return apiRequest(`/api/v1/search?q=${encodeURIComponent(q)}`, { schema: quickSearchResult, signal });
}

/** The results for `q` (already debounced), the last ones kept on screen while the next arrive. */
export function useQuickSearch(q: string) {
  return useQuery({
    queryKey: searchKeys.text(q),
    queryFn: ({ signal }) => quickSearch(q, signal),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
