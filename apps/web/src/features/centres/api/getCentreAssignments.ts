import { useQuery } from '@tanstack/react-query';
import { centreAssignments, type CentreAssignments } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { centreKeys } from './keys.ts';

/** GET /api/v1/centre-assignments/{id} → {centre, teachers, staff}, each person with `assigned`. */
export function getCentreAssignments(id: number, signal?: AbortSignal): Promise<CentreAssignments> {
  return apiRequest(`/api/v1/centre-assignments/${id}`, { schema: centreAssignments, signal });
}

export function useCentreAssignments(id: number | null) {
  return useQuery({
    queryKey: centreKeys.assignments(id ?? 0),
    queryFn: ({ signal }) => getCentreAssignments(id!, signal),
    enabled: id !== null,
  });
}
