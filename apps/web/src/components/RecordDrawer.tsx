import { Fragment, type Key, type ReactNode } from 'react';
import { Drawer, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import { useMediaQuery } from '@mantine/hooks';
import { errorMessage } from '../lib/api.ts';
import { tComponents } from '../lib/i18n/components.ts';
import { Notice } from './Notice.tsx';
import classes from './RecordDrawer.module.css';

/** What the drawer shows the record from: a TanStack query's answer, or anything shaped like it. */
export interface RecordSource<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error?: unknown;
}

/**
 * One record beside a list: a side panel on a desktop, the whole screen on a phone. Mantine's
 * Drawer gives the dialog its name (the title), traps the focus inside, closes on Escape and gives
 * the focus back; this adds the loading, failed and empty states, a fresh body for each record
 * (`recordKey`) and a footer of actions that stays in view under a long body.
 */
export function RecordDrawer<T>({
  opened,
  onClose,
  title,
  record,
  loadingText = tComponents.drawer.loading,
  loadFailed,
  showErrorDetail,
  emptyText,
  recordKey,
  width = 'lg',
  closeLabel = tComponents.drawer.close,
  footer,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  /** Names the drawer; keep it while the drawer closes, so it does not blank mid-fade. */
  title: ReactNode;
  record: RecordSource<T>;
  loadingText?: string;
  loadFailed: string;
  /** Adds the server's words under `loadFailed`. */
  showErrorDetail?: boolean;
  /** Said when the answer holds no record. */
  emptyText?: string;
  /** A new key for each record resets what its body keeps (a half-typed remark). */
  recordKey?: (record: T) => Key;
  /** The drawer's width on a desktop (a Mantine size or a CSS length). */
  width?: string;
  closeLabel?: string;
  /** The record's actions, kept in view at the foot of the drawer. */
  footer?: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
}) {
  const phone = !useMediaQuery('(min-width: 36em)', undefined, { getInitialValueInEffect: false });
  const { data } = record;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : width}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {record.isPending && opened && <Text role="status">{loadingText}</Text>}
      {record.isError && (
        <Notice tone="error">
          {loadFailed}
          {showErrorDetail && <div>{errorMessage(record.error)}</div>}
        </Notice>
      )}
      {!record.isPending && !record.isError && data == null && emptyText && <Text>{emptyText}</Text>}
      {data != null && (
        <>
          <Fragment key={recordKey?.(data)}>{children(data)}</Fragment>
          {footer && <div className={classes.footer}>{footer(data)}</div>}
        </>
      )}
    </Drawer>
  );
}

/** A titled part of a drawer's body (Follow-ups, Timeline), a heading one level under the drawer's title. */
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} size="h5" mb={6}>
        {title}
      </Title>
      {children}
    </section>
  );
}
