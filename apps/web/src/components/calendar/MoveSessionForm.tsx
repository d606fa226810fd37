import { useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { rescheduleInput, type ClassSession } from '@kaksha/contracts';
import { DateField } from '../DateField.tsx';
import { FormNotice, failure, type FormMessage } from '../FormNotice.tsx';
import { isUnauthorized } from '../../lib/api.ts';
import { useFormats } from '../../lib/format.ts';
import { serverFieldErrors, zodResolver } from '../../lib/form.ts';
import { tComponents } from '../../lib/i18n/components.ts';
import { useReschedule } from './sessions.ts';
import { useInstituteZone } from '../../lib/brand.ts';
import { wallClock } from './wallClock.ts';

const m = tComponents.calendar.move;

interface MoveValues {
  day: string;
  startTime: string;
  endTime: string;
}
const FIELDS = ['day', 'startTime', 'endTime'];

/** Another day and time for one class, in the institute's time; a clash is refused and named. */
export function MoveSessionForm({
  session,
  onMoved,
}: {
  session: ClassSession;
  onMoved: (session: ClassSession) => void;
}) {
  const formats = useFormats();
  const zone = useInstituteZone();
  const reschedule = useReschedule();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const checkSchema = zodResolver<MoveValues>(rescheduleInput);
  const form = useForm<MoveValues>({
    initialValues: {
      day: session.day,
      startTime: formats.time(session.startsAt),
      endTime: formats.time(session.endsAt),
    },
    validate: (values) => {
      const errors = checkSchema(values);
      // The server would take it, but a class moved into the past could never change again.
      if (
        !errors.day &&
        !errors.startTime &&
        `${values.day}T${values.startTime}` < wallClock(Date.now(), zone)
      )
        errors.startTime = m.inPast;
      return errors;
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((values) =>
      reschedule.mutate(
        { id: session.id, move: rescheduleInput.parse(values) },
        {
          onSuccess: onMoved,
          onError: (error) => {
            if (isUnauthorized(error)) return;
            const fieldErrors = serverFieldErrors(error);
            form.setErrors(
              Object.fromEntries(Object.entries(fieldErrors).filter(([key]) => FIELDS.includes(key))),
            );
            setProblem(failure(m.failed, error));
          },
        },
      ),
    )(event);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {m.heading}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <DateField label={m.day} required {...form.getInputProps('day')} />
          <TimeInput label={m.startTime} required {...form.getInputProps('startTime')} />
          <TimeInput label={m.endTime} required {...form.getInputProps('endTime')} />
        </SimpleGrid>
        <FormNotice message={problem} />
        <Group justify="flex-end">
          <Button type="submit" loading={reschedule.isPending}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
