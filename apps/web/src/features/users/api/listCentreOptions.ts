import { useQuery } from '@tanstack/react-query';
import { centreOptions } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { userKeys } from './keys.ts';

/** GET /api/v1/users/centres → {data: [{code, name}], total}: the active centres to place staff in. */
export function listCentreOptions(signal?: AbortSignal) {
  return apiRequest('/api/v1/users/centres', { schema: centreOptions, signal });
}

export function useCentreOptions() {
  return useQuery({ queryKey: userKeys.centres, queryFn: ({ signal }) => listCentreOptions(signal) });
}
