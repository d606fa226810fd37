import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { bookingInput, type Booking, type BookingInput } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { useFormProblem } from '../../../components/formProblem.ts';
import { zodResolver } from '../../../lib/form.ts';
import { tTimetable } from '../../../lib/i18n/timetable.ts';
import { useBook, useCentres, useCurrentBatches, useRoomChoices, useTeachers } from '../api/timetable.ts';

const l = tTimetable.leaveForm;
const e = tTimetable.eventForm;

const choices = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));
const idOf = (value: string | null) => (value ? Number(value) : null);

/** A form that books through POST /api/v1/bookings: the server's field errors land on the fields. */
function useBookingForm<V extends Record<string, unknown>>(
  initialValues: V,
  toInput: (values: V) => BookingInput,
  failed: string,
  onDone: (booking: Booking) => void,
  check: (values: V) => Record<string, string> = () => ({}),
) {
  const book = useBook();
  const form = useForm<V>({
    initialValues,
    validate: (values) => ({ ...zodResolver(bookingInput, toInput)(values), ...check(values) }),
  });
  const { problem, onError, whenValid } = useFormProblem(form, failed, { repeatFieldWords: true });
  const submit = whenValid((values) =>
    book.mutate(bookingInput.parse(toInput(values)), { onSuccess: onDone, onError }),
  );
  return { form, submit, problem, busy: book.isPending };
}

interface LeaveValues extends Record<string, unknown> {
  teacherId: string | null;
  title: string;
  fromDate: string;
  toDate: string;
  someHours: boolean;
  startTime: string;
  endTime: string;
}

/** Records a teacher's leave: whole days, or some hours of one day. Their classes then go to cover. */
export function LeaveForm({ onDone, onCancel }: { onDone: (b: Booking) => void; onCancel: () => void }) {
  const teachers = useTeachers();
  const { form, submit, problem, busy } = useBookingForm<LeaveValues>(
    { teacherId: null, title: '', fromDate: '', toDate: '', someHours: false, startTime: '', endTime: '' },
    (v) => ({
      kind: 'leave',
      teacherId: idOf(v.teacherId) ?? 0,
      title: v.title || undefined,
      fromDate: v.fromDate,
      toDate: v.someHours ? v.fromDate : v.toDate,
      ...(v.someHours ? { startTime: v.startTime, endTime: v.endTime } : {}),
    }),
    l.failed,
    onDone,
    (v): Record<string, string> => (v.teacherId ? {} : { teacherId: l.pickTeacher }),
  );
  const setFromDate = (day: string) => {
    form.setFieldValue('fromDate', day);
    if (day && (!form.values.toDate || form.values.toDate < day)) form.setFieldValue('toDate', day);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={l.teacher}
          required
          searchable
          allowDeselect={false}
          data={choices(teachers.data?.data)}
          {...form.getInputProps('teacherId')}
          data-autofocus
        />
        <TextInput
          label={l.reason}
          placeholder={l.reasonHint}
          maxLength={200}
          {...form.getInputProps('title')}
        />
        <Checkbox label={l.someHours} {...form.getInputProps('someHours', { type: 'checkbox' })} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField label={l.fromDate} required {...form.getInputProps('fromDate')} onChange={setFromDate} />
          {form.values.someHours ? null : (
            <DateField label={l.toDate} required {...form.getInputProps('toDate')} />
          )}
        </SimpleGrid>
        {form.values.someHours && (
          <SimpleGrid cols={2} spacing="sm">
            <TimeInput label={l.startTime} required {...form.getInputProps('startTime')} />
            <TimeInput label={l.endTime} required {...form.getInputProps('endTime')} />
          </SimpleGrid>
        )}
        <FormActions problem={problem} words={l} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

interface EventValues extends Record<string, unknown> {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  teacherId: string | null;
  roomId: string | null;
  batchId: string | null;
}

/** Adds an event or meeting for a teacher, a room or a batch (any of them), under the one clash rule. */
export function EventForm({ onDone, onCancel }: { onDone: (b: Booking) => void; onCancel: () => void }) {
  const teachers = useTeachers();
  const rooms = useRoomChoices();
  const centres = useCentres();
  const batches = useCurrentBatches();
  const { form, submit, problem, busy } = useBookingForm<EventValues>(
    { title: '', date: '', startTime: '', endTime: '', teacherId: null, roomId: null, batchId: null },
    (v) => ({
      kind: 'event',
      title: v.title,
      date: v.date,
      startTime: v.startTime,
      endTime: v.endTime,
      teacherId: idOf(v.teacherId),
      roomId: idOf(v.roomId),
      batchId: idOf(v.batchId),
    }),
    e.failed,
    onDone,
  );
  const centreName = (id: number) => centres.data?.find((c) => c.id === id)?.name;
  const roomOptions = (rooms.data ?? []).map((r) => ({
    value: String(r.id),
    label: [r.name, centreName(r.centreId)].filter(Boolean).join(', '),
  }));
  const batchOptions = (batches.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.name }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={e.name}
          placeholder={e.nameHint}
          required
          maxLength={200}
          {...form.getInputProps('title')}
          data-autofocus
        />
        <DateField label={e.date} required {...form.getInputProps('date')} />
        <SimpleGrid cols={2} spacing="sm">
          <TimeInput label={e.startTime} required {...form.getInputProps('startTime')} />
          <TimeInput label={e.endTime} required {...form.getInputProps('endTime')} />
        </SimpleGrid>
        {(
          [
            ['teacherId', e.teacher, choices(teachers.data?.data)],
            ['roomId', e.room, roomOptions],
            ['batchId', e.batch, batchOptions],
          ] as const
        ).map(([field, label, data]) => (
          <Select
            key={field}
            label={label}
            placeholder={e.none}
            searchable
            clearable
            data={data}
            {...form.getInputProps(field)}
          />
        ))}
        <FormActions problem={problem} words={e} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
