import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importResult } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { studentKeys } from '../../../lib/queryKeys.ts';

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
