import { Fragment, type ReactNode } from 'react';
import type { ModalProps } from '@mantine/core';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { FormModal } from './FormModal.tsx';
import type { RecordScreen } from './useRecordScreen.ts';

/** A list screen's add/edit modal: `children` makes the form for the record (null: a new one). */
export function RecordFormModal<T>({
  screen,
  title,
  size,
  children,
}: {
  screen: RecordScreen<T>;
  title: (record: T | null) => ReactNode;
  size?: ModalProps['size'];
  children: (record: T | null) => ReactNode;
}) {
  const { opened, record, opening } = screen.modal;
  return (
    <FormModal opened={opened} onClose={screen.close} title={title(record)} size={size}>
      {/* A fresh form for every opening. */}
      {opened && <Fragment key={opening}>{children(record)}</Fragment>}
    </FormModal>
  );
}

/** A list screen's "are you sure?" about the record in `screen.confirming`. */
export function RecordConfirmDialog<T>({
  screen,
  title,
  question,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
}: {
  screen: RecordScreen<T>;
  title: string;
  question: (record: T) => ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: (record: T) => void;
}) {
  const { confirming } = screen;
  return (
    <ConfirmDialog
      opened={confirming !== null}
      title={title}
      question={confirming === null ? null : question(confirming)}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      busy={busy}
      onConfirm={() => confirming !== null && onConfirm(confirming)}
      onCancel={screen.cancelConfirm}
    />
  );
}
