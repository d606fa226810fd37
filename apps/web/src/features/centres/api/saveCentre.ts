import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centre, type Centre, type CentreInput, type CentreUpdate } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { centreKeys } from './keys.ts';

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
