import { useQuery } from '@tanstack/react-query';
import { myAccess } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { curriculumKeys } from './keys.ts';

/** GET /api/v1/me/access → {owner, menus: {FrmName: 'view' | 'manage'}}: the same grants the server enforces. */
export function getMyAccess(signal?: AbortSignal) {
  return apiRequest('/api/v1/me/access', { schema: myAccess, signal });
}

export function useMyAccess() {
  return useQuery({
    queryKey: curriculumKeys.myAccess,
    queryFn: ({ signal }) => getMyAccess(signal),
    staleTime: 60_000,
  });
}
