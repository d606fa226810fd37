import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { centrePage, type CentreListQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { centreKeys } from './keys.ts';
import { queryString } from '../../../lib/queryString.ts';

/** GET /api/v1/centres?page&pageSize&sort&q&active → {data, total}. */
export function listCentres(query: CentreListQuery, signal?: AbortSignal) {
  return apiRequest(`/api/v1/centres?${queryString(query)}`, { schema: centrePage, signal });
}

export function useCentres(query: CentreListQuery) {
  return useQuery({
    queryKey: centreKeys.list(query),
    queryFn: ({ signal }) => listCentres(query, signal),
    placeholderData: keepPreviousData,
  });
}
