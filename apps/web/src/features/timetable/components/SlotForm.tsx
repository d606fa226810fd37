import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { slotInput, type BatchTimetable, type Slot, type SlotResult } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { useFormProblem } from '../../../components/formProblem.ts';
import { zodResolver } from '../../../lib/form.ts';
import { tTimetable } from '../../../lib/i18n/timetable.ts';
import { useSaveSlot } from '../api/timetable.ts';
import { addDays } from './words.ts';

const s = tTimetable.slotForm;

interface Values {
  weekday: string | null;
  startTime: string;
  endTime: string;
  subjectId: string | null;
  teacherId: string | null;
  roomId: string | null;
  fromDate: string;
  toDate: string;
}
const toInput = (v: Values) => ({
  ...v,
  weekday: Number(v.weekday) || 0,
  subjectId: v.subjectId ? Number(v.subjectId) : null,
  teacherId: Number(v.teacherId) || 0,
  roomId: v.roomId ? Number(v.roomId) : null,
});

type Choice = { id: number; name: string };
/** The choices, with the slot's own pick kept when it is no longer offered (a teacher since made inactive). */
function options(list: Choice[], own: { id: number | null; name: string | null } | null) {
  const all =
    own?.id && !list.some((c) => c.id === own.id) ? [...list, { id: own.id, name: own.name ?? '' }] : list;
  return all.map((c) => ({ value: String(c.id), label: c.name }));
}

/** A new slot's days: from today (or the batch's start, if later) to the batch's end or ~3 months on. */
function defaultDays(batch: BatchTimetable['batch'], today: string) {
  const fromDate = batch.startsOn > today ? batch.startsOn : today;
  // The server takes at most two years at once.
  const longest = addDays(fromDate, 730);
  const toDate = batch.endsOn ? (batch.endsOn < longest ? batch.endsOn : longest) : addDays(fromDate, 91);
  return { fromDate, toDate };
}

/**
 * Adds a weekly slot to the batch, or changes one from today on. The server refuses a clash, naming
 * it; the message shows under the form and under the field at fault.
 */
export function SlotForm({
  timetable,
  slot,
  today,
  onDone,
  onCancel,
}: {
  timetable: BatchTimetable;
  slot: Slot | null;
  today: string;
  onDone: (result: SlotResult) => void;
  onCancel: () => void;
}) {
  const save = useSaveSlot();
  const { batch, subjects, teachers, rooms } = timetable;
  const form = useForm<Values>({
    initialValues: slot
      ? {
          weekday: String(slot.weekday),
          startTime: slot.startTime,
          endTime: slot.endTime,
          subjectId: slot.subjectId ? String(slot.subjectId) : null,
          teacherId: String(slot.teacherId),
          roomId: slot.roomId ? String(slot.roomId) : null,
          fromDate: slot.fromDate,
          toDate: slot.toDate,
        }
      : {
          weekday: null,
          startTime: '',
          endTime: '',
          subjectId: subjects.length === 1 ? String(subjects[0]!.id) : null,
          teacherId: subjects.length === 1 && subjects[0]!.teacherId ? String(subjects[0]!.teacherId) : null,
          roomId: rooms.length === 1 ? String(rooms[0]!.id) : null,
          ...defaultDays(batch, today),
        },
    validate: zodResolver(slotInput, toInput),
  });
  const chooseSubject = (value: string | null) => {
    form.setFieldValue('subjectId', value);
    const teacherId = subjects.find((x) => String(x.id) === value)?.teacherId;
    if (teacherId) form.setFieldValue('teacherId', String(teacherId));
  };
  const { problem, onError, whenValid } = useFormProblem(form, s.failed, { repeatFieldWords: true });
  const submit = whenValid((values) =>
    save.mutate(
      { batchId: batch.id, id: slot?.id ?? null, slot: slotInput.parse(toInput(values)) },
      { onSuccess: onDone, onError },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={s.weekday}
            required
            allowDeselect={false}
            data={tTimetable.weekdays.map((name, i) => ({ value: String(i + 1), label: name }))}
            {...form.getInputProps('weekday')}
            data-autofocus
          />
          <Select
            label={s.subject}
            clearable
            allowDeselect={false}
            data={options(subjects, slot && { id: slot.subjectId, name: slot.subjectName })}
            {...form.getInputProps('subjectId')}
            onChange={chooseSubject}
          />
          <TimeInput label={s.startTime} required {...form.getInputProps('startTime')} />
          <TimeInput label={s.endTime} required {...form.getInputProps('endTime')} />
          <Select
            label={s.teacher}
            required
            searchable
            data={options(teachers, slot && { id: slot.teacherId, name: slot.teacherName })}
            {...form.getInputProps('teacherId')}
          />
          <Select
            label={s.room}
            placeholder={s.noRoom}
            clearable
            allowDeselect={false}
            data={options(rooms, slot && { id: slot.roomId, name: slot.roomName })}
            {...form.getInputProps('roomId')}
          />
          <DateField label={s.fromDate} required {...form.getInputProps('fromDate')} />
          <DateField label={s.toDate} required {...form.getInputProps('toDate')} />
        </SimpleGrid>
        {!slot && !batch.endsOn && (
          <Text size="sm" c="dimmed">
            {s.openEnded}
          </Text>
        )}
        <FormNotice message={problem} />
        {slot && <Text size="sm">{s.editNote}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {s.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {s.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
