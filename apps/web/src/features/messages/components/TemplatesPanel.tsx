import { useRef, useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  MESSAGE_EVENT_KEYS,
  renderTemplate,
  sampleValues,
  smsParts,
  templateProblem,
  variablesOf,
  type MessageChannel,
  type MessageEvent,
  type MessageLanguage,
  type MessageTemplate,
} from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tMessages } from '../../../lib/i18n/messages.ts';
import { useSaveTemplate, useTemplates } from '../api/messages.ts';
import classes from './messages.module.css';

const s = tMessages.templates;
const SAMPLES = sampleValues();
/** An SMS says money as "Rs." (one part, not Unicode): its preview and parts are counted so. */
const SMS_SAMPLES = sampleValues('sms');

/** Pick an event, channel and language; edit its words with the variables it may use, and see it filled in. */
export function TemplatesPanel({ canManage }: { canManage: boolean }) {
  const templates = useTemplates();
  const [event, setEvent] = useState<MessageEvent>('fee.reminder');
  const [channel, setChannel] = useState<MessageChannel>('sms');
  const [language, setLanguage] = useState<MessageLanguage>('en');
  if (templates.isError) return <Notice tone="error">{s.loadFailed}</Notice>;
  const current = templates.data?.data.find(
    (x) => x.event === event && x.channel === channel && x.language === language,
  );
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={s.event}
            allowDeselect={false}
            value={event}
            onChange={(v) => v && setEvent(v as MessageEvent)}
            data={MESSAGE_EVENT_KEYS.map((key) => ({ value: key, label: MESSAGE_EVENTS[key].label }))}
          />
          <div>
            <Text size="sm" fw={500} id="template-channel">
              {s.channel}
            </Text>
            <SegmentedControl
              aria-labelledby="template-channel"
              value={channel}
              onChange={(v) => setChannel(v as MessageChannel)}
              data={MESSAGE_CHANNELS.map((c) => ({ value: c, label: tMessages.channels[c] }))}
            />
          </div>
          <div>
            <Text size="sm" fw={500} id="template-language">
              {s.language}
            </Text>
            <SegmentedControl
              aria-labelledby="template-language"
              value={language}
              onChange={(v) => setLanguage(v as MessageLanguage)}
              data={(['en', 'hi'] as const).map((l) => ({ value: l, label: tMessages.languages[l] }))}
            />
          </div>
        </Group>
      </Paper>
      {current && (
        <TemplateForm key={`${event}/${channel}/${language}`} template={current} canManage={canManage} />
      )}
    </Stack>
  );
}

export function TemplateForm({ template, canManage }: { template: MessageTemplate; canManage: boolean }) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [enabled, setEnabled] = useState(template.enabled);
  const [whatsappTemplate, setWhatsappTemplate] = useState(template.whatsappTemplate);
  const [dltTemplateId, setDltTemplateId] = useState(template.dltTemplateId);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const save = useSaveTemplate();
  const email = template.channel === 'email';
  const bodyProblem = templateProblem(template.event, body);
  const subjectProblem = email ? templateProblem(template.event, subject) : null;
  const samples = template.channel === 'sms' ? SMS_SAMPLES : SAMPLES;
  const parts = smsParts(renderTemplate(body, samples));

  const insert = (name: string) => {
    const area = bodyRef.current;
    const at = area?.selectionStart ?? body.length;
    const end = area?.selectionEnd ?? at;
    const next = `${body.slice(0, at)}{{${name}}}${body.slice(end)}`;
    setBody(next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + name.length + 4, at + name.length + 4);
    });
  };
  const key = { event: template.event, channel: template.channel, language: template.language };
  const submit = (reset: boolean) => {
    setNotice(null);
    setServerErrors({});
    save.mutate(
      { key, input: reset ? null : { subject, body, enabled, whatsappTemplate, dltTemplateId } },
      {
        onSuccess: (saved) => {
          setSubject(saved.subject);
          setBody(saved.body);
          setEnabled(saved.enabled);
          setWhatsappTemplate(saved.whatsappTemplate);
          setDltTemplateId(saved.dltTemplateId);
          setNotice({ tone: 'success', text: reset ? s.resetDone : s.saved });
        },
        onError: (error) => {
          setServerErrors((error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {});
          setNotice(failure(s.failed, error));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>
            {MESSAGE_EVENTS[template.event].label} · {tMessages.channels[template.channel]} ·{' '}
            {tMessages.languages[template.language]}
          </Text>
          <Badge variant="light" color={template.custom ? 'kaksha' : 'gray'}>
            {template.custom ? s.custom : s.default}
          </Badge>
        </Group>
        {email && (
          <TextInput
            label={s.subject}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={subjectProblem ?? serverErrors.subject}
            readOnly={!canManage}
            maxLength={200}
          />
        )}
        <Textarea
          ref={bodyRef}
          label={s.body}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={bodyProblem ?? serverErrors.body}
          autosize
          minRows={3}
          maxLength={2000}
          readOnly={!canManage}
          lang={template.language}
        />
        {canManage && (
          <div>
            <Text size="sm" c="dimmed" id="template-variables">
              {s.variables}
            </Text>
            <div className={classes.chips} role="group" aria-labelledby="template-variables">
              {variablesOf(template.event).map((name) => (
                <Button
                  key={name}
                  size="compact-xs"
                  variant="light"
                  onClick={() => insert(name)}
                  aria-label={fmt(s.insert, { variable: name })}
                >
                  {`{{${name}}}`}
                </Button>
              ))}
            </div>
          </div>
        )}
        <div>
          <Text size="sm" c="dimmed">
            {s.preview}
          </Text>
          <pre className={classes.body} lang={template.language} data-testid="template-preview">
            {email && `${renderTemplate(subject, SAMPLES)}\n\n`}
            {renderTemplate(body, samples)}
          </pre>
          {template.channel === 'sms' && (
            <Text size="xs" c="dimmed">
              {fmt(s.smsParts, {
                parts: parts.parts,
                characters: [...renderTemplate(body, samples)].length,
                unicode: parts.unicode ? s.unicodeNote : '',
              })}
            </Text>
          )}
        </div>
        {template.channel === 'whatsapp' && (
          <TextInput
            label={s.whatsappTemplate}
            description={s.whatsappTemplateHint}
            value={whatsappTemplate}
            onChange={(e) => setWhatsappTemplate(e.currentTarget.value)}
            error={serverErrors.whatsappTemplate}
            readOnly={!canManage}
          />
        )}
        {template.channel === 'sms' && (
          <TextInput
            label={s.dltTemplateId}
            description={s.dltTemplateIdHint}
            value={dltTemplateId}
            onChange={(e) => setDltTemplateId(e.currentTarget.value)}
            error={serverErrors.dltTemplateId}
            readOnly={!canManage}
            inputMode="numeric"
          />
        )}
        <Switch
          label={s.enabled}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
          disabled={!canManage}
        />
        <FormNotice message={notice} />
        {canManage && (
          <Group justify="flex-end">
            {template.custom && (
              <Button variant="subtle" onClick={() => submit(true)} loading={save.isPending}>
                {s.reset}
              </Button>
            )}
            <Button onClick={() => submit(false)} loading={save.isPending}>
              {s.save}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
