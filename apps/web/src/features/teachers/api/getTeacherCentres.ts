import { useQuery } from '@tanstack/react-query';
import { teacherCentreResponse } from '@kaksha/contracts';
import { postJson } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** POST /api/teacher-centre {teacherID} → {respCode, centreDetails}. */
export function getTeacherCentres(teacherID: number, signal?: AbortSignal) {
  return postJson('/api/teacher-centre', { teacherID }, { schema: teacherCentreResponse, signal });
}

export function useTeacherCentres(teacherId: number) {
  return useQuery({
    queryKey: teacherKeys.centres(teacherId),
    queryFn: ({ signal }) => getTeacherCentres(teacherId, signal),
  });
}
