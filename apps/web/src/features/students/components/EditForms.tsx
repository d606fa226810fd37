import { useState, type FormEvent } from 'react';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { guardiansInput as guardiansSchema, studentUpdate, type StudentProfile } from '@kaksha/contracts';
import { type FormMessage } from '../../../components/FormNotice.tsx';
import { showFailure } from '../../../components/formProblem.ts';
import { zodResolver } from '../../../lib/form.ts';
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
import { FormActions } from '../../../components/FormActions.tsx';

const s = tStudents.profile;

interface EditProps {
  student: StudentProfile;
  onCancel: () => void;
  onDone: () => void;
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
        { onSuccess: onDone, onError: showFailure(form, setProblem, s.failed) },
      ),
    )(event);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <DetailsFields form={form} choices={choices.data} />
        <FormActions problem={problem} words={s} busy={update.isPending} onCancel={onCancel} />
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
        { onSuccess: onDone, onError: showFailure(form, setProblem, s.failed) },
      ),
    )(event);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <GuardiansEditor form={form} />
        <FormActions problem={problem} words={s} busy={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
