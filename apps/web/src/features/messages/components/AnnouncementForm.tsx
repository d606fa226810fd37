import { useState } from 'react';
import { Button, Checkbox, Group, MultiSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ANNOUNCEMENT_PEOPLE,
  announcementInput,
  type Announcement,
  type AnnouncementInput,
} from '@kaksha/contracts';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { showFailure } from '../../../components/formProblem.ts';
import { zodResolver } from '../../../lib/form.ts';
import { tMessages } from '../../../lib/i18n/messages.ts';
import { useAnnounce, useAnnouncementChoices } from '../api/announcements.ts';

const s = tMessages.announcements;
const AUDIENCES = ['batch', 'class', 'centre', 'everyone'] as const;
type Audience = (typeof AUDIENCES)[number];

interface Values {
  audience: Audience;
  ids: string[];
  to: string[];
  title: string;
  message: string;
}
const toInput = (v: Values): AnnouncementInput => ({
  audience: v.audience,
  ids: v.audience === 'everyone' ? [] : v.ids.map(Number),
  to: v.to as AnnouncementInput['to'],
  title: v.title,
  message: v.message,
});

/** A new announcement: for whom, to whom, what; sent in one call, then its report (`onSent`). */
export function AnnouncementForm({ onSent }: { onSent: (sent: Announcement) => void }) {
  const choices = useAnnouncementChoices();
  const announce = useAnnounce();
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const form = useForm<Values>({
    initialValues: { audience: 'batch', ids: [], to: ['guardians'], title: '', message: '' },
    validate: zodResolver(announcementInput, toInput),
  });
  const { audience } = form.getValues();
  const options = {
    batch: { label: s.batches, data: choices.data?.batches },
    class: { label: s.classes, data: choices.data?.classes },
    centre: { label: s.centres, data: choices.data?.centres },
  };
  const submit = form.onSubmit((values) => {
    setNotice(null);
    announce.mutate(toInput(values), {
      onSuccess: (sent) => {
        form.reset();
        onSent(sent);
      },
      onError: showFailure(form, setNotice, s.failed),
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={s.new}>
      <Stack gap="sm">
        <Radio.Group label={s.audience} {...form.getInputProps('audience')}>
          <Group gap="md" mt={4}>
            {AUDIENCES.map((a) => (
              <Radio key={a} value={a} label={s.audiences[a]} />
            ))}
          </Group>
        </Radio.Group>
        {audience !== 'everyone' && (
          <MultiSelect
            key={audience}
            label={options[audience].label}
            placeholder={s.pick}
            searchable
            data={(options[audience].data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            {...form.getInputProps('ids')}
          />
        )}
        <Checkbox.Group label={s.to} {...form.getInputProps('to')}>
          <Group gap="md" mt={4}>
            {ANNOUNCEMENT_PEOPLE.map((p) => (
              <Checkbox key={p} value={p} label={s.people[p]} />
            ))}
          </Group>
        </Checkbox.Group>
        <TextInput label={s.title} maxLength={120} {...form.getInputProps('title')} />
        <Textarea
          label={s.message}
          description={s.messageHint}
          autosize
          minRows={3}
          maxLength={1000}
          {...form.getInputProps('message')}
        />
        <FormNotice message={notice} />
        <Group>
          <Button type="submit" loading={announce.isPending}>
            {s.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
