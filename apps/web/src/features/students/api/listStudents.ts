import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { studentPage, type StudentListQuery } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';
import { studentKeys } from '../../../lib/queryKeys.ts';

/** GET /api/v1/students?page&pageSize&sort&q&status&classId&centreId → {data, total}. */
export function useStudents(query: StudentListQuery) {
  return useQuery({
    queryKey: studentKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/students?${queryString(query)}`, { schema: studentPage, signal }),
    placeholderData: keepPreviousData,
  });
}
