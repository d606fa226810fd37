import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { batchChoices, batchPage, teacher, teacherPage } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';
import { calendarKeys } from './keys.ts';

/** The planned and active batches, to pick one (the first hundred, by name). */
export const useCurrentBatches = () =>
  useQuery({
    queryKey: calendarKeys.batches,
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/batches?status=current&pageSize=100', { schema: batchPage, signal }),
    staleTime: 60_000,
  });

/** The organisation's centres (from the batch form's choices). */
export const useCentres = () =>
  useQuery({
    queryKey: calendarKeys.centres,
    queryFn: ({ signal }) => apiRequest('/api/v1/batches/choices', { schema: batchChoices, signal }),
    select: (choices) => choices.centres,
    staleTime: 60_000,
  });

/** Active teachers whose name matches `q` (the first hundred; all of them when `q` is empty). */
export const useTeacherChoices = (q: string) =>
  useQuery({
    queryKey: calendarKeys.teachers(q),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/teachers?${queryString({ q, active: 'true', pageSize: 100 })}`, {
        schema: teacherPage,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** One teacher's name, for a teacher opened by its link who is not among those listed. */
export const useTeacherName = (id: number | null) =>
  useQuery({
    queryKey: ['calendars', 'teacher', id],
    queryFn: ({ signal }) => apiRequest(`/api/v1/teachers/${id}`, { schema: teacher, signal }),
    select: (found) => found.name,
    enabled: id !== null,
    staleTime: 60_000,
  });
