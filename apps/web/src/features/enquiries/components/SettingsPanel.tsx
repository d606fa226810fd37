import { useState } from 'react';
import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { WEBSITE_REPLIES_PER_DAY, enquirySettingsInput } from '@kaksha/contracts';
import type { EnquirySettings } from '@kaksha/contracts';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';
import { useEnquirySettings, useSaveEnquirySettings, useSetEnquiryForm } from '../api/enquiries.ts';
import classes from './enquiries.module.css';

const s = tEnquiries.settings;

/** The institute's lost reasons, and its public enquiry form (open, new address, close; link and frame code). */
export function SettingsPanel({ canManage }: { canManage: boolean }) {
  const settings = useEnquirySettings();
  if (settings.isError) return <Notice tone="error">{s.failed}</Notice>;
  if (!settings.data) return null;
  return (
    <Stack gap="lg">
      <Reasons
        key={settings.data.lostReasons.join('\n')}
        saved={settings.data.lostReasons}
        canManage={canManage}
      />
      <PublicForm path={settings.data.formPath} canManage={canManage} />
      <WebsiteReplies saved={settings.data} canManage={canManage} />
    </Stack>
  );
}

/**
 * One change of the enquiry settings: checked against the contract (its first problem said at once),
 * saved, and how it went said under the form.
 */
function useSettingsChange() {
  const [message, setMessage] = useState<FormMessage | null>(null);
  const save = useSaveEnquirySettings();
  const submitChange = (change: Record<string, unknown>) => {
    const parsed = enquirySettingsInput.safeParse(change);
    if (!parsed.success) return setMessage({ tone: 'error', text: parsed.error.issues[0]!.message });
    save.mutate(parsed.data, {
      onSuccess: () => setMessage({ tone: 'success', text: s.saved }),
      onError: (error) => {
        if (!isUnauthorized(error)) setMessage(failure(s.failed, error));
      },
    });
  };
  return { message, save, submitChange };
}

function Reasons({ saved, canManage }: { saved: string[]; canManage: boolean }) {
  const [reasons, setReasons] = useState(saved);
  const { message, save, submitChange } = useSettingsChange();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    submitChange({ lostReasons: reasons });
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={3} size="h4">
              {s.reasons}
            </Title>
            <Text size="sm" c="dimmed">
              {s.reasonsHint}
            </Text>
          </div>
          {reasons.map((reason, i) => (
            <Group key={i} gap="xs" wrap="nowrap">
              <TextInput
                aria-label={fmt(s.reason, { n: i + 1 })}
                value={reason}
                maxLength={120}
                readOnly={!canManage}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setReasons((list) => list.map((r, j) => (j === i ? value : r)));
                }}
                style={{ flex: 1 }}
              />
              {canManage && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={fmt(s.removeReason, { n: i + 1 })}
                  onClick={() => setReasons((list) => list.filter((_, j) => j !== i))}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          ))}
          <FormNotice message={message} />
          {canManage && (
            <Group>
              <Button variant="outline" onClick={() => setReasons((list) => [...list, ''])}>
                {s.addReason}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {s.saveReasons}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function PublicForm({ path, canManage }: { path: string | null; canManage: boolean }) {
  const setForm = useSetEnquiryForm();
  const url = path ? `${window.location.origin}${path}` : null;
  const frame = url
    ? `<iframe src="${url}?embed=1" title="Enquiry form" style="width:100%;min-height:640px;border:0"></iframe>`
    : '';
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {s.form}
          </Title>
          <Text size="sm" c="dimmed">
            {s.formHint}
          </Text>
        </div>
        {url ? (
          <>
            <Copyable label={s.link} value={url} />
            <Copyable label={s.embed} value={frame} />
          </>
        ) : (
          <Text>{s.formClosed}</Text>
        )}
        {canManage && (
          <Group>
            {url ? (
              <>
                <Button variant="outline" loading={setForm.isPending} onClick={() => setForm.mutate(true)}>
                  {s.newAddress}
                </Button>
                <DangerButton onClick={() => setForm.mutate(false)}>{s.close}</DangerButton>
              </>
            ) : (
              <Button loading={setForm.isPending} onClick={() => setForm.mutate(true)}>
                {s.open}
              </Button>
            )}
          </Group>
        )}
        {url && canManage && (
          <Text size="xs" c="dimmed">
            {s.newAddressHint}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** How many website enquiries a day are thanked by email at once; texts always wait for the desk. */
function WebsiteReplies({ saved, canManage }: { saved: EnquirySettings; canManage: boolean }) {
  const [perDay, setPerDay] = useState<number | string>(saved.websiteRepliesPerDay);
  const { message, save, submitChange } = useSettingsChange();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    submitChange({ lostReasons: saved.lostReasons, websiteRepliesPerDay: perDay });
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={3} size="h4">
              {s.replies}
            </Title>
            <Text size="sm" c="dimmed">
              {s.repliesHint}
            </Text>
          </div>
          <NumberInput
            label={s.repliesPerDay}
            description={s.repliesPerDayHint}
            value={perDay}
            onChange={setPerDay}
            min={0}
            max={WEBSITE_REPLIES_PER_DAY.max}
            allowDecimal={false}
            readOnly={!canManage}
            maw={320}
          />
          <FormNotice message={message} />
          {canManage && (
            <Group>
              <Button type="submit" loading={save.isPending}>
                {s.saveReplies}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function Copyable({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="light" onClick={copy}>
              {copied ? s.copied : s.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <div className={classes.code}>{value}</div>
    </div>
  );
}
