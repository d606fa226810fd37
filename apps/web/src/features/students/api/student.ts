import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  studentProfile,
  type AdmissionInput,
  type GuardiansInput,
  type StatusChange,
  type StudentProfile,
  type StudentUpdate,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { studentKeys } from '../../../lib/queryKeys.ts';

/** GET /api/v1/students/{id}: the whole profile. */
export function useStudent(id: number | null) {
  return useQuery({
    queryKey: studentKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/v1/students/${id}`, { schema: studentProfile, signal }),
    enabled: id !== null,
  });
}

/** Every change answers the whole profile: it replaces the cached one, and lists are refreshed. */
function useStudentChange<I>(call: (input: I) => Promise<StudentProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => queryClient.setQueryData(studentKeys.one(saved.id), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.lists }),
  });
}

/** POST /api/v1/students → the admitted student, with their admission number. */
export const useAdmitStudent = () =>
  useStudentChange((input: AdmissionInput) =>
    apiRequest('/api/v1/students', { method: 'POST', json: input, schema: studentProfile }),
  );

/** PATCH /api/v1/students/{id}. */
export const useUpdateStudent = () =>
  useStudentChange(({ id, changes }: { id: number; changes: StudentUpdate }) =>
    apiRequest(`/api/v1/students/${id}`, { method: 'PATCH', json: changes, schema: studentProfile }),
  );

/** PUT /api/v1/students/{id}/guardians. */
export const useSetGuardians = () =>
  useStudentChange(({ id, guardians }: { id: number } & GuardiansInput) =>
    apiRequest(`/api/v1/students/${id}/guardians`, {
      method: 'PUT',
      json: { guardians },
      schema: studentProfile,
    }),
  );

/** POST /api/v1/students/{id}/status. */
export const useChangeStatus = () =>
  useStudentChange(({ id, change }: { id: number; change: StatusChange }) =>
    apiRequest(`/api/v1/students/${id}/status`, { method: 'POST', json: change, schema: studentProfile }),
  );

/** PUT (a file) or DELETE (null) /api/v1/students/{id}/photo. */
export const useStudentPhoto = () =>
  useStudentChange(({ id, photo }: { id: number; photo: File | null }) => {
    if (!photo)
      return apiRequest(`/api/v1/students/${id}/photo`, { method: 'DELETE', schema: studentProfile });
    const form = new FormData();
    form.append('photo', photo, photo.name);
    return apiRequest(`/api/v1/students/${id}/photo`, { method: 'PUT', form, schema: studentProfile });
  });
