import {
  admissionDraft,
  feeStatement,
  guardianMatches,
  type GuardiansInput,
  importResult,
  type StatusChange,
  studentBatches,
  studentChoices,
  studentDocument,
  type StudentDocument,
  type StudentListQuery,
  studentPage,
  studentProfile,
  studentReport,
  type StudentProfile,
  type StudentUpdate,
  toE164,
} from '@kaksha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { feeKeys, studentKeys } from '../../../lib/queryKeys.ts';
import { queryString } from '../../../lib/queryString.ts';

/** GET /api/v1/students?page&pageSize&sort&q&status&classId&centreId → {data, total}. */
export function useStudents(query: StudentListQuery) {
  return useQuery({
    queryKey: studentKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/students?${queryString(query)}`, { schema: studentPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/students/choices: the centres, classes and boards a student can be admitted to. */
export function useStudentChoices() {
  return useQuery({
    queryKey: studentKeys.choices,
    queryFn: ({ signal }) => apiRequest('/api/v1/students/choices', { schema: studentChoices, signal }),
    staleTime: 60_000,
  });
}

/** GET /api/v1/guardians?mobile=: people already in the institute with this number (a sibling’s parent). */
export function useGuardiansByMobile(mobile: string) {
  const e164 = toE164(mobile);
  return useQuery({
    queryKey: studentKeys.guardians(e164 ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/guardians?mobile=${encodeURIComponent(e164!)}`, {
        schema: guardianMatches,
        signal,
      }),
    enabled: e164 !== null,
    staleTime: 30_000,
  });
}

/** POST /api/v1/students/import: `check` answers each row's problems; `save` admits all rows or none. */
export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: 'check' | 'save' }) => {
      const form = new FormData();
      form.append('mode', mode);
      form.append('file', file, file.name);
      return apiRequest('/api/v1/students/import', { method: 'POST', form, schema: importResult });
    },
    onSuccess: (result) => {
      if (result.saved) void queryClient.invalidateQueries({ queryKey: studentKeys.lists });
    },
  });
}

/** GET /api/v1/enquiries/{id}/admission-draft: the admission form filled from an enquiry ("Admit"). */
export function useAdmissionDraft(enquiryId: number | null) {
  return useQuery({
    queryKey: studentKeys.draft(enquiryId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/enquiries/${enquiryId}/admission-draft`, { schema: admissionDraft, signal }),
    enabled: enquiryId !== null,
    retry: false,
  });
}

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

/** POST /api/v1/students/{id}/documents (multipart: kind, file) and DELETE …/documents/{documentId}. */
export function useStudentDocuments(studentId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: studentKeys.one(studentId) });
  const add = useMutation({
    mutationFn: ({ kind, file }: { kind: StudentDocument['kind']; file: File }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file, file.name);
      return apiRequest(`/api/v1/students/${studentId}/documents`, {
        method: 'POST',
        form,
        schema: studentDocument,
      });
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (documentId: number) =>
      apiRequest(`/api/v1/students/${studentId}/documents/${documentId}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
  return { add, remove };
}

export const documentUrl = (studentId: number, documentId: number) =>
  `/api/v1/students/${studentId}/documents/${documentId}`;

/** GET /api/v1/students/{id}/batches: the batches the student is in, waits for, or was in. */
export const useStudentBatches = (id: number) =>
  useQuery({
    queryKey: studentKeys.batches(id),
    queryFn: ({ signal }) => apiRequest(`/api/v1/students/${id}/batches`, { schema: studentBatches, signal }),
  });

/**
 * The student's attendance over the last 90 days (the Attendance report's own read), for the profile;
 * under Attendance's report key, so a saved register refreshes it.
 */
export const useStudentAttendance = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['attendance', 'report', 'student', id, 'profile'],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/attendance/reports/students/${id}`, { schema: studentReport, signal }),
    enabled,
  });

/** The student's dues and totals (GET /api/v1/students/:id/fees), for the profile. */
export const useStudentFees = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: feeKeys.statement(id),
    queryFn: ({ signal }) => apiRequest(`/api/v1/students/${id}/fees`, { schema: feeStatement, signal }),
    enabled,
  });
