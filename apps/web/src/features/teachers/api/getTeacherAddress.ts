import { useQuery } from '@tanstack/react-query';
import { teacherAddressList, type TeacherAddress } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** POST /api/teacher/{teacherId}/address (no body) → the address list (at most one). */
export function getTeacherAddress(teacherId: number, signal?: AbortSignal): Promise<TeacherAddress[]> {
  return apiRequest(`/api/teacher/${teacherId}/address`, {
    method: 'POST',
    schema: teacherAddressList,
    signal,
  });
}

export function useTeacherAddress(teacherId: number) {
  return useQuery({
    queryKey: teacherKeys.address(teacherId),
    queryFn: ({ signal }) => getTeacherAddress(teacherId, signal),
  });
}
