import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  attendanceStudents,
  leave,
  leavePage,
  type Leave,
  type LeaveBody,
  type LeaveDecision,
  type LeaveStatus,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';

/** Leave asked for in advance (decision 085): a page, filtered by status. */
export const useLeaves = (status: LeaveStatus | '', page: number) =>
  useQuery({
    queryKey: ['attendance', 'leaves', status, page],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/attendance/leaves?page=${page}&pageSize=20${status ? `&status=${status}` : ''}`, {
        schema: leavePage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The desk's finder: students by name or admission number. */
export const useAttendanceStudents = (q: string) =>
  useQuery({
    queryKey: ['attendance', 'students', q],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/attendance/students?q=${encodeURIComponent(q)}`, {
        schema: attendanceStudents,
        signal,
      }),
    enabled: q.length > 0,
  });

/** A leave changes what registers pre-fill: the leaves and the registers are fetched again. */
function useLeaveChange<I>(call: (input: I) => Promise<Leave>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }),
  });
}

export const useAskLeave = () =>
  useLeaveChange((body: LeaveBody) =>
    apiRequest('/api/v1/attendance/leaves', { method: 'POST', json: body, schema: leave }),
  );

export const useDecideLeave = () =>
  useLeaveChange(({ id, ...body }: LeaveDecision & { id: number }) =>
    apiRequest(`/api/v1/attendance/leaves/${id}/decision`, { method: 'POST', json: body, schema: leave }),
  );
