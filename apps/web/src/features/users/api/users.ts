import {
  centreOptions,
  linkedGoogleAccount,
  type LinkedGoogleAccount,
  roleOptions,
  staffUser,
  type StaffUser,
  type StaffUserBody,
  type StaffUserUpdateBody,
  userList,
  type UserListQuery,
} from '@kaksha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accessKey } from '../../../lib/access.ts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';

export const userKeys = {
  all: ['users'] as const,
  list: (params: object) => ['users', 'list', params] as const,
  roleOptions: ['users', 'role-options'] as const,
  centres: ['users', 'centres'] as const,
  googleAccount: (id: number) => ['users', 'google-account', id] as const,
};

/** GET /api/v1/users?page&pageSize&q&status&roleId → {data, total}. */
export function listUsers(query: UserListQuery, signal?: AbortSignal) {
  return apiRequest(`/api/v1/users?${queryString(query)}`, { schema: userList, signal });
}

export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => listUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export type SaveUserInput =
  { id: number; changes: StaffUserUpdateBody } | { id?: undefined; changes: StaffUserBody };

/** POST /api/v1/users (adds and invites) or PATCH /api/v1/users/{id} (changes) → the user. */
export function saveUser({ id, changes }: SaveUserInput): Promise<StaffUser> {
  return id === undefined
    ? apiRequest('/api/v1/users', { method: 'POST', json: changes, schema: staffUser })
    : apiRequest(`/api/v1/users/${id}`, { method: 'PATCH', json: changes, schema: staffUser });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    // A change to oneself changes one's own menus too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: accessKey }),
        queryClient.invalidateQueries({ queryKey: ['menus'] }),
      ]),
  });
}

/** POST /api/v1/users/{id}/deactivate (signs them out at once) or /reactivate → the user. */
export function setUserActive({ id, active }: { id: number; active: boolean }): Promise<StaffUser> {
  return apiRequest(`/api/v1/users/${id}/${active ? 'reactivate' : 'deactivate'}`, {
    method: 'POST',
    schema: staffUser,
  });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** POST /api/v1/users/{id}/invitation: a new link by email; the old one stops working. */
export function resendInvitation(id: number): Promise<StaffUser> {
  return apiRequest(`/api/v1/users/${id}/invitation`, { method: 'POST', schema: staffUser });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** GET /api/v1/users/centres → {data: [{code, name}], total}: the active centres to place staff in. */
export function listCentreOptions(signal?: AbortSignal) {
  return apiRequest('/api/v1/users/centres', { schema: centreOptions, signal });
}

export function useCentreOptions() {
  return useQuery({ queryKey: userKeys.centres, queryFn: ({ signal }) => listCentreOptions(signal) });
}

/** GET /api/v1/users/role-options → {data: [{id, name, isOwner}], total}: the roles to pick from. */
export function listRoleOptions(signal?: AbortSignal) {
  return apiRequest('/api/v1/users/role-options', { schema: roleOptions, signal });
}

export function useRoleOptions() {
  return useQuery({ queryKey: userKeys.roleOptions, queryFn: ({ signal }) => listRoleOptions(signal) });
}

const path = (id: number) => `/api/v1/users/${id}/google-account`;

/** GET /api/v1/users/{id}/google-account → the Google account the user signs in with, if linked. */
export function useLinkedGoogleAccount(id: number, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.googleAccount(id),
    queryFn: ({ signal }): Promise<LinkedGoogleAccount> =>
      apiRequest(path(id), { schema: linkedGoogleAccount, signal }),
    enabled,
  });
}

/** DELETE /api/v1/users/{id}/google-account: they sign in with their password until they link again. */
export function useUnlinkGoogleAccount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>(path(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.googleAccount(id) }),
  });
}
