import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { studentPage, type StudentListQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { studentKeys } from './keys.ts';

export const studentQueryString = (query: object) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  return params.toString();
};

/** GET /api/v1/students?page&pageSize&sort&q&status&classId&centreId → {data, total}. */
export function useStudents(query: StudentListQuery) {
  return useQuery({
    queryKey: studentKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/students?${studentQueryString(query)}`, { schema: studentPage, signal }),
    placeholderData: keepPreviousData,
  });
}
