import { useQuery } from '@tanstack/react-query';
import { educationList, type Education } from '@kaksha/contracts';
import { postJson } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** POST /getEducationDetails {teacherID} → the list. */
export function getEducationDetails(teacherID: number, signal?: AbortSignal): Promise<Education[]> {
  return postJson('/getEducationDetails', { teacherID }, { schema: educationList, signal });
}

export function useEducationDetails(teacherId: number) {
  return useQuery({
    queryKey: teacherKeys.education(teacherId),
    queryFn: ({ signal }) => getEducationDetails(teacherId, signal),
  });
}
