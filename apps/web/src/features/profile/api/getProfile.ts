import { useQuery } from '@tanstack/react-query';
import { profile, type Profile } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';

export const profileKey = (email: string) => ['profile', email] as const;

/** POST /api/profile {EmailID} → {UserName, EmailID, Mobile, WhatsApp, Active, UserImage (data URL or null)}. */
export function getProfile(EmailID: string, signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/api/profile', { method: 'POST', json: { EmailID }, schema: profile, signal });
}

export function useProfile(email: string | undefined) {
  return useQuery({
    queryKey: profileKey(email ?? ''),
    queryFn: ({ signal }) => getProfile(email!, signal),
    enabled: Boolean(email),
    staleTime: 5 * 60_000,
  });
}
