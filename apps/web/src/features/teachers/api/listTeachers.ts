import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { teacherPage, type TeacherListQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';
import { queryString } from '../../../lib/queryString.ts';

/** GET /api/v1/teachers?page&pageSize&sort&q&centre&subject&active → {data, total}. */
export function listTeachers(query: TeacherListQuery, signal?: AbortSignal) {
  return apiRequest(`/api/v1/teachers?${queryString(query)}`, { schema: teacherPage, signal });
}

export function useTeachers(query: TeacherListQuery) {
  return useQuery({
    queryKey: teacherKeys.list(query),
    queryFn: ({ signal }) => listTeachers(query, signal),
    placeholderData: keepPreviousData,
  });
}
