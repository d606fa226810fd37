import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { learningStrings } from '../strings.ts';

const s = learningStrings;

/** The spec's delete confirmations ('Are you sure you want to delete this chapter?' …) as an accessible dialog. */
export function ConfirmDialog({
  question,
  details,
  opened,
  busy,
  onConfirm,
  onCancel,
}: {
  question: string;
  details?: string;
  opened: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': s.common.close }}
      opened={opened}
      onClose={onCancel}
      title={s.manager.confirmTitle}
      size="sm"
      centered
    >
      <Stack gap="md">
        <Text fw={600}>{question}</Text>
        {details && <Text size="sm">{details}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {s.common.cancel}
          </Button>
          <Button color="red.9" loading={busy} onClick={onConfirm}>
            {s.common.delete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
