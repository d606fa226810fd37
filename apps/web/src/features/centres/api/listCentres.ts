import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { centrePage, type CentreListQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { centreKeys } from './keys.ts';

export const centreQueryString = (query: CentreListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
};

/** GET /api/v1/centres?page&pageSize&sort&q&active → {data, total}. */
export function listCentres(query: CentreListQuery, signal?: AbortSignal) {
  return apiRequest(`/api/v1/centres?${centreQueryString(query)}`, { schema: centrePage, signal });
}

export function useCentres(query: CentreListQuery) {
  return useQuery({
    queryKey: centreKeys.list(query),
    queryFn: ({ signal }) => listCentres(query, signal),
    placeholderData: keepPreviousData,
  });
}
