import { useState, type FormEvent } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { guardiansInput as guardiansSchema, studentUpdate, type StudentProfile } from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { serverFieldErrors, zodResolver } from '../../../lib/form.ts';
import { tStudents } from '../../../lib/i18n/students.ts';
import { useSetGuardians, useStudentChoices, useUpdateStudent } from '../api/students.ts';
import { DetailsFields } from './DetailsFields.tsx';
import { GuardiansEditor } from './GuardiansEditor.tsx';
import {
  detailsInput,
  detailsOf,
  guardiansInput,
  guardiansOf,
  type DetailsValues,
  type GuardianValues,
} from './values.ts';

const s = tStudents.profile;

interface EditProps {
  student: StudentProfile;
  onCancel: () => void;
  onDone: () => void;
}

function Actions({
  busy,
  onCancel,
  problem,
}: {
  busy: boolean;
  onCancel: () => void;
  problem: FormMessage | null;
}) {
  return (
    <>
      <FormNotice message={problem} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {s.cancel}
        </Button>
        <Button type="submit" loading={busy}>
          {s.save}
        </Button>
      </Group>
    </>
  );
}

/** A failed save: the fields the server named, and its words under ours. */
function onFailure(
  form: { setErrors: (errors: Record<string, string>) => void },
  setProblem: (m: FormMessage) => void,
) {
  return (error: unknown) => {
    if (isUnauthorized(error)) return;
    form.setErrors(serverFieldErrors(error));
    setProblem(failure(s.failed, error));
  };
}

export function EditDetailsForm({ student, onCancel, onDone }: EditProps) {
  const choices = useStudentChoices();
  const update = useUpdateStudent();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm<DetailsValues>({
    initialValues: detailsOf(student),
    validate: zodResolver(studentUpdate, detailsInput),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit((values) =>
      update.mutate(
        { id: student.id, changes: studentUpdate.parse(detailsInput(values)) },
        { onSuccess: onDone, onError: onFailure(form, setProblem) },
      ),
    )(event);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <DetailsFields form={form} choices={choices.data} />
        <Actions busy={update.isPending} onCancel={onCancel} problem={problem} />
      </Stack>
    </form>
  );
}

export function EditGuardiansForm({ student, onCancel, onDone }: EditProps) {
  const save = useSetGuardians();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const toInput = (values: { guardians: GuardianValues[] }) => ({
    guardians: guardiansInput(values.guardians),
  });
  const form = useForm({
    initialValues: { guardians: guardiansOf(student) },
    validate: zodResolver(guardiansSchema, toInput),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit((values) =>
      save.mutate(
        { id: student.id, ...guardiansSchema.parse(toInput(values)) },
        { onSuccess: onDone, onError: onFailure(form, setProblem) },
      ),
    )(event);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <GuardiansEditor form={form} />
        <Actions busy={save.isPending} onCancel={onCancel} problem={problem} />
      </Stack>
    </form>
  );
}
