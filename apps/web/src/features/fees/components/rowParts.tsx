import { RowActions } from '../../../components/RowActions.tsx';
import { RecordConfirmDialog } from '../../../components/RecordDialogs.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import type { RecordScreen } from '../../../components/useRecordScreen.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';

/** A delete mutation: it answers with the record it deleted. */
type Mutate<T> = (
  record: T,
  callbacks: { onSuccess: (gone: T) => void; onError: (error: unknown) => void },
) => void;

/** A head's or a plan's status. */
export function ActivePill({ active }: { active: boolean }) {
  return <StatusPill active={active}>{active ? tFees.active : tFees.inactive}</StatusPill>;
}

/** A head's or a plan's row actions, named with the record for screen readers. */
export function EditDelete({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <RowActions
      record={name}
      actions={[
        { label: tFees.edit, name: fmt(tFees.editFor, { name }), onClick: onEdit },
        { label: tFees.remove, name: fmt(tFees.removeFor, { name }), onClick: onDelete, tone: 'danger' },
      ]}
    />
  );
}

/** "Delete {name}?" about the record the screen is confirming; the server may refuse (in use). */
export function DeleteDialog<T extends { name: string }>({
  screen,
  remove,
  words,
}: {
  screen: RecordScreen<T>;
  remove: { mutate: Mutate<T>; isPending: boolean };
  words: { removeTitle: string; removeQuestion: string; removed: string; removeFailed: string };
}) {
  return (
    <RecordConfirmDialog
      screen={screen}
      title={tFees.remove}
      question={(record) => (
        <>
          <strong>{fmt(words.removeTitle, { name: record.name })}</strong> {words.removeQuestion}
        </>
      )}
      confirmLabel={tFees.remove}
      cancelLabel={tFees.cancel}
      busy={remove.isPending}
      onConfirm={(record) =>
        screen.act(remove, record, {
          done: (gone) => fmt(words.removed, { name: gone.name }),
          failed: words.removeFailed,
        })
      }
    />
  );
}
