import { useState, type FormEvent } from 'react';
import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { followUpInput, type EnquiryDetail, type FollowUp } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';
import { useAddFollowUp, useCompleteFollowUp } from '../api/enquiries.ts';
import classes from './enquiries.module.css';

const s = tEnquiries.detail;

/** The enquiry's follow-ups: open ones first with a Done (and what came of it), then a plan for the next. */
export function FollowUps({ enquiry, canManage }: { enquiry: EnquiryDetail; canManage: boolean }) {
  const formats = useFormats();
  const open = enquiry.stage !== 'admitted' && enquiry.stage !== 'lost';
  return (
    <Stack gap="xs">
      {enquiry.followUps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {s.noFollowUps}
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {enquiry.followUps.map((f) => (
            <List.Item key={f.id} className={classes.followUp}>
              <Text size="sm" fw={f.doneAt ? 400 : 600} td={f.doneAt ? 'line-through' : undefined}>
                {formats.calendarDate(f.dueOn)}
                {f.note && ` · ${f.note}`}
              </Text>
              {f.doneAt ? (
                <Text size="xs" c="dimmed">
                  {fmt(s.doneOn, { date: formats.date(f.doneAt) })}
                  {f.outcome && ` · ${f.outcome}`}
                </Text>
              ) : (
                canManage && <DoneForm enquiryId={enquiry.id} followUp={f} />
              )}
            </List.Item>
          ))}
        </List>
      )}
      {canManage && open && <PlanForm enquiryId={enquiry.id} />}
    </Stack>
  );
}

function DoneForm({ enquiryId, followUp }: { enquiryId: number; followUp: FollowUp }) {
  const complete = useCompleteFollowUp();
  const [outcome, setOutcome] = useState('');
  const formats = useFormats();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    complete.mutate({ id: enquiryId, followUpId: followUp.id, outcome });
  };
  return (
    <form onSubmit={submit} className={classes.inlineForm}>
      <TextInput
        size="xs"
        aria-label={s.outcome}
        placeholder={s.outcome}
        value={outcome}
        maxLength={300}
        onChange={(e) => setOutcome(e.currentTarget.value)}
      />
      <Button
        size="xs"
        type="submit"
        variant="light"
        loading={complete.isPending}
        aria-label={fmt(s.doneFor, { date: formats.calendarDate(followUp.dueOn) })}
      >
        {s.done}
      </Button>
    </form>
  );
}

function PlanForm({ enquiryId }: { enquiryId: number }) {
  const add = useAddFollowUp();
  const [dueOn, setDueOn] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const [dueError, setDueError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = followUpInput.safeParse({ dueOn, note });
    if (!parsed.success) {
      setDueError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setDueError(null);
    setProblem(null);
    add.mutate(
      { id: enquiryId, followUp: parsed.data },
      {
        onSuccess: () => {
          setDueOn('');
          setNote('');
        },
        onError: (error) => {
          if (!isUnauthorized(error)) setProblem(failure(s.failed, error));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={s.planFollowUp}>
      <Text size="sm" fw={600} mb={4}>
        {s.planFollowUp}
      </Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DateField label={s.dueOn} value={dueOn} onChange={setDueOn} error={dueError} w={170} />
        <TextInput
          label={s.note}
          value={note}
          maxLength={300}
          onChange={(e) => setNote(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 160 }}
        />
        <Button type="submit" variant="light" mt={24} loading={add.isPending}>
          {s.add}
        </Button>
      </Group>
      <FormNotice message={problem} />
    </form>
  );
}
