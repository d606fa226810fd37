import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  batchChoices,
  batchDetail,
  batchPage,
  batchTeachers,
  room,
  roomList,
  type BatchInput,
  type BatchListQuery,
  type RoomInput,
  type TeacherAllotmentInput,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
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
