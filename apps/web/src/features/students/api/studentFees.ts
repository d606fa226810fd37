import { useQuery } from '@tanstack/react-query';
import { feeStatement } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { feeKeys } from '../../../lib/queryKeys.ts';

/** The student's dues and totals (GET /api/v1/students/:id/fees), for the profile. */
export const useStudentFees = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: feeKeys.statement(id),
    queryFn: ({ signal }) => apiRequest(`/api/v1/students/${id}/fees`, { schema: feeStatement, signal }),
    enabled,
  });
