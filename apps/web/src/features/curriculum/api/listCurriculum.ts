import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  curriculumList,
  type CurriculumKind,
  type CurriculumList,
  type CurriculumListQuery,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { curriculumKeys, curriculumPath } from './keys.ts';

/** GET /api/v1/{boards|classes|subjects}?page&pageSize&sort&q → {data, total}. */
export function listCurriculum(
  kind: CurriculumKind,
  query: CurriculumListQuery,
  signal?: AbortSignal,
): Promise<CurriculumList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return apiRequest(`${curriculumPath[kind]}?${params.toString()}`, { schema: curriculumList, signal });
}

export function useCurriculumList(kind: CurriculumKind, query: CurriculumListQuery) {
  return useQuery({
    queryKey: curriculumKeys.list(kind, query),
    queryFn: ({ signal }) => listCurriculum(kind, query, signal),
    placeholderData: keepPreviousData,
  });
}
