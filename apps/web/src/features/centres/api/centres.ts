import {
  centre,
  type Centre,
  centreAssignments,
  type CentreAssignments,
  type CentreAssignmentsSave,
  type CentreInput,
  type CentreListQuery,
  centrePage,
  type CentreUpdate,
} from '@kaksha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';

export const centreKeys = {
  all: ['centres'] as const,
  list: (params: object) => ['centres', 'list', params] as const,
  assignmentCentres: ['centres', 'assignment-centres'] as const,
  assignments: (id: number) => ['centres', 'assignments', id] as const,
};

/** GET /api/v1/centres?page&pageSize&sort&q&active → {data, total}. */
export function listCentres(query: CentreListQuery, signal?: AbortSignal) {
  return apiRequest(`/api/v1/centres?${queryString(query)}`, { schema: centrePage, signal });
}

export function useCentres(query: CentreListQuery) {
  return useQuery({
    queryKey: centreKeys.list(query),
    queryFn: ({ signal }) => listCentres(query, signal),
    placeholderData: keepPreviousData,
  });
}

export type SaveCentreInput =
  { id: number; changes: CentreUpdate } | { id?: undefined; changes: CentreInput };

/** POST /api/v1/centres (new) or PATCH /api/v1/centres/{id} (changes; {active:false} deactivates) → the centre. */
export function saveCentre({ id, changes }: SaveCentreInput): Promise<Centre> {
  return id === undefined
    ? apiRequest('/api/v1/centres', { method: 'POST', json: changes, schema: centre })
    : apiRequest(`/api/v1/centres/${id}`, { method: 'PATCH', json: changes, schema: centre });
}

export function useSaveCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCentre,
    onSettled: () => queryClient.invalidateQueries({ queryKey: centreKeys.all }),
  });
}

/** GET /api/v1/centre-assignments/{id} → {centre, teachers, staff}, each person with `assigned`. */
export function getCentreAssignments(id: number, signal?: AbortSignal): Promise<CentreAssignments> {
  return apiRequest(`/api/v1/centre-assignments/${id}`, { schema: centreAssignments, signal });
}

export function useCentreAssignments(id: number | null) {
  return useQuery({
    queryKey: centreKeys.assignments(id ?? 0),
    queryFn: ({ signal }) => getCentreAssignments(id!, signal),
    enabled: id !== null,
  });
}

/** GET /api/v1/centre-assignments?pageSize=100 → {data, total}: the centres to choose from (CentreAsignment). */
export function listAssignmentCentres(signal?: AbortSignal) {
  return apiRequest(`/api/v1/centre-assignments?${queryString({ pageSize: 100, sort: 'CentreName' })}`, {
    schema: centrePage,
    signal,
  });
}

export function useAssignmentCentres() {
  return useQuery({
    queryKey: centreKeys.assignmentCentres,
    queryFn: ({ signal }) => listAssignmentCentres(signal),
  });
}

/** PUT /api/v1/centre-assignments/{id} {teacherIds, staffIds} → {centre, teachers, staff}: exactly these people. */
export function saveCentreAssignments({ id, people }: { id: number; people: CentreAssignmentsSave }) {
  return apiRequest(`/api/v1/centre-assignments/${id}`, {
    method: 'PUT',
    json: people,
    schema: centreAssignments,
  });
}

export function useSaveCentreAssignments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCentreAssignments,
    onSuccess: (saved, { id }) => queryClient.setQueryData(centreKeys.assignments(id), saved),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: centreKeys.all });
      // The teachers area lists each teacher's centres under these keys.
      void queryClient.invalidateQueries({ queryKey: ['teachers'] });
      void queryClient.invalidateQueries({ queryKey: ['teacher'] });
    },
  });
}
