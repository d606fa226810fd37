import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, instituteBrand, type InstituteBrand } from '@kaksha/contracts';
import { apiRequest } from './api.ts';

export type { InstituteBrand };

/** The one cache entry of the institute's name, logo and open first-run steps (navbar, dashboard, setup). */
export const brandKey = ['institute', 'brand'] as const;

/** GET /api/v1/institute/brand: every signed-in member may read it. */
export function useInstituteBrand() {
  return useQuery({
    queryKey: brandKey,
    queryFn: ({ signal }): Promise<InstituteBrand> =>
      apiRequest('/api/v1/institute/brand', { schema: instituteBrand, signal }),
    staleTime: 60_000,
  });
}

/** The institute's IANA time zone: calendars and class lists show its wall clock, whatever the browser's zone. */
export const useInstituteZone = () => useInstituteBrand().data?.timeZone ?? DEFAULT_TIME_ZONE;
