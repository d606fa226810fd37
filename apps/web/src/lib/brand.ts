import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, instituteBrand, type InstituteBrand } from '@kaksha/contracts';
import { apiRequest } from './api.ts';
import { activeLanguage, chooseLanguage } from './i18n/language.ts';

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

/**
 * The portal in the signed-in user's language (theirs from My Profile, else the institute's default;
 * decision 086): kept for this browser and, when this page shows another, loaded again in it once.
 */
export function useBrandLanguage() {
  const language = useInstituteBrand().data?.language;
  useEffect(() => {
    if (language && language !== activeLanguage) chooseLanguage(language);
  }, [language]);
}
