import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  curriculumList,
  type CurriculumKind,
  type CurriculumList,
  type CurriculumListQuery,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { curriculumKeys, curriculumPath } from './keys.ts';
import { queryString } from '../../../lib/queryString.ts';

/** GET /api/v1/{boards|classes|subjects}?page&pageSize&sort&q → {data, total}. */
export function listCurriculum(
  kind: CurriculumKind,
  query: CurriculumListQuery,
  signal?: AbortSignal,
): Promise<CurriculumList> {
  return apiRequest(`${curriculumPath[kind]}?${queryString(query)}`, { schema: curriculumList, signal });
}

export function useCurriculumList(kind: CurriculumKind, query: CurriculumListQuery) {
  return useQuery({
    queryKey: curriculumKeys.list(kind, query),
    queryFn: ({ signal }) => listCurriculum(kind, query, signal),
    placeholderData: keepPreviousData,
  });
}
