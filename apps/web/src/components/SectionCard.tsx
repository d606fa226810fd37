import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

/**
 * A titled part of a screen: a bordered card that is a section named by its heading (`id` ties the
 * two), with a quiet line under the heading when there is an `intro`.
 */
export function SectionCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb={intro ? undefined : 'sm'}>
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed" mb="sm">
          {intro}
        </Text>
      )}
      {children}
    </Paper>
  );
}
