import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { teacherKeys } from './keys.ts';

export type PanelEntryKind = 'education' | 'experience' | 'subjects' | 'centres' | 'kyc';

const keyOf = {
  education: teacherKeys.education,
  experience: teacherKeys.experience,
  subjects: teacherKeys.subjects,
  centres: teacherKeys.centres,
  kyc: teacherKeys.kyc,
} as const;

/** DELETE /api/v1/teachers/{id}/{kind}/{entry} → 204: removes one entry of a panel (a centre by its code). */
export function removePanelEntry({
  teacherId,
  kind,
  entry,
}: {
  teacherId: number;
  kind: PanelEntryKind;
  entry: number | string;
}): Promise<void> {
  return apiRequest(`/api/v1/teachers/${teacherId}/${kind}/${encodeURIComponent(String(entry))}`, {
    method: 'DELETE',
  });
}

export function useRemovePanelEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePanelEntry,
    onSettled: (_reply, _error, { teacherId, kind }) => {
      void queryClient.invalidateQueries({ queryKey: keyOf[kind](teacherId) });
      void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
    },
  });
}
