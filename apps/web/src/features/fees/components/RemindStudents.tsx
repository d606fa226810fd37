import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useSendReminders } from '../api/dues.ts';
import { reminderSummary, type Chosen } from './reminders.ts';

const s = tFees.pending;

/**
 * Above the Pending Fees list (manage level): choose every student on the page, and remind the
 * families of those chosen. What happened (told, messages, skipped) is said once the server answers.
 */
export function RemindStudents({ chosen, onPage }: { chosen: Chosen; onPage: readonly number[] }) {
  const send = useSendReminders();
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const onPageChosen = onPage.filter(chosen.has).length;
  const count = chosen.ids.length;

  const remind = () => {
    setNotice(null);
    send.mutate(
      { studentIds: chosen.ids },
      {
        onSuccess: (result) => {
          chosen.clear();
          setNotice({ tone: result.told ? 'success' : 'info', text: reminderSummary(result) });
        },
        onError: (error) => {
          if (!isUnauthorized(error)) setNotice(failure(s.remindFailed, error));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Checkbox
          label={s.allOnPage}
          checked={onPage.length > 0 && onPageChosen === onPage.length}
          indeterminate={onPageChosen > 0 && onPageChosen < onPage.length}
          disabled={onPage.length === 0}
          onChange={(event) => chosen.change(onPage, event.currentTarget.checked)}
        />
        <Button
          onClick={remind}
          loading={send.isPending}
          disabled={count === 0}
          aria-describedby="fees-remind-hint"
        >
          {count ? fmt(s.remindChosen, { n: count }) : s.remind}
        </Button>
      </Group>
      <Text id="fees-remind-hint" size="xs" c="dimmed" mt="xs">
        {s.remindHint}
      </Text>
      <FormNotice message={notice} />
    </Paper>
  );
}
