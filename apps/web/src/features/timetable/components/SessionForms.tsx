import type { ReactNode } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  cancelSessionInput,
  rescheduleInput,
  substituteInput,
  type BatchTimetable,
  type ClassSession,
} from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { useFormProblem } from '../../../components/formProblem.ts';
import { useFormats } from '../../../lib/format.ts';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tTimetable } from '../../../lib/i18n/timetable.ts';
import { useChangeSession, type SessionChange } from '../api/timetable.ts';

const s = tTimetable.sessions;

type Done = (session: ClassSession) => void;
type Choices = Pick<BatchTimetable, 'teachers' | 'rooms'>;
const options = (list: { id: number; name: string }[]) =>
  list.map((c) => ({ value: String(c.id), label: c.name }));

/** Sends one change of a session; a refusal (a clash, named) goes under its field and in the notice. */
function SessionChangeForm<V>({
  form,
  change,
  submitLabel,
  dismissLabel = tTimetable.list.cancel,
  onDone,
  onCancel,
  children,
}: {
  form: UseFormReturnType<V>;
  change: (values: V) => SessionChange;
  submitLabel: string;
  dismissLabel?: string;
  onDone: Done;
  onCancel: () => void;
  children: ReactNode;
}) {
  const send = useChangeSession();
  const { problem, onError, whenValid } = useFormProblem(form, s.failed, { repeatFieldWords: true });
  const submit = whenValid((values) => send.mutate(change(values), { onSuccess: onDone, onError }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {children}
        <FormNotice message={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {dismissLabel}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface MoveValues {
  day: string;
  startTime: string;
  endTime: string;
  roomId: string | null;
}

/**
 * Another day, time or room for one class. The room is sent only when changed (a room since taken out
 * of use is not in the list, and stays).
 */
export function MoveForm({
  session,
  choices,
  onDone,
  onCancel,
}: {
  session: ClassSession;
  choices: Choices;
  onDone: Done;
  onCancel: () => void;
}) {
  const formats = useFormats();
  const initialRoom = session.roomId ? String(session.roomId) : null;
  const toInput = (v: MoveValues) => ({
    day: v.day,
    startTime: v.startTime,
    endTime: v.endTime,
    ...(v.roomId === initialRoom ? {} : { roomId: v.roomId ? Number(v.roomId) : null }),
  });
  const form = useForm<MoveValues>({
    initialValues: {
      day: session.day,
      startTime: formats.time(session.startsAt),
      endTime: formats.time(session.endsAt),
      roomId: initialRoom,
    },
    validate: zodResolver(rescheduleInput, toInput),
  });
  return (
    <SessionChangeForm
      form={form}
      change={(v) => ({ kind: 'reschedule', id: session.id, body: rescheduleInput.parse(toInput(v)) })}
      submitLabel={s.saveMove}
      onDone={onDone}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateField label={s.newDay} required {...form.getInputProps('day')} data-autofocus />
        <Select
          label={s.room}
          placeholder={tTimetable.slots.noRoom}
          clearable
          allowDeselect={false}
          data={options(choices.rooms)}
          {...form.getInputProps('roomId')}
        />
        <TimeInput label={s.startTime} required {...form.getInputProps('startTime')} />
        <TimeInput label={s.endTime} required {...form.getInputProps('endTime')} />
      </SimpleGrid>
    </SessionChangeForm>
  );
}

/** Another teacher for one class; choosing the regular teacher gives it back. */
export function SubstituteForm({
  session,
  choices,
  onDone,
  onCancel,
}: {
  session: ClassSession;
  choices: Choices;
  onDone: Done;
  onCancel: () => void;
}) {
  const toInput = (v: { teacherId: string | null }) => ({ teacherId: Number(v.teacherId) || 0 });
  const form = useForm<{ teacherId: string | null }>({
    initialValues: { teacherId: String(session.teacherId) },
    validate: zodResolver(substituteInput, toInput),
  });
  return (
    <SessionChangeForm
      form={form}
      change={(v) => ({ kind: 'substitute', id: session.id, body: substituteInput.parse(toInput(v)) })}
      submitLabel={s.save}
      onDone={onDone}
      onCancel={onCancel}
    >
      <Select
        label={s.teacherToTake}
        description={
          session.regularTeacherName ? fmt(s.giveBack, { name: session.regularTeacherName }) : undefined
        }
        required
        searchable
        allowDeselect={false}
        data={options(choices.teachers)}
        {...form.getInputProps('teacherId')}
        data-autofocus
      />
    </SessionChangeForm>
  );
}

/** Cancels one class, saying why (the calendars show the reason). */
export function CancelForm({
  session,
  onDone,
  onCancel,
}: {
  session: ClassSession;
  onDone: Done;
  onCancel: () => void;
}) {
  const form = useForm({ initialValues: { reason: '' }, validate: zodResolver(cancelSessionInput) });
  return (
    <SessionChangeForm
      form={form}
      change={(v) => ({ kind: 'cancel', id: session.id, body: cancelSessionInput.parse(v) })}
      submitLabel={s.saveCancel}
      dismissLabel={s.back}
      onDone={onDone}
      onCancel={onCancel}
    >
      <TextInput
        label={s.reason}
        description={s.reasonHint}
        required
        maxLength={300}
        {...form.getInputProps('reason')}
        data-autofocus
      />
    </SessionChangeForm>
  );
}
