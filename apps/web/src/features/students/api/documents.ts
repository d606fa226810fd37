import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentDocument, type StudentDocument } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { studentKeys } from '../../../lib/queryKeys.ts';

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
