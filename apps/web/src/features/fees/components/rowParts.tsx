import { Button, Group } from '@mantine/core';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { RecordConfirmDialog } from '../../../components/RecordDialogs.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import type { RecordScreen } from '../../../components/useRecordScreen.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';

/** A delete mutation: it answers with the record it deleted. */
type Mutate<T> = (
  record: T,
  callbacks: { onSuccess: (gone: T) => void; onError: (error: unknown) => void },
) => void;

/** A head's or a plan's status. */
export function ActivePill({ active }: { active: boolean }) {
  return <StatusPill active={active}>{active ? t.fees.active : t.fees.inactive}</StatusPill>;
}

/** A head's or a plan's row buttons, named with the record for screen readers. */
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
    <Group gap={6} wrap="wrap">
      <Button size="xs" variant="outline" onClick={onEdit} aria-label={fmt(t.fees.editFor, { name })}>
        {t.fees.edit}
      </Button>
      <DangerButton size="xs" onClick={onDelete} aria-label={fmt(t.fees.removeFor, { name })}>
        {t.fees.remove}
      </DangerButton>
    </Group>
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
      title={t.fees.remove}
      question={(record) => (
        <>
          <strong>{fmt(words.removeTitle, { name: record.name })}</strong> {words.removeQuestion}
        </>
      )}
      confirmLabel={t.fees.remove}
      cancelLabel={t.fees.cancel}
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
