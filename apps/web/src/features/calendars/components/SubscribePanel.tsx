import { useState } from 'react';
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { errorMessage, isUnauthorized } from '../../../lib/api.ts';
import { tCalendars } from '../../../lib/i18n/calendars.ts';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendars.ts';
import { tComponents } from '../../../lib/i18n/components.ts';

const f = tCalendars.feed;

/**
 * The teacher's timetable for calendar apps: a secret iCalendar address to copy, which those who
 * manage the calendar can make, replace (the old one stops working) or turn off.
 */
export function SubscribePanel({ teacherId, canManage }: { teacherId: number; canManage: boolean }) {
  const feed = useCalendarFeed(teacherId);
  const change = useChangeCalendarFeed(teacherId);
  const [asking, setAsking] = useState<'remake' | 'off' | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const path = feed.data?.path ?? null;
  const address = path ? `${window.location.origin}${path}` : null;
  const run = (what: 'make' | 'off') => {
    setNotice(null);
    change.mutate(what, {
      onSuccess: () => {
        setAsking(null);
        setNotice({ tone: 'success', text: what === 'make' ? f.made : f.turnedOff });
      },
      onError: (error) => {
        setAsking(null);
        if (!isUnauthorized(error)) setNotice(failure(f.failed, error));
      },
    });
  };
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby="calendar-feed"
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id="calendar-feed">
            {f.heading}
          </Title>
          <Text size="sm">{f.intro}</Text>
        </div>
        <FormNotice message={notice} />
        {feed.isPending && <Text role="status">{tComponents.calendar.loading}</Text>}
        {feed.isError && (
          <FormNotice message={{ tone: 'error', text: f.loadFailed, detail: errorMessage(feed.error) }} />
        )}
        {feed.isSuccess &&
          (address ? (
            <>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={f.address}
                  value={address}
                  readOnly
                  flex={1}
                  miw={0}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <CopyButton value={address}>
                  {({ copied, copy }) => (
                    <Button variant="light" onClick={copy} aria-label={copied ? f.copied : f.copyAddress}>
                      {copied ? f.copied : f.copy}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text size="sm" c="dimmed">
                {f.secret}
              </Text>
            </>
          ) : (
            <Text>{f.off}</Text>
          ))}
        {canManage && feed.isSuccess && (
          <Group gap="sm">
            {address ? (
              <>
                <Button variant="outline" onClick={() => setAsking('remake')}>
                  {f.remake}
                </Button>
                <DangerButton onClick={() => setAsking('off')}>{f.turnOff}</DangerButton>
              </>
            ) : (
              <Button loading={change.isPending} onClick={() => run('make')}>
                {f.make}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={asking === 'off' ? f.turnOffTitle : f.remakeTitle}
        question={asking === 'off' ? f.turnOffQuestion : f.remakeQuestion}
        details={asking === 'off' ? undefined : f.remakeDetails}
        confirmLabel={asking === 'off' ? f.turnOff : f.remake}
        cancelLabel={f.cancel}
        busy={change.isPending}
        onConfirm={() => run(asking === 'off' ? 'off' : 'make')}
        onCancel={() => setAsking(null)}
      />
    </Paper>
  );
}
