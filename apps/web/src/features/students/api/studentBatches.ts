import { useQuery } from '@tanstack/react-query';
import { studentBatches } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { studentKeys } from '../../../lib/queryKeys.ts';

/** GET /api/v1/students/{id}/batches: the batches the student is in, waits for, or was in. */
export const useStudentBatches = (id: number) =>
  useQuery({
    queryKey: studentKeys.batches(id),
    queryFn: ({ signal }) => apiRequest(`/api/v1/students/${id}/batches`, { schema: studentBatches, signal }),
  });
