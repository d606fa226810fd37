import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  attendanceBatches,
  attendanceDay,
  batchReport,
  belowThreshold,
  monthGrid,
  register,
  registerSaved,
  studentReport,
  unmarkedPage,
  type RegisterSave,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';

const keys = {
  all: ['attendance'] as const,
  day: (day: string) => ['attendance', 'day', day] as const,
  register: (ref: string) => ['attendance', 'register', ref] as const,
};

/** Which register: a class (`sessionId`), or a batch's day. */
export interface RegisterPick {
  sessionId: number | null;
  batchId: number;
  day: string;
}
/** A register's query string: also what a save kept on the device is of (decision 092). */
export const queryOf = (pick: RegisterPick) =>
  pick.sessionId ? `sessionId=${pick.sessionId}` : `batchId=${pick.batchId}&day=${pick.day}`;

/** The classes of a day ('' for today) and the batches without a timetable, with what is marked. */
export const useAttendanceDay = (day: string) =>
  useQuery({
    queryKey: keys.day(day),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/attendance/day${day ? `?day=${day}` : ''}`, { schema: attendanceDay, signal }),
  });

export const useRegister = (pick: RegisterPick | null) =>
  useQuery({
    queryKey: keys.register(pick ? queryOf(pick) : ''),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/attendance/register?${queryOf(pick!)}`, { schema: register, signal }),
    enabled: pick !== null,
  });

/**
 * Saves the whole register; the day's counts are fetched again. It runs with no connection too
 * (`networkMode: 'always'`), so that the failure reaches the screen, which keeps the save on the device.
 */
export function useSaveRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: RegisterSave) =>
      apiRequest('/api/v1/attendance/register', { method: 'PUT', json: body, schema: registerSaved }),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.register(queryOf(saved.register)), saved.register);
      void queryClient.invalidateQueries({ queryKey: ['attendance', 'report'] });
      return queryClient.invalidateQueries({ queryKey: ['attendance', 'day'] });
    },
  });
}

// ---- reports (decision 080) ----

/** A report's query string, the empty values left out. */
const qs = (query: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** Where a report's CSV is downloaded from. */
export const reportCsv = (path: string, query: Record<string, string | number | undefined>) =>
  `/api/v1/attendance/reports/${path}/export.csv?${qs(query)}`;

export interface ReportSpan {
  from?: string;
  to?: string;
}

export const useReportBatches = () =>
  useQuery({
    queryKey: ['attendance', 'batches'],
    queryFn: ({ signal }) => apiRequest('/api/v1/attendance/batches', { schema: attendanceBatches, signal }),
  });

export const useBatchReport = (batchId: number | null, span: ReportSpan) =>
  useQuery({
    queryKey: ['attendance', 'report', 'batch', batchId, span],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/attendance/reports/batches/${batchId}?${qs({ ...span })}`, {
        schema: batchReport,
        signal,
      }),
    enabled: batchId !== null,
  });

export const useMonthGrid = (batchId: number | null, month: string, page: number) =>
  useQuery({
    queryKey: ['attendance', 'report', 'grid', batchId, month, page],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/attendance/reports/batches/${batchId}/grid?${qs({ month, page, pageSize: 50 })}`, {
        schema: monthGrid,
        signal,
      }),
    enabled: batchId !== null,
    placeholderData: keepPreviousData,
  });

export const useBelowThreshold = (batchId: number | null, span: ReportSpan, page: number) =>
  useQuery({
    queryKey: ['attendance', 'report', 'below', batchId, span, page],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/v1/attendance/reports/below?${qs({ ...span, batchId: batchId ?? undefined, page, pageSize: 20 })}`,
        { schema: belowThreshold, signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useStudentReport = (studentId: number | null, span: ReportSpan, month: string) =>
  useQuery({
    queryKey: ['attendance', 'report', 'student', studentId, span, month],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/attendance/reports/students/${studentId}?${qs({ ...span, month })}`, {
        schema: studentReport,
        signal,
      }),
    enabled: studentId !== null,
  });

/** Classes of the last 7 days that ended with no register (the coordinator's list). */
export const useUnmarked = (page: number) =>
  useQuery({
    queryKey: ['attendance', 'day', 'unmarked', page],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/attendance/unmarked?page=${page}&pageSize=10`, { schema: unmarkedPage, signal }),
    placeholderData: keepPreviousData,
  });
