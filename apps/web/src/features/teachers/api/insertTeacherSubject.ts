import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherRespCapsReply, type InsertTeacherSubjectBody } from '@kaksha/contracts';
import { postJson } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/**
 * POST /api/insert-teacher-subject {SUCode, TeacherID, BoardCode, SubjectCode, ClassCode, CreatedBy,
 * CreaterSUCode, CreaterFormName, CreaterEmailID} → {RespCode, RespMsg}.
 */
export function insertTeacherSubject(body: InsertTeacherSubjectBody) {
  return postJson('/api/insert-teacher-subject', body, { schema: teacherRespCapsReply });
}

export function useInsertTeacherSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertTeacherSubject,
    onSettled: (_reply, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: teacherKeys.subjects(Number(body.TeacherID)) });
      void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
    },
  });
}
