import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { fmt, t } from '../../../lib/i18n/index.ts';
import records from '../../../components/records.module.css';

const p = t.profile;

/**
 * A list of the profile's that lives on this page only (nothing is sent to the server): its heading
 * and the note that says so, the add form (`fields`, the message, `addLabel`), then the records —
 * each its `fields` and a Remove named by `removeName` with its place in the list ({n}).
 */
export function LocalRecords<T extends { id: number }>({
  title,
  onSubmit,
  fields,
  message,
  addLabel,
  items,
  shown,
  removeName,
  onRemove,
}: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  fields: ReactNode;
  message: { tone: 'error' | 'success'; text: string } | null;
  addLabel: string;
  items: readonly T[];
  shown: (item: T) => ReactNode;
  removeName: string;
  onRemove: (item: T) => void;
}) {
  return (
    <Stack gap="md">
      <div>
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {p.localOnly}
        </Text>
      </div>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {fields}
          {message && <Notice tone={message.tone}>{message.text}</Notice>}
          <Group>
            <Button type="submit" variant="outline">
              {addLabel}
            </Button>
          </Group>
        </Stack>
      </form>
      {items.length === 0 ? (
        <p className={records.empty}>{p.noData}</p>
      ) : (
        <ul className={records.items} aria-label={title}>
          {items.map((item, i) => (
            <li key={item.id} className={records.item}>
              <dl className={records.fields}>{shown(item)}</dl>
              <DangerButton
                size="xs"
                aria-label={fmt(removeName, { n: i + 1 })}
                onClick={() => onRemove(item)}
              >
                {t.common.remove}
              </DangerButton>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
