import { Button, Fieldset, Group, Text } from '@mantine/core';
import type { StaffUser } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tUsers } from '../../../lib/i18n/users.ts';
import { useLinkedGoogleAccount, useUnlinkGoogleAccount } from '../api/users.ts';

const f = tUsers.form;

/** In the edit form: the Google account a user signs in with, and removing the link. */
export function GoogleAccountLink({ user }: { user: StaffUser }) {
  const linked = useLinkedGoogleAccount(user.id, true);
  const unlink = useUnlinkGoogleAccount(user.id);
  const account = linked.data;
  const { date } = useFormats();
  return (
    <Fieldset legend={f.google} variant="unstyled">
      {account?.linked && account.email && account.linkedAt && (
        <Group justify="space-between" gap="xs">
          <Text size="sm">{fmt(f.googleLinked, { email: account.email, date: date(account.linkedAt) })}</Text>
          <Button variant="default" size="xs" loading={unlink.isPending} onClick={() => unlink.mutate()}>
            {f.googleUnlink}
          </Button>
        </Group>
      )}
      {account && !account.linked && (
        <Text size="sm" c="dimmed">
          {fmt(f.googleNotLinked, { email: user.email })}
        </Text>
      )}
      {unlink.isSuccess && !account?.linked && <Notice tone="success">{f.googleUnlinked}</Notice>}
      {(linked.isError || unlink.isError) && <Notice tone="error">{f.googleFailed}</Notice>}
    </Fieldset>
  );
}
