import { useQuery } from '@tanstack/react-query';
import { teacherCard, type TeacherCard } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** GET /api/v1/teacher-details/{id} → {id, name, email, mobile, active}: the detail screen's header. */
export function getTeacherCard(id: number, signal?: AbortSignal): Promise<TeacherCard> {
  return apiRequest(`/api/v1/teacher-details/${id}`, { schema: teacherCard, signal });
}

export function useTeacherCard(id: number | null) {
  return useQuery({
    queryKey: teacherKeys.card(id ?? 0),
    queryFn: ({ signal }) => getTeacherCard(id!, signal),
    enabled: id !== null,
  });
}
