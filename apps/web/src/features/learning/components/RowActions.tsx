import { ActionIcon, Button } from '@mantine/core';
import { PencilIcon, TrashIcon } from './icons.tsx';
import { ReorderButtons } from './ReorderButtons.tsx';
import classes from './learning.module.css';
import { tLearning } from '../../../lib/i18n/learning.ts';

/**
 * The manage buttons of a chapter, topic or content row: the pencil (Update and Cancel instead while
 * the row is being edited in place), delete, and move up and down.
 */
export function RowActions({
  className,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  inlineEdit,
  name,
  index,
  count,
  busy,
  onMove,
}: {
  className?: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** While the row is edited in place: saving it and leaving the edit. */
  inlineEdit?: { saving: boolean; onSave: () => void; onCancel: () => void } | null;
  /** For the move buttons' labels. */
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <div className={className ? `${classes.actions} ${className}` : classes.actions}>
      {inlineEdit ? (
        <>
          <Button size="compact-sm" onClick={inlineEdit.onSave} loading={inlineEdit.saving}>
            {tLearning.common.update}
          </Button>
          <Button size="compact-sm" variant="default" onClick={inlineEdit.onCancel}>
            {tLearning.common.cancel}
          </Button>
        </>
      ) : (
        <ActionIcon variant="subtle" color="gray.8" aria-label={editLabel} onClick={onEdit}>
          <PencilIcon />
        </ActionIcon>
      )}
      <ActionIcon variant="subtle" color="red.9" aria-label={deleteLabel} onClick={onDelete}>
        <TrashIcon />
      </ActionIcon>
      <ReorderButtons name={name} index={index} count={count} disabled={busy} onMove={onMove} />
    </div>
  );
}
