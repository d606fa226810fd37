import { Stack, Text, Title } from '@mantine/core';
import { userStrings } from '../strings.ts';

/** What a deep link to this screen shows a user the server would refuse. */
export function NoAccess() {
  return (
    <Stack gap="xs" py="xl" role="alert">
      <Title order={2}>{userStrings.refused.title}</Title>
      <Text>{userStrings.refused.text}</Text>
    </Stack>
  );
}
