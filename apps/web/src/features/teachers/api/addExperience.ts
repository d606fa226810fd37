import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherRespReply, type AddExperienceBody } from '@kaksha/contracts';
import { postJson } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** POST /addExperience {SUCode, CreatedBy, TeacherID, experienceData, EmailID} → {respCode, respMsg}. */
export function addExperience(body: AddExperienceBody) {
  return postJson('/addExperience', body, { schema: teacherRespReply });
}

export function useAddExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addExperience,
    onSettled: (_reply, _error, body) =>
      queryClient.invalidateQueries({ queryKey: teacherKeys.experience(Number(body.TeacherID)) }),
  });
}
