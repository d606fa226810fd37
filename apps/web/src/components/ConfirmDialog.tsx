import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { t } from '../lib/i18n/index.ts';

/**
 * "Are you sure?" before something is deleted or switched off: the question, Cancel (focused first,
 * so Enter does no harm) and the red confirming button.
 */
export function ConfirmDialog({
  opened,
  title,
  question,
  details,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  question: ReactNode;
  details?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t.common.close }}
      opened={opened}
      onClose={onCancel}
      title={title}
      size="sm"
      centered
    >
      <Stack gap="md">
        <Text>{question}</Text>
        {details && <Text size="sm">{details}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red.9" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
