import { DEFAULT_TIME_ZONE } from '@kaksha/contracts';
import { useInstituteBrand } from '../../../lib/brand.ts';

/** The institute's IANA time zone: the calendars show its wall clock, whatever the browser's zone. */
export const useInstituteZone = () => useInstituteBrand().data?.timeZone ?? DEFAULT_TIME_ZONE;
