import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { linkedGoogleAccount, type LinkedGoogleAccount } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { userKeys } from './keys.ts';

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
