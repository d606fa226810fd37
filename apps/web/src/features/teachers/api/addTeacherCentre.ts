import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherRespCapsReply, type TeacherCentreAddBody } from '@kaksha/contracts';
import { postJson } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** POST /api/teacher-centre-add {teacherId, CentreCode, SUCode, CreatedBy, EmailID} → {RespCode ('0' ok), RespMsg}. */
export function addTeacherCentre(body: TeacherCentreAddBody) {
  return postJson('/api/teacher-centre-add', body, { schema: teacherRespCapsReply });
}

export function useAddTeacherCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeacherCentre,
    onSettled: (_reply, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: teacherKeys.centres(Number(body.teacherId)) });
      void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
    },
  });
}
