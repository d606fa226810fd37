import { failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { type PanelEntryKind, useRemovePanelEntry } from '../api/removePanelEntry.ts';
import { quietError } from './formBits.tsx';
import { t } from '../../../lib/i18n/index.ts';

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
    if (!window.confirm(t.teachers.panels.confirmRemove)) return;
    setMessage(null);
    remove.mutate(
      { teacherId, kind, entry },
      {
        onSuccess: () => {
          onRemoved?.();
          setMessage({ tone: 'success', text: t.teachers.panels.removed });
        },
        onError: (error) => {
          if (!quietError(error)) setMessage(failure(t.teachers.panels.removeFailed, error));
        },
      },
    );
  };
}
