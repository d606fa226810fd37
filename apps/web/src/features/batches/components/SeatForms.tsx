import { useState, type FormEvent, type ReactNode } from 'react';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { leaveBatchInput, transferInput, type AllotmentResult, type BatchStudent } from '@kaksha/contracts';
import { calendarDate } from '../../../lib/format.ts';
import { DateField } from '../../../components/DateField.tsx';
import { type FormMessage } from '../../../components/FormNotice.tsx';

import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatches } from '../../../lib/i18n/batches.ts';
import { useLeaveBatch, useTransferStudent } from '../api/batches.ts';
import { addDays, laterOf, promotedText } from './allotmentWords.ts';
import { showFailure } from '../../../components/formProblem.ts';
import { FormActions } from '../../../components/FormActions.tsx';

const tf = tBatches.transferForm;
const lf = tBatches.leaveForm;

/** Where a seat change happens: the batch and the student whose row it is. */
export interface SeatChange {
  batch: { id: number; name: string };
  student: BatchStudent;
  today: string;
  /** What to say after saving (the screen closes the modal and shows it). */
  onDone: (text: string) => void;
  onCancel: () => void;
}

/** Sends one change; a refusal goes under its field and, with the server's words, in the notice. */
function SeatChangeForm<V>({
  form,
  send,
  busy,
  failed,
  submitLabel,
  cancelLabel,
  onCancel,
  children,
}: {
  form: UseFormReturnType<V>;
  send: (values: V, onError: (error: unknown) => void) => void;
  busy: boolean;
  failed: string;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((values) => send(values, showFailure(form, setProblem, failed)))(event);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {children}
        <FormActions
          problem={problem}
          words={{ save: submitLabel, cancel: cancelLabel }}
          busy={busy}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

interface TransferValues {
  toBatchId: string | null;
  date: string;
}
const transferOf = (v: TransferValues) => ({ toBatchId: Number(v.toBatchId) || 0, date: v.date });

/** Moves a seated student to another current batch from a day; whoever waited takes the seat. */
export function TransferForm({
  batch,
  student,
  today,
  targets,
  onDone,
  onCancel,
}: SeatChange & { targets: { id: number; name: string; code: string }[] }) {
  const transfer = useTransferStudent();
  const form = useForm<TransferValues>({
    // The first day in the new batch must come after the first day in this one.
    initialValues: { toBatchId: null, date: laterOf(today, addDays(student.fromDate, 1)) },
    validate: (values) => ({
      ...zodResolver(transferInput, transferOf)(values),
      ...(values.toBatchId ? {} : { toBatchId: tf.pickTarget }),
    }),
  });
  const send = (values: TransferValues, onError: (error: unknown) => void) => {
    const input = transferInput.parse(transferOf(values));
    const target = targets.find((b) => b.id === input.toBatchId);
    transfer.mutate(
      { batchId: batch.id, studentId: student.studentId, transfer: input },
      {
        onSuccess: (result: AllotmentResult) =>
          onDone(
            fmt(tf.done, {
              name: student.name,
              batch: target?.name ?? '',
              date: calendarDate(input.date),
            }) + promotedText(result),
          ),
        onError,
      },
    );
  };
  return (
    <SeatChangeForm
      form={form}
      send={send}
      busy={transfer.isPending}
      failed={tf.failed}
      submitLabel={tf.save}
      cancelLabel={tf.cancel}
      onCancel={onCancel}
    >
      {targets.length === 0 && <Text size="sm">{tf.noTargets}</Text>}
      <Select
        label={tf.to}
        placeholder={tf.choose}
        required
        searchable
        allowDeselect={false}
        data={targets.map((b) => ({ value: String(b.id), label: `${b.name} (${b.code})` }))}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('toBatchId')}
        data-autofocus
      />
      <DateField
        label={tf.date}
        description={fmt(tf.dateHint, { batch: batch.name })}
        required
        {...form.getInputProps('date')}
      />
    </SeatChangeForm>
  );
}

/** A seated student leaves after a last day, or a waitlisted one withdraws; a reason is optional. */
export function LeaveForm({ batch, student, today, onDone, onCancel }: SeatChange) {
  const leave = useLeaveBatch();
  const waiting = student.status === 'waitlisted';
  const form = useForm({
    // A seated student's last day cannot come before their first.
    initialValues: { date: waiting ? today : laterOf(today, student.fromDate), reason: '' },
    validate: zodResolver(leaveBatchInput),
  });
  const send = (values: typeof form.values, onError: (error: unknown) => void) => {
    const input = leaveBatchInput.parse(values);
    leave.mutate(
      { batchId: batch.id, studentId: student.studentId, leaving: input },
      {
        onSuccess: (result) =>
          onDone(
            waiting
              ? fmt(lf.withdrawn, { name: student.name })
              : fmt(lf.removed, {
                  name: student.name,
                  batch: batch.name,
                  date: calendarDate(input.date),
                }) + promotedText(result),
          ),
        onError,
      },
    );
  };
  return (
    <SeatChangeForm
      form={form}
      send={send}
      busy={leave.isPending}
      failed={lf.failed}
      submitLabel={waiting ? lf.withdraw : lf.remove}
      cancelLabel={lf.cancel}
      onCancel={onCancel}
    >
      <DateField
        label={waiting ? lf.withdrawDay : lf.lastDay}
        required
        maw={260}
        {...form.getInputProps('date')}
        data-autofocus
      />
      <TextInput
        label={lf.reason}
        description={lf.reasonHint}
        maxLength={300}
        {...form.getInputProps('reason')}
      />
    </SeatChangeForm>
  );
}
