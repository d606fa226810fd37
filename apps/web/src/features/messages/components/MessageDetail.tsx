import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { MESSAGE_CHANNELS, MESSAGE_EVENTS, type MessageChannel, type MessageRecord } from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tMessages } from '../../../lib/i18n/messages.ts';
import { usePreferences, useResend } from '../api/messages.ts';
import { addressOf } from './address.ts';
import { MessageStatusPill } from './MessageStatusPill.tsx';
import classes from './messages.module.css';

const s = tMessages.detail;

/** One message as sent, with "send again", and what its recipient asked for (channels, opt-outs, language). */
export function MessageDetail({
  message,
  canManage,
  onClose,
}: {
  message: MessageRecord | null;
  canManage: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={message !== null}
      onClose={onClose}
      title={
        message
          ? fmt(s.title, { event: MESSAGE_EVENTS[message.event].label, name: message.recipientName })
          : ''
      }
    >
      {message && <Detail message={message} canManage={canManage} onClose={onClose} />}
    </FormModal>
  );
}

function Detail({
  message,
  canManage,
  onClose,
}: {
  message: MessageRecord;
  canManage: boolean;
  onClose: () => void;
}) {
  const formats = useFormats();
  const resend = useResend();
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const when = (value: string | null) => (value ? formats.dateTime(value) : '—');
  const facts: [string, React.ReactNode][] = [
    [tMessages.log.recipient, `${message.recipientName} · ${addressOf(message) || '—'}`],
    [tMessages.log.channel, tMessages.channels[message.channel]],
    [tMessages.log.status, <MessageStatusPill key="s" status={message.status} />],
    [tMessages.log.reason, message.reason ?? '—'],
    [s.attempts, message.attempts],
    [s.created, when(message.createdAt)],
    [s.sent, when(message.sentAt)],
    [s.delivered, when(message.deliveredAt)],
    ...(message.nextAttemptAt ? [[s.next, when(message.nextAttemptAt)] as [string, string]] : []),
    ...(message.subject ? [[s.subject, message.subject] as [string, string]] : []),
  ];
  return (
    <Stack gap="md">
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <Text size="sm" c="dimmed">
          {s.body}
        </Text>
        <pre className={classes.body}>{message.body || '—'}</pre>
      </div>
      <FormNotice message={notice} />
      <Group justify="flex-end">
        {canManage && message.address && (
          <Button
            variant="light"
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(message.id, {
                onSuccess: () => setNotice({ tone: 'success', text: s.resent }),
                onError: (error) => setNotice(failure(s.resendFailed, error)),
              })
            }
          >
            {s.resend}
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          {s.close}
        </Button>
      </Group>
      <Wishes refName={message.recipientRef} name={message.recipientName} canManage={canManage} />
    </Stack>
  );
}

function Wishes({ refName, name, canManage }: { refName: string; name: string; canManage: boolean }) {
  const { current, save } = usePreferences(refName);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  if (!current.data) return null;
  const value = current.data;
  const toggle = (list: MessageChannel[], channel: MessageChannel) =>
    list.includes(channel) ? list.filter((c) => c !== channel) : [...list, channel];
  const change = (next: Partial<typeof value>) =>
    save.mutate(
      { ...value, ...next },
      {
        onSuccess: () => setNotice({ tone: 'success', text: s.wishesSaved }),
        onError: (error) => setNotice(failure(s.wishesFailed, error)),
      },
    );
  return (
    <fieldset className={classes.wishes} disabled={!canManage || save.isPending}>
      <legend>{fmt(s.wishes, { name })}</legend>
      <Stack gap="xs">
        <Text size="sm">{s.preferred}</Text>
        <Group>
          {MESSAGE_CHANNELS.map((c) => (
            <Checkbox
              key={c}
              label={tMessages.channels[c]}
              checked={value.channels.includes(c)}
              onChange={() => change({ channels: toggle(value.channels, c) })}
            />
          ))}
        </Group>
        <Text size="sm">{s.optedOut}</Text>
        <Group>
          {MESSAGE_CHANNELS.map((c) => (
            <Checkbox
              key={c}
              label={tMessages.channels[c]}
              aria-label={`${s.optedOut}: ${tMessages.channels[c]}`}
              checked={value.optedOut.includes(c)}
              onChange={() => change({ optedOut: toggle(value.optedOut, c) })}
            />
          ))}
        </Group>
        <Select
          label={s.language}
          placeholder={s.institutesLanguage}
          clearable
          value={value.language}
          onChange={(language) => change({ language: language as typeof value.language })}
          data={(['en', 'hi'] as const).map((l) => ({ value: l, label: tMessages.languages[l] }))}
        />
        <FormNotice message={notice} />
      </Stack>
    </fieldset>
  );
}
