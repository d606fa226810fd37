import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  batchChoices,
  batchPage,
  batchTimetable,
  booking,
  classSession,
  holidayList,
  holidayRemoval,
  holidayResult,
  sessionList,
  slotRemoval,
  slotResult,
  teacherNames,
  toCoverList,
  type BookingInput,
  type HolidayInput,
  type RescheduleInput,
  type SlotInput,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { calendarKeys, timetableKeys } from '../../../lib/queryKeys.ts';

/** The planned and active batches, to pick one (the first hundred, by name). */
export const useCurrentBatches = () =>
  useQuery({
    queryKey: timetableKeys.batches,
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/batches?status=current&pageSize=100', { schema: batchPage, signal }),
  });

/** The organisation's centres (from the batch form's choices), for a centre's holiday. */
export const useCentres = () =>
  useQuery({
    queryKey: timetableKeys.centres,
    queryFn: ({ signal }) => apiRequest('/api/v1/batches/choices', { schema: batchChoices, signal }),
    select: (choices) => choices.centres,
    staleTime: 60_000,
  });

/** The organisation's rooms, each with its centre (the same call as the centres). */
export const useRoomChoices = () =>
  useQuery({
    queryKey: timetableKeys.centres,
    queryFn: ({ signal }) => apiRequest('/api/v1/batches/choices', { schema: batchChoices, signal }),
    select: (choices) => choices.rooms,
    staleTime: 60_000,
  });

export const useTimetable = (batchId: number | null) =>
  useQuery({
    queryKey: timetableKeys.batch(batchId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/batches/${batchId}/timetable`, { schema: batchTimetable, signal }),
    enabled: batchId !== null,
  });

/** A batch's sessions from one day to another (at most 62 days). */
export const useBatchSessions = (batchId: number | null, from: string, to: string) =>
  useQuery({
    queryKey: timetableKeys.sessions(batchId ?? 0, from, to),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/batches/${batchId}/sessions?from=${from}&to=${to}`, {
        schema: sessionList,
        signal,
      }),
    enabled: batchId !== null,
  });

export const useHolidays = (year: number) =>
  useQuery({
    queryKey: timetableKeys.holidays(year),
    queryFn: ({ signal }) => apiRequest(`/api/v1/holidays?year=${year}`, { schema: holidayList, signal }),
  });

/**
 * A mutation after which every timetable query is fetched again (slot counts, sessions, holidays, the
 * classes to cover), and every calendar.
 */
function useTimetableChange<I, R>(call: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timetableKeys.all }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      ]),
  });
}

/** POST a new slot to the batch, or PUT the changes of slot `id`. */
export const useSaveSlot = () =>
  useTimetableChange(({ batchId, id, slot }: { batchId: number; id: number | null; slot: SlotInput }) =>
    apiRequest(id ? `/api/v1/slots/${id}` : `/api/v1/batches/${batchId}/slots`, {
      method: id ? 'PUT' : 'POST',
      json: slot,
      schema: slotResult,
    }),
  );

export const useEndSlot = () =>
  useTimetableChange((id: number) =>
    apiRequest(`/api/v1/slots/${id}`, { method: 'DELETE', schema: slotRemoval }),
  );

/** One session's change: moved, given a substitute, cancelled with a reason, or restored. */
export type SessionChange =
  | { kind: 'reschedule'; id: number; body: RescheduleInput }
  | { kind: 'substitute'; id: number; body: { teacherId: number } }
  | { kind: 'cancel'; id: number; body: { reason: string } }
  | { kind: 'restore'; id: number };

export const useChangeSession = () =>
  useTimetableChange((change: SessionChange) =>
    apiRequest(`/api/v1/sessions/${change.id}/${change.kind}`, {
      method: 'POST',
      json: 'body' in change ? change.body : undefined,
      schema: classSession,
    }),
  );

export const useAddHoliday = () =>
  useTimetableChange((holiday: HolidayInput) =>
    apiRequest('/api/v1/holidays', { method: 'POST', json: holiday, schema: holidayResult }),
  );

export const useDeleteHoliday = () =>
  useTimetableChange((holiday: { id: number; name: string }) =>
    apiRequest(`/api/v1/holidays/${holiday.id}`, { method: 'DELETE', schema: holidayRemoval }).then(
      (result) => ({ ...result, name: holiday.name }),
    ),
  );

/** The active teachers (the first hundred, by name), to choose one for leave or an event. */
export const useTeachers = () =>
  useQuery({
    queryKey: timetableKeys.teachers,
    queryFn: ({ signal }) => apiRequest('/api/v1/teachers/names', { schema: teacherNames, signal }),
    staleTime: 60_000,
  });

/** GET /api/v1/bookings/to-cover: the classes whose teacher is on leave, each with the free teachers of its subject. */
export const useToCover = (from: string, to: string) =>
  useQuery({
    queryKey: timetableKeys.toCover(from, to),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/bookings/to-cover?from=${from}&to=${to}`, { schema: toCoverList, signal }),
  });

/** POST /api/v1/bookings: a teacher's leave or an event (exams are the exams area's). */
export const useBook = () =>
  useTimetableChange((input: BookingInput) =>
    apiRequest('/api/v1/bookings', { method: 'POST', json: input, schema: booking }),
  );
