import { useQuery } from '@tanstack/react-query';
import { centrePage } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { centreKeys } from './keys.ts';
import { queryString } from '../../../lib/queryString.ts';

/** GET /api/v1/centre-assignments?pageSize=100 → {data, total}: the centres to choose from (CentreAsignment). */
export function listAssignmentCentres(signal?: AbortSignal) {
  return apiRequest(`/api/v1/centre-assignments?${queryString({ pageSize: 100, sort: 'CentreName' })}`, {
    schema: centrePage,
    signal,
  });
}

export function useAssignmentCentres() {
  return useQuery({
    queryKey: centreKeys.assignmentCentres,
    queryFn: ({ signal }) => listAssignmentCentres(signal),
  });
}
