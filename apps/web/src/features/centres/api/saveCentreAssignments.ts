import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centreAssignments, type CentreAssignmentsSave } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { centreKeys } from './keys.ts';

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
