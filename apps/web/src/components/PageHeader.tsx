import type { ReactNode } from 'react';
import { Button, Group, Text, Title } from '@mantine/core';

/** A screen's heading and one-line introduction, with its main action (such as "Add …") at the end. */
export function PageHeader({
  title,
  intro,
  action,
}: {
  title: ReactNode;
  intro: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </div>
      {action}
    </Group>
  );
}

/** A list screen's header from its words (title, intro, add): "Add …" is there when `onAdd` is given. */
export function ListHeader({
  words,
  onAdd,
}: {
  words: { title: string; intro: string; add: string };
  onAdd?: (() => void) | false;
}) {
  return (
    <PageHeader
      title={words.title}
      intro={words.intro}
      action={onAdd && <Button onClick={onAdd}>{words.add}</Button>}
    />
  );
}
