import {
  allotmentCandidates,
  allotmentResult,
  type AllotStudentsInput,
  batchChoices,
  batchDetail,
  batchFeePlans,
  type BatchInput,
  type BatchListQuery,
  batchPage,
  batchStudentPage,
  type BatchStudentQuery,
  batchTeachers,
  type LeaveBatchInput,
  room,
  type RoomInput,
  roomList,
  type TeacherAllotmentInput,
  type TransferInput,
} from '@kaksha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { studentKeys, useMoneyMoved } from '../../../lib/queryKeys.ts';
import { queryString } from '../../../lib/queryString.ts';

export const batchKeys = {
  choices: ['batches', 'choices'] as const,
  list: (query: object) => ['batches', 'list', query] as const,
  one: (id: number) => ['batches', 'one', id] as const,
  rooms: ['batches', 'rooms'] as const,
};

export const useBatchChoices = () =>
  useQuery({
    queryKey: batchKeys.choices,
    queryFn: ({ signal }) => apiRequest('/api/v1/batches/choices', { schema: batchChoices, signal }),
    staleTime: 60_000,
  });

export const useBatches = (query: BatchListQuery) =>
  useQuery({
    queryKey: batchKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/batches?${queryString(query)}`, { schema: batchPage, signal }),
    placeholderData: keepPreviousData,
  });

export const useBatch = (id: number | null) =>
  useQuery({
    queryKey: batchKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/v1/batches/${id}`, { schema: batchDetail, signal }),
    enabled: id !== null,
  });

/** POST (new) or PUT (id) a batch; lists refresh. */
export function useSaveBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, batch }: { id: number | null; batch: BatchInput }) =>
      apiRequest(id ? `/api/v1/batches/${id}` : '/api/v1/batches', {
        method: id ? 'PUT' : 'POST',
        json: batch,
        schema: batchDetail,
      }),
    onSuccess: (saved) => queryClient.setQueryData(batchKeys.one(saved.id), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['batches', 'list'] }),
  });
}

export function useDeleteBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batch: { id: number; name: string }) =>
      apiRequest(`/api/v1/batches/${batch.id}`, { method: 'DELETE' }).then(() => batch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['batches', 'list'] }),
  });
}

export const useRooms = () =>
  useQuery({
    queryKey: batchKeys.rooms,
    queryFn: ({ signal }) => apiRequest('/api/v1/rooms', { schema: roomList, signal }),
  });

export function useSaveRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, room: input }: { id: number | null; room: RoomInput }) =>
      apiRequest(id ? `/api/v1/rooms/${id}` : '/api/v1/rooms', {
        method: id ? 'PUT' : 'POST',
        json: input,
        schema: room,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: batchKeys.rooms }),
        queryClient.invalidateQueries({ queryKey: batchKeys.choices }),
      ]),
  });
}

export const useBatchTeachers = (batchId: number | null) =>
  useQuery({
    queryKey: ['batches', 'teachers', batchId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/batches/${batchId}/teachers`, { schema: batchTeachers, signal }),
    enabled: batchId !== null,
  });

export function useAssignTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ batchId, assignment }: { batchId: number; assignment: TeacherAllotmentInput }) =>
      apiRequest(`/api/v1/batches/${batchId}/teachers`, {
        method: 'POST',
        json: assignment,
        schema: batchTeachers,
      }),
    onSuccess: (saved, { batchId }) => queryClient.setQueryData(['batches', 'teachers', batchId], saved),
  });
}

/** Everything here starts with 'allotments': an allotment, transfer or leaving can change any of it. */
export const allotmentKeys = {
  all: ['allotments'] as const,
  students: (batchId: number, query: BatchStudentQuery) =>
    ['allotments', 'students', batchId, query] as const,
  candidates: (batchId: number, q: string) => ['allotments', 'candidates', batchId, q] as const,
};

/**
 * A page of the batch's seated, waitlisted or past students, with its seat counts. Another page or
 * search keeps the rows shown until it answers; another view or batch does not (its columns differ).
 */
export const useBatchStudents = (batchId: number, query: BatchStudentQuery) =>
  useQuery({
    queryKey: allotmentKeys.students(batchId, query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/batches/${batchId}/students?${queryString(query)}`, {
        schema: batchStudentPage,
        signal,
      }),
    placeholderData: (previous, previousQuery) => {
      const [, , id, before] = previousQuery?.queryKey ?? [];
      return id === batchId && before?.view === query.view ? previous : undefined;
    },
  });

/** Up to 20 active students not in the batch (its class first), searched on the server. */
export const useAllotmentCandidates = (batchId: number, q: string) =>
  useQuery({
    queryKey: allotmentKeys.candidates(batchId, q),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/batches/${batchId}/candidates?${queryString({ q })}`, {
        schema: allotmentCandidates,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The fee plans the batch offers (its own first): the allotment bills on the first unless told. */
export const useBatchFeePlans = (batchId: number) =>
  useQuery({
    queryKey: ['allotments', 'fee-plans', batchId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/batches/${batchId}/fee-plans`, { schema: batchFeePlans, signal }),
    staleTime: 60_000,
  });

/**
 * A change of seats: every allotment query and the profiles' batches are fetched again, and every
 * view of money, since an allotment bills the seated (and a leaving or transfer may stop dues).
 */
function useAllotmentChange<I>(path: (input: I) => string, body: (input: I) => unknown) {
  const queryClient = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (input: I) =>
      apiRequest(path(input), { method: 'POST', json: body(input), schema: allotmentResult }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: allotmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: studentKeys.allBatches }),
        moneyMoved(),
      ]),
  });
}

export const useAllotStudents = () =>
  useAllotmentChange(
    ({ batchId }: { batchId: number; allotment: AllotStudentsInput }) =>
      `/api/v1/batches/${batchId}/students`,
    ({ allotment }) => allotment,
  );

export const useTransferStudent = () =>
  useAllotmentChange(
    ({ batchId, studentId }: { batchId: number; studentId: number; transfer: TransferInput }) =>
      `/api/v1/batches/${batchId}/students/${studentId}/transfer`,
    ({ transfer }) => transfer,
  );

/** A seated student leaves the batch, or a waitlisted one withdraws. */
export const useLeaveBatch = () =>
  useAllotmentChange(
    ({ batchId, studentId }: { batchId: number; studentId: number; leaving: LeaveBatchInput }) =>
      `/api/v1/batches/${batchId}/students/${studentId}/leave`,
    ({ leaving }) => leaving,
  );
