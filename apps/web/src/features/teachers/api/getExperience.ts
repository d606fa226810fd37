import { useQuery } from '@tanstack/react-query';
import { getExperienceResponse } from '@kaksha/contracts';
import { postJson } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** POST /getExperience {teacherID} → {respCode, experienceData, respMsg}. */
export function getExperience(teacherID: number, signal?: AbortSignal) {
  return postJson('/getExperience', { teacherID }, { schema: getExperienceResponse, signal });
}

export function useExperience(teacherId: number) {
  return useQuery({
    queryKey: teacherKeys.experience(teacherId),
    queryFn: ({ signal }) => getExperience(teacherId, signal),
  });
}
