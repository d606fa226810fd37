import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import type { MessageChannel, TestMessageBody } from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tMessages } from '../../../lib/i18n/messages.ts';
import { useSendTest } from '../api/messages.ts';
import classes from './messages.module.css';

const s = tMessages.channelSetup;

/** Sends a test on one channel now and says what happened (sent, failed and why, not sent). */
export function TestMessage({ channel }: { channel: MessageChannel }) {
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const send = useSendTest();
  const label = channel === 'email' ? s.testToEmail : s.testToMobile;
  const submit = () => {
    setNotice(null);
    setError(undefined);
    send.mutate({ channel, to } as TestMessageBody, {
      onSuccess: (message) =>
        setNotice({
          tone: message.status === 'sent' || message.status === 'delivered' ? 'success' : 'info',
          text: fmt(s.testResult, {
            status: tMessages.statuses[message.status].toLowerCase(),
            reason: message.reason ? `: ${message.reason}` : '.',
          }),
        }),
      onError: (problem) => {
        setError((problem as { fieldErrors?: Record<string, string> }).fieldErrors?.to);
        setNotice(failure(s.testFailed, problem));
      },
    });
  };
  return (
    <fieldset className={classes.test}>
      <legend>{s.test}</legend>
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <TextInput
          label={label}
          type={channel === 'email' ? 'email' : 'tel'}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={error}
          className={classes.grow}
        />
        <Button onClick={submit} loading={send.isPending} disabled={!to.trim()}>
          {s.testSend}
        </Button>
      </Group>
      <FormNotice message={notice} />
    </fieldset>
  );
}
