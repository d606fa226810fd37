import { useMutation, useQueryClient } from '@tanstack/react-query';
import { curriculumItem, type CurriculumItem, type CurriculumKind } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { curriculumPath } from './keys.ts';

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
