import { useQuery } from '@tanstack/react-query';
import { roleOptions } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { userKeys } from './keys.ts';

/** GET /api/v1/users/role-options → {data: [{id, name, isOwner}], total}: the roles to pick from. */
export function listRoleOptions(signal?: AbortSignal) {
  return apiRequest('/api/v1/users/role-options', { schema: roleOptions, signal });
}

export function useRoleOptions() {
  return useQuery({ queryKey: userKeys.roleOptions, queryFn: ({ signal }) => listRoleOptions(signal) });
}
