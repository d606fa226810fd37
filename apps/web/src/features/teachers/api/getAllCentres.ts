import { useQuery } from '@tanstack/react-query';
import { allCentresResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

/** POST /api/get-all-centres (no body) → {respCode, centres}. */
export function getAllCentres(signal?: AbortSignal) {
  return apiRequest('/api/get-all-centres', { method: 'POST', schema: allCentresResponse, signal });
}

export function useAllCentres() {
  return useQuery({ queryKey: teacherKeys.allCentres, queryFn: ({ signal }) => getAllCentres(signal) });
}
