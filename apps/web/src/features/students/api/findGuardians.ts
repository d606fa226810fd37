import { useQuery } from '@tanstack/react-query';
import { guardianMatches, toE164 } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { studentKeys } from '../../../lib/queryKeys.ts';

/** GET /api/v1/guardians?mobile=: people already in the institute with this number (a sibling’s parent). */
export function useGuardiansByMobile(mobile: string) {
  const e164 = toE164(mobile);
  return useQuery({
    queryKey: studentKeys.guardians(e164 ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/guardians?mobile=${encodeURIComponent(e164!)}`, {
        schema: guardianMatches,
        signal,
      }),
    enabled: e164 !== null,
    staleTime: 30_000,
  });
}
