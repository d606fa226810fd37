import { useState, type FormEvent } from 'react';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REASONED_STATUSES, STUDENT_MOVES, statusChange, type StudentStatus } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { FormModal } from '../../../components/FormModal.tsx';
import { type FormMessage } from '../../../components/FormNotice.tsx';

import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tStudents } from '../../../lib/i18n/students.ts';
import { useChangeStatus } from '../api/students.ts';
import { FormActions } from '../../../components/FormActions.tsx';
import { showFailure } from '../../../components/formProblem.ts';

const s = tStudents.status;

/** Moves a student to another status: only the moves the server allows are offered. */
export function StatusDialog({
  student,
  onClose,
  onDone,
}: {
  student: { id: number; name: string; status: StudentStatus } | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  return (
    <FormModal
      opened={student !== null}
      onClose={onClose}
      title={student ? fmt(s.title, { name: student.name }) : ''}
    >
      {student && <StatusForm student={student} onClose={onClose} onDone={onDone} />}
    </FormModal>
  );
}

function StatusForm({
  student,
  onClose,
  onDone,
}: {
  student: { id: number; name: string; status: StudentStatus };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const moves = STUDENT_MOVES[student.status];
  const change = useChangeStatus();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm({
    initialValues: { status: moves[0] ?? student.status, reason: '', date: '' },
    validate: zodResolver(statusChange, (v) => ({ ...v, date: v.date || undefined })),
  });
  if (moves.length === 0) return <Text>{s.noMoves}</Text>;
  const needsReason = REASONED_STATUSES.includes(form.getValues().status);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((values) => {
      change.mutate(
        { id: student.id, change: { ...values, date: values.date || undefined } },
        {
          onSuccess: (saved) =>
            onDone(fmt(s.changed, { name: saved.name, status: tStudents.statuses[saved.status] })),
          onError: showFailure(form, setProblem, s.failed),
        },
      );
    })(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Select
          label={s.to}
          required
          allowDeselect={false}
          data={moves.map((m) => ({ value: m, label: tStudents.statuses[m] }))}
          {...form.getInputProps('status')}
        />
        <TextInput
          label={s.reason}
          description={s.reasonHint}
          required={needsReason}
          maxLength={300}
          {...form.getInputProps('reason')}
        />
        {form.getValues().status !== 'active' && <DateField label={s.date} {...form.getInputProps('date')} />}
        <FormActions problem={problem} words={s} busy={change.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
