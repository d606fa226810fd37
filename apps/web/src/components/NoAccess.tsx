import { Stack, Text, Title } from '@mantine/core';
import { t } from '../lib/i18n/index.ts';

/** What a deep link to a screen shows a user the server would refuse (GET /api/v1/me/access says no). */
export function NoAccess() {
  return (
    <Stack gap="xs" py="xl" role="alert">
      <Title order={2}>{t.noAccess.title}</Title>
      <Text>{t.noAccess.text}</Text>
    </Stack>
  );
}
