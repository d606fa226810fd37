import { useMutation, useQueryClient } from '@tanstack/react-query';
import { education, type Education, type EducationFields } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

export interface SaveEducationInput {
  teacherId: number;
  /** Absent: a new entry. */
  id?: number;
  fields: EducationFields;
}

/**
 * The spec shows no save call for education, so: POST /api/v1/teachers/{id}/education (add) and
 * PATCH /api/v1/teachers/{id}/education/{entryId} (edit) → the saved entry.
 */
export function saveEducation({ teacherId, id, fields }: SaveEducationInput): Promise<Education> {
  return id === undefined
    ? apiRequest(`/api/v1/teachers/${teacherId}/education`, {
        method: 'POST',
        json: fields,
        schema: education,
      })
    : apiRequest(`/api/v1/teachers/${teacherId}/education/${id}`, {
        method: 'PATCH',
        json: fields,
        schema: education,
      });
}

export function useSaveEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEducation,
    onSettled: (_reply, _error, { teacherId }) =>
      queryClient.invalidateQueries({ queryKey: teacherKeys.education(teacherId) }),
  });
}
