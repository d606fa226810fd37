import { useQuery } from '@tanstack/react-query';
import { teacherCurriculum, type TeacherCurriculum } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** GET /api/v1/teacher-curriculum → the organisation's boards, classes and subjects to choose from. */
export function getTeacherCurriculum(signal?: AbortSignal): Promise<TeacherCurriculum> {
  return apiRequest('/api/v1/teacher-curriculum', { schema: teacherCurriculum, signal });
}

export function useTeacherCurriculum() {
  return useQuery({
    queryKey: teacherKeys.curriculum,
    queryFn: ({ signal }) => getTeacherCurriculum(signal),
    staleTime: 5 * 60_000,
  });
}
