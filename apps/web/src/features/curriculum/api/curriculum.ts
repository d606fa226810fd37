import {
  curriculumItem,
  type CurriculumItem,
  type CurriculumKind,
  curriculumList,
  type CurriculumList,
  type CurriculumListQuery,
} from '@kaksha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';

/** The REST path of each kind: /api/v1/boards, /classes, /subjects. */
export const curriculumPath: Record<CurriculumKind, string> = {
  board: '/api/v1/boards',
  class: '/api/v1/classes',
  subject: '/api/v1/subjects',
};

export const curriculumKeys = {
  all: ['curriculum'] as const,
  kind: (kind: CurriculumKind) => ['curriculum', kind] as const,
  list: (kind: CurriculumKind, query: CurriculumListQuery) => ['curriculum', kind, 'list', query] as const,
};

/** GET /api/v1/{boards|classes|subjects}?page&pageSize&sort&q → {data, total}. */
export function listCurriculum(
  kind: CurriculumKind,
  query: CurriculumListQuery,
  signal?: AbortSignal,
): Promise<CurriculumList> {
  return apiRequest(`${curriculumPath[kind]}?${queryString(query)}`, { schema: curriculumList, signal });
}

export function useCurriculumList(kind: CurriculumKind, query: CurriculumListQuery) {
  return useQuery({
    queryKey: curriculumKeys.list(kind, query),
    queryFn: ({ signal }) => listCurriculum(kind, query, signal),
    placeholderData: keepPreviousData,
  });
}

export interface SaveCurriculumInput {
  kind: CurriculumKind;
  /** Absent: create (POST); present: update (PATCH /:id). */
  id?: number;
  code: string;
  name: string;
}

/** POST /api/v1/{kind} {code, name} → 201 item, or PATCH /api/v1/{kind}/{id} → item. */
export function saveCurriculumItem({ kind, id, code, name }: SaveCurriculumInput): Promise<CurriculumItem> {
  return apiRequest(id === undefined ? curriculumPath[kind] : `${curriculumPath[kind]}/${id}`, {
    method: id === undefined ? 'POST' : 'PATCH',
    json: { code, name },
    schema: curriculumItem,
  });
}

export function useSaveCurriculumItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCurriculumItem,
    // Lists, and the pickers of the chapter manager and learning views, show the change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** DELETE /api/v1/{kind}/{id} → 204; 409 with a message while chapters use it. */
export function deleteCurriculumItem({ kind, id }: { kind: CurriculumKind; id: number }): Promise<void> {
  return apiRequest(`${curriculumPath[kind]}/${id}`, { method: 'DELETE' });
}

export function useDeleteCurriculumItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCurriculumItem,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
