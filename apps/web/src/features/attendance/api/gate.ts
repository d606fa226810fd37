import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { arrivalPage, arrivalResult, type ArrivalBody } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';

/** A day's arrivals at the gate (decision 091), latest first; today when `day` is empty. */
export const useArrivals = (day: string, page: number) =>
  useQuery({
    queryKey: ['attendance', 'arrivals', day, page],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/attendance/arrivals?page=${page}&pageSize=20${day ? `&day=${day}` : ''}`, {
        schema: arrivalPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Records an arrival by a scanned card or a typed admission number; the day's lists are read again. */
export function useRecordArrival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArrivalBody) =>
      apiRequest('/api/v1/attendance/arrivals', { method: 'POST', json: body, schema: arrivalResult }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }),
  });
}
