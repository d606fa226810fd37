import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payrollVideo, type PayrollVideoBody } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';

export const payrollVideoKey = ['payroll', 'video'] as const;

/** GET /api/v1/payroll/video: the PayrollVideo screen's video, and whether the caller may set it. */
export const usePayrollVideo = () =>
  useQuery({
    queryKey: payrollVideoKey,
    queryFn: ({ signal }) => apiRequest('/api/v1/payroll/video', { schema: payrollVideo, signal }),
  });

/** PUT /api/v1/payroll/video (the owner); the Payroll screen's 'Go to Video' reads it afresh. */
export function useSetPayrollVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollVideoBody) =>
      apiRequest('/api/v1/payroll/video', { method: 'PUT', json: body, schema: payrollVideo }),
    onSuccess: (saved) => {
      client.setQueryData(payrollVideoKey, saved);
      // The Payroll screen's 'Go to Video' and the video page read POST /api/video/{SUCode} afresh.
      void client.invalidateQueries({ queryKey: ['video'] });
    },
  });
}
