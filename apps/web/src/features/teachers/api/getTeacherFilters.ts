import { useQuery } from '@tanstack/react-query';
import { teacherFilters, type TeacherFilters } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** GET /api/v1/teachers/filters → the centres and subjects the directory can filter by. */
export function getTeacherFilters(signal?: AbortSignal): Promise<TeacherFilters> {
  return apiRequest('/api/v1/teachers/filters', { schema: teacherFilters, signal });
}

export function useTeacherFilters() {
  return useQuery({ queryKey: teacherKeys.filters, queryFn: ({ signal }) => getTeacherFilters(signal) });
}
