import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { t } from '../lib/i18n/index.ts';
import { useMediaQuery } from '@mantine/hooks';

/** The add/edit dialog of a list screen. On a phone it fills the screen, where a form needs the room. */
export function FormModal({
  opened,
  onClose,
  title,
  size = 'lg',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const phone = !useMediaQuery('(min-width: 36em)', undefined, { getInitialValueInEffect: false });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t.common.close }}
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={phone}
    >
      {children}
    </Modal>
  );
}
