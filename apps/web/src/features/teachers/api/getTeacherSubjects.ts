import { useQuery } from '@tanstack/react-query';
import { teacherSubjectsResponse } from '@kaksha/contracts';
import { postJson } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** POST /api/get-teacher-subjects {teacherID} → {respCode, subjectDetails}. */
export function getTeacherSubjects(teacherID: number, signal?: AbortSignal) {
  return postJson('/api/get-teacher-subjects', { teacherID }, { schema: teacherSubjectsResponse, signal });
}

export function useTeacherSubjects(teacherId: number) {
  return useQuery({
    queryKey: teacherKeys.subjects(teacherId),
    queryFn: ({ signal }) => getTeacherSubjects(teacherId, signal),
  });
}
