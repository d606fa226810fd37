import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacher, type Teacher, type TeacherInput, type TeacherUpdate } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

export type SaveTeacherInput =
  { id: number; changes: TeacherUpdate } | { id?: undefined; changes: TeacherInput };

/** POST /api/v1/teachers (new) or PATCH /api/v1/teachers/{id} (changes; {active:false} deactivates) → the teacher. */
export function saveTeacher({ id, changes }: SaveTeacherInput): Promise<Teacher> {
  return id === undefined
    ? apiRequest('/api/v1/teachers', { method: 'POST', json: changes, schema: teacher })
    : apiRequest(`/api/v1/teachers/${id}`, { method: 'PATCH', json: changes, schema: teacher });
}

export function useSaveTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeacher,
    onSettled: (saved) => {
      void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
      if (saved) void queryClient.invalidateQueries({ queryKey: teacherKeys.one(saved.id) });
    },
  });
}
