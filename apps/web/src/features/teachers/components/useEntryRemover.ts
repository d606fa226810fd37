import { failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { type PanelEntryKind, useRemovePanelEntry } from '../api/panels.ts';
import { isUnauthorized } from '../../../lib/api.ts';
import { tTeachers } from '../../../lib/i18n/teachers.ts';

/**
 * Removes one entry of a teacher's panel (education, experience, subject, centre, KYC) the way every
 * panel does: the spec's "Remove this entry?", then "removed" or the failure in the panel's message.
 * `onRemoved` runs first on success (such as leaving an edit of the removed entry).
 */
export function useEntryRemover(
  teacherId: number,
  kind: PanelEntryKind,
  setMessage: (message: FormMessage | null) => void,
) {
  const remove = useRemovePanelEntry();
  return (entry: number | string, onRemoved?: () => void) => {
    if (!window.confirm(tTeachers.panels.confirmRemove)) return;
    setMessage(null);
    remove.mutate(
      { teacherId, kind, entry },
      {
        onSuccess: () => {
          onRemoved?.();
          setMessage({ tone: 'success', text: tTeachers.panels.removed });
        },
        onError: (error) => {
          if (!isUnauthorized(error)) setMessage(failure(tTeachers.panels.removeFailed, error));
        },
      },
    );
  };
}
