import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { tComponents } from '../../lib/i18n/components.ts';

/** The drawer a calendar entry opens on the right (the whole screen on a phone), titled by the entry. */
export function DetailsDrawer({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={title}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': tComponents.calendar.details.close }}
    >
      {children}
    </Drawer>
  );
}
