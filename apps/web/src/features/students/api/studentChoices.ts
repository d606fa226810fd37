import { useQuery } from '@tanstack/react-query';
import { studentChoices } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { studentKeys } from '../../../lib/queryKeys.ts';

/** GET /api/v1/students/choices: the centres, classes and boards a student can be admitted to. */
export function useStudentChoices() {
  return useQuery({
    queryKey: studentKeys.choices,
    queryFn: ({ signal }) => apiRequest('/api/v1/students/choices', { schema: studentChoices, signal }),
    staleTime: 60_000,
  });
}
