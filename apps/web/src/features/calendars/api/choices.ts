import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { batchChoices, batchPage, teacherNames } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';
import { calendarKeys } from '../../../lib/queryKeys.ts';

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

/**
 * Active teachers whose name matches `q` (the first hundred; all of them when `q` is empty), and the
 * teacher of `id` even when the search does not list them (one opened by a link): names only.
 */
export const useTeacherChoices = (q: string, id: number | null) =>
  useQuery({
    queryKey: calendarKeys.teachers(q, id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/teachers/names?${queryString({ q, id: id ?? undefined })}`, {
        schema: teacherNames,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
