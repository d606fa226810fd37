import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';

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
