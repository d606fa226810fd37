import { useState } from 'react';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  WEBHOOK_BODY_DEFAULT,
  WEBHOOK_VARIABLES,
  WHATSAPP_API_DEFAULT,
  type ChannelSettingsInput,
  type ChannelView,
} from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { tMessages } from '../../../lib/i18n/messages.ts';
import { useChannels, useSaveChannel } from '../api/messages.ts';
import { TestMessage } from './TestMessage.tsx';
import classes from './messages.module.css';

const s = tMessages.channelSetup;

/** Email (the server's), SMS and WhatsApp: each channel's provider, its delivery-report URL and a test. */
export function ChannelsPanel({ canManage }: { canManage: boolean }) {
  const channels = useChannels();
  if (channels.isPending) return <Text role="status">{t.common.loading}</Text>;
  if (channels.isError) return <Notice tone="error">{s.failed}</Notice>;
  const [email, sms, whatsapp] = channels.data.data as [ChannelView, ChannelView, ChannelView];
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
      <Paper withBorder p="md" className={classes.card} component="section" aria-label={s.emailTitle}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {s.emailTitle}
          </Title>
          <Notice tone={email.ready ? 'success' : 'info'}>
            {email.ready ? s.emailReady : s.emailNotReady}
          </Notice>
          {canManage && <TestMessage channel="email" />}
        </Stack>
      </Paper>
      <ChannelCard view={sms} title={s.smsTitle} canManage={canManage} />
      <ChannelCard view={whatsapp} title={s.whatsappTitle} canManage={canManage} />
    </SimpleGrid>
  );
}

function ChannelCard({ view, title, canManage }: { view: ChannelView; title: string; canManage: boolean }) {
  const channel = view.channel as 'sms' | 'whatsapp';
  const [provider, setProvider] = useState<'webhook' | 'whatsapp_cloud'>(
    view.provider === 'whatsapp_cloud' || (channel === 'whatsapp' && view.provider === null)
      ? 'whatsapp_cloud'
      : 'webhook',
  );
  const state = view.provider === null ? s.notSetUp : view.enabled ? s.ready : s.off;
  return (
    <Paper withBorder p="md" className={classes.card} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Notice tone={view.ready ? 'success' : 'info'}>{state}</Notice>
        {channel === 'whatsapp' && canManage && (
          <div>
            <Text size="sm" fw={500} id={`${channel}-provider`}>
              {s.provider}
            </Text>
            <SegmentedControl
              aria-labelledby={`${channel}-provider`}
              fullWidth
              orientation="vertical"
              value={provider}
              onChange={(v) => setProvider(v as typeof provider)}
              data={[
                { value: 'whatsapp_cloud', label: s.whatsappCloud },
                { value: 'webhook', label: s.webhook },
              ]}
            />
          </div>
        )}
        {canManage && <ProviderForm key={provider} view={view} provider={provider} />}
        {view.receiptUrl && (
          <TextInput
            label={s.receiptUrl}
            description={s.receiptUrlHint}
            value={view.receiptUrl}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
        )}
        {canManage && view.provider !== null && <TestMessage channel={channel} />}
      </Stack>
    </Paper>
  );
}

function ProviderForm({ view, provider }: { view: ChannelView; provider: 'webhook' | 'whatsapp_cloud' }) {
  const channel = view.channel as 'sms' | 'whatsapp';
  const same = view.provider === provider;
  const saved = (name: string) => (same ? view.settings[name] : undefined);
  const [fields, setFields] = useState<Record<string, string>>(
    provider === 'webhook'
      ? {
          url: saved('url') ?? '',
          authHeaderName: saved('authHeaderName') ?? 'Authorization',
          authHeaderValue: '',
          signingSecret: '',
          bodyTemplate: saved('bodyTemplate') ?? WEBHOOK_BODY_DEFAULT,
          senderId: saved('senderId') ?? '',
        }
      : {
          phoneNumberId: saved('phoneNumberId') ?? '',
          accessToken: '',
          appSecret: '',
          apiBase: saved('apiBase') ?? WHATSAPP_API_DEFAULT,
        },
  );
  const [enabled, setEnabled] = useState(same ? view.enabled : true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const save = useSaveChannel();
  const channelName = tMessages.channels[channel];
  const secretHint = (name: string) =>
    same && view.secretsSaved.includes(name) ? s.secretSaved : s.secretHint;
  const input = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={fields[name] ?? ''}
      onChange={(e) => setFields({ ...fields, [name]: e.currentTarget.value })}
      error={errors[name]}
      autoComplete="off"
      {...extra}
    />
  );
  const submit = (remove: boolean) => {
    setNotice(null);
    setErrors({});
    save.mutate(
      { channel, input: remove ? null : ({ provider, enabled, ...fields } as ChannelSettingsInput) },
      {
        onSuccess: () =>
          setNotice({ tone: 'success', text: fmt(remove ? s.removed : s.saved, { channel: channelName }) }),
        onError: (error) => {
          setErrors((error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {});
          setNotice(failure(s.failed, error));
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      {provider === 'webhook' ? (
        <>
          {input('url', s.url, { type: 'url', required: true, placeholder: 'https://' })}
          {input('authHeaderName', s.authHeaderName)}
          {input('authHeaderValue', s.authHeaderValue, {
            type: 'password',
            description: secretHint('authHeaderValue'),
          })}
          {input('signingSecret', s.signingSecret, {
            type: 'password',
            description: `${s.signingSecretHint} ${secretHint('signingSecret')}`,
          })}
          <Textarea
            label={s.bodyTemplate}
            description={fmt(s.bodyTemplateHint, {
              variables: WEBHOOK_VARIABLES.map((v) => `{{${v}}}`).join(' '),
            })}
            value={fields.bodyTemplate}
            onChange={(e) => setFields({ ...fields, bodyTemplate: e.currentTarget.value })}
            error={errors.bodyTemplate}
            autosize
            minRows={3}
            spellCheck={false}
          />
          {input('senderId', s.senderId, { maxLength: 11 })}
        </>
      ) : (
        <>
          {input('phoneNumberId', s.phoneNumberId, { required: true, inputMode: 'numeric' })}
          {input('accessToken', s.accessToken, { type: 'password', description: secretHint('accessToken') })}
          {input('appSecret', s.appSecret, {
            type: 'password',
            description: `${s.appSecretHint} ${secretHint('appSecret')}`,
          })}
          {input('apiBase', s.apiBase, { type: 'url' })}
        </>
      )}
      <Switch label={s.enabled} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
      <FormNotice message={notice} />
      <Group justify="flex-end">
        {view.provider !== null && (
          <Button
            variant="subtle"
            color="red.8"
            onClick={() => submit(true)}
            loading={save.isPending}
            aria-label={fmt(s.removeFor, { channel: channelName })}
          >
            {s.remove}
          </Button>
        )}
        <Button onClick={() => submit(false)} loading={save.isPending}>
          {s.save}
        </Button>
      </Group>
    </Stack>
  );
}
