import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TimeInput } from '@mantine/dates';
import { demoClassInput, type DemoClassDetail } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { serverFieldErrors, zodResolver } from '../../../lib/form.ts';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';
import { useDemoChoices, useScheduleDemo } from '../api/enquiries.ts';

const s = tEnquiries.demo.form;
interface Values {
  subjectId: string | null;
  teacherId: string | null;
  centreId: string | null;
  onlineLink: string;
  date: string;
  startTime: string;
  endTime: string;
  capacity: number | string;
  notes: string;
}
const toInput = (v: Values) => ({
  ...v,
  subjectId: Number(v.subjectId) || 0,
  teacherId: Number(v.teacherId) || 0,
  centreId: v.centreId ? Number(v.centreId) : null,
  capacity: Number(v.capacity) || 0,
});
const options = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((c) => ({ value: String(c.id), label: c.name }));

/** Schedules a demo class; a teacher who is busy then is refused by the server, naming the clash. */
export function ScheduleDemoForm({
  onDone,
  onCancel,
}: {
  onDone: (demo: DemoClassDetail) => void;
  onCancel: () => void;
}) {
  const choices = useDemoChoices().data;
  const schedule = useScheduleDemo();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm<Values>({
    initialValues: {
      subjectId: null,
      teacherId: null,
      centreId: null,
      onlineLink: '',
      date: '',
      startTime: '16:00',
      endTime: '17:00',
      capacity: 20,
      notes: '',
    },
    validate: zodResolver(demoClassInput, toInput),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((values) =>
      schedule.mutate(demoClassInput.parse(toInput(values)), {
        onSuccess: onDone,
        onError: (error) => {
          if (isUnauthorized(error)) return;
          form.setErrors(serverFieldErrors(error));
          setProblem(failure(s.failed, error));
        },
      }),
    )(event);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={s.subject}
            required
            searchable
            data={options(choices?.subjects)}
            {...form.getInputProps('subjectId')}
          />
          <Select
            label={s.teacher}
            required
            searchable
            data={options(choices?.teachers)}
            {...form.getInputProps('teacherId')}
          />
          <DateField label={s.date} required {...form.getInputProps('date')} />
          <NumberInput label={s.capacity} min={1} max={500} {...form.getInputProps('capacity')} />
          <TimeInput label={s.start} required {...form.getInputProps('startTime')} />
          <TimeInput label={s.end} required {...form.getInputProps('endTime')} />
          <Select
            label={s.centre}
            placeholder={s.online}
            clearable
            data={options(choices?.centres)}
            {...form.getInputProps('centreId')}
          />
          <TextInput label={s.link} placeholder="https://" type="url" {...form.getInputProps('onlineLink')} />
        </SimpleGrid>
        <Textarea label={s.notes} autosize minRows={2} maxLength={500} {...form.getInputProps('notes')} />
        <FormNotice message={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {s.cancel}
          </Button>
          <Button type="submit" loading={schedule.isPending}>
            {s.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
