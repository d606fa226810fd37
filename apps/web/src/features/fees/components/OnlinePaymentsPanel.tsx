import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  CopyButton,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { onlineSettingsInput, type OnlineSettings } from '@kaksha/contracts';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { zodResolver } from '../../../lib/form.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useOnlineSettings, useSaveOnlineSettings } from '../api/online.ts';
import { useFormProblem } from '../../../components/formProblem.ts';

const s = tFees.online;

interface Values {
  enabled: boolean;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}
const checkContract = zodResolver(onlineSettingsInput);

/**
 * The institute's own Razorpay account (BatchFees → Online payments): its key id and the two
 * secrets (write-only: the server says which are saved, never what they are), and the webhook URL
 * to paste into Razorpay's dashboard.
 */
export function OnlinePaymentsPanel({ canManage }: { canManage: boolean }) {
  const settings = useOnlineSettings();
  if (settings.isPending) return <Text role="status">{s.loading}</Text>;
  if (settings.isError) return <Notice tone="error">{s.loadFailed}</Notice>;
  return (
    <Paper withBorder p="md" maw="48rem" component="section" aria-label={s.tab}>
      <Stack gap="md">
        <Text>{s.intro}</Text>
        <Notice tone={settings.data.ready ? 'success' : 'info'}>
          {s.status}: {stateOf(settings.data)}
        </Notice>
        {canManage ? <SettingsForm view={settings.data} /> : <Text c="dimmed">{s.readOnly}</Text>}
        <WebhookUrl view={settings.data} />
      </Stack>
    </Paper>
  );
}

const stateOf = (view: OnlineSettings) =>
  view.ready ? s.ready : view.enabled && view.provider ? s.incomplete : s.off;

function SettingsForm({ view }: { view: OnlineSettings }) {
  const save = useSaveOnlineSettings();
  const [done, setDone] = useState<FormMessage | null>(null);
  const form = useForm<Values>({
    initialValues: {
      enabled: view.provider ? view.enabled : true,
      keyId: view.keyId,
      keySecret: '',
      webhookSecret: '',
    },
    validate: checkContract,
  });
  const { problem, clear, onError } = useFormProblem(form, s.failed);
  const hint = (name: 'keySecret' | 'webhookSecret') =>
    view.secretsSaved.includes(name) ? s.secretSaved : s.secretHint;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    clear();
    setDone(null);
    form.onSubmit((values) =>
      save.mutate(values, {
        onSuccess: () => {
          // The secrets are sealed now; the fields go back to "leave empty to keep".
          form.setValues({ keySecret: '', webhookSecret: '' });
          setDone({ tone: 'success', text: s.saved });
        },
        onError,
      }),
    )(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={s.tab}>
      <Stack gap="sm">
        <Switch label={s.enabled} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <TextInput
          label={s.keyId}
          description={s.keyIdHint}
          required
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('keyId')}
        />
        <PasswordInput
          label={s.keySecret}
          description={hint('keySecret')}
          autoComplete="new-password"
          {...form.getInputProps('keySecret')}
        />
        <PasswordInput
          label={s.webhookSecret}
          description={hint('webhookSecret')}
          autoComplete="new-password"
          {...form.getInputProps('webhookSecret')}
        />
        <FormNotice message={problem ?? done} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {s.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function WebhookUrl({ view }: { view: OnlineSettings }) {
  if (!view.webhookUrl) return <Text c="dimmed">{s.saveFirst}</Text>;
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="end" wrap="nowrap">
        <TextInput
          label={s.webhookUrl}
          value={view.webhookUrl}
          readOnly
          style={{ flex: 1 }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={view.webhookUrl}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? s.copied : s.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        {s.webhookHint}
      </Text>
    </Stack>
  );
}
