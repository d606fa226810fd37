import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { teacherPage, type TeacherListQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** GET /api/v1/teachers?page&pageSize&sort&q&centre&subject&active → {data, total}. */
export function listTeachers(query: TeacherListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest(`/api/v1/teachers?${params}`, { schema: teacherPage, signal });
}

export function useTeachers(query: TeacherListQuery) {
  return useQuery({
    queryKey: teacherKeys.list(query),
    queryFn: ({ signal }) => listTeachers(query, signal),
    placeholderData: keepPreviousData,
  });
}
