import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurriculumKind } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { curriculumPath } from './keys.ts';

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
