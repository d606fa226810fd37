import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceDay, register, registerSaved, type RegisterSave } from '@kaksha/contracts';
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
const queryOf = (pick: RegisterPick) =>
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

/** Saves the whole register; the day's counts are fetched again. */
export function useSaveRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterSave) =>
      apiRequest('/api/v1/attendance/register', { method: 'PUT', json: body, schema: registerSaved }),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.register(queryOf(saved.register)), saved.register);
      return queryClient.invalidateQueries({ queryKey: ['attendance', 'day'] });
    },
  });
}
