import { useState, type FormEvent } from 'react';
import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BATCH_MODES, BATCH_STATUSES, batchInput, type BatchDetail } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { type FormMessage } from '../../../components/FormNotice.tsx';

import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatches } from '../../../lib/i18n/batches.ts';
import { useBatch, useBatchChoices, useSaveBatch } from '../api/batches.ts';
import { FormActions } from '../../../components/FormActions.tsx';
import { showFailure } from '../../../components/formProblem.ts';

const s = tBatches.form;
interface Values {
  code: string;
  name: string;
  boardId: string | null;
  classId: string | null;
  subjectIds: string[];
  centreId: string | null;
  roomId: string | null;
  capacity: number | string;
  startsOn: string;
  endsOn: string;
  mode: string;
  meetingLink: string;
  status: string;
}
const id = (value: number | null | undefined) => (value ? String(value) : null);
const valuesOf = (b: BatchDetail | null): Values => ({
  code: b?.code ?? '',
  name: b?.name ?? '',
  boardId: id(b?.boardId),
  classId: id(b?.classId),
  subjectIds: b?.subjectIds.map(String) ?? [],
  centreId: id(b?.centreId),
  roomId: id(b?.roomId),
  capacity: b?.capacity ?? 30,
  startsOn: b?.startsOn ?? '',
  endsOn: b?.endsOn ?? '',
  mode: b?.mode ?? 'classroom',
  meetingLink: b?.meetingLink ?? '',
  status: b?.status ?? 'planned',
});
const toInput = (v: Values) => ({
  ...v,
  boardId: v.boardId ? Number(v.boardId) : null,
  classId: v.classId ? Number(v.classId) : null,
  subjectIds: v.subjectIds.map(Number),
  centreId: Number(v.centreId) || 0,
  roomId: v.roomId ? Number(v.roomId) : null,
  capacity: Number(v.capacity) || 0,
  endsOn: v.endsOn || null,
});
const options = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((c) => ({ value: String(c.id), label: c.name }));

/** Add (id null) or edit a batch: the editing form waits for the batch's details. */
export function BatchForm({
  batchId,
  onCancel,
  onDone,
}: {
  batchId: number | null;
  onCancel: () => void;
  onDone: (batch: BatchDetail, text: string) => void;
}) {
  const batch = useBatch(batchId);
  if (batchId !== null && !batch.data) return <Text role="status">{s.loading}</Text>;
  return <Fields batch={batch.data ?? null} onCancel={onCancel} onDone={onDone} />;
}

function Fields({
  batch,
  onCancel,
  onDone,
}: {
  batch: BatchDetail | null;
  onCancel: () => void;
  onDone: (batch: BatchDetail, text: string) => void;
}) {
  const choices = useBatchChoices().data;
  const save = useSaveBatch();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(batch),
    validate: zodResolver(batchInput, toInput),
  });
  const centreId = form.getValues().centreId;
  const rooms = (choices?.rooms ?? []).filter((r) => String(r.centreId) === centreId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((values) =>
      save.mutate(
        { id: batch?.id ?? null, batch: batchInput.parse(toInput(values)) },
        {
          onSuccess: (saved) => onDone(saved, fmt(s.saved, { name: saved.name })),
          onError: showFailure(form, setProblem, s.failed),
        },
      ),
    )(event);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={s.code}
            description={s.codeHint}
            required
            maxLength={20}
            {...form.getInputProps('code')}
          />
          <TextInput label={s.name} required maxLength={100} {...form.getInputProps('name')} />
          <Select
            label={s.board}
            placeholder={s.none}
            clearable
            data={options(choices?.boards)}
            {...form.getInputProps('boardId')}
          />
          <Select
            label={s.klass}
            placeholder={s.none}
            clearable
            searchable
            data={options(choices?.classes)}
            {...form.getInputProps('classId')}
          />
          <MultiSelect
            label={s.subjects}
            placeholder={s.none}
            searchable
            data={options(choices?.subjects)}
            {...form.getInputProps('subjectIds')}
          />
          <Select
            label={s.centre}
            required
            data={options(choices?.centres)}
            {...form.getInputProps('centreId')}
            onChange={(value) => {
              form.setFieldValue('centreId', value);
              form.setFieldValue('roomId', null);
            }}
          />
          <Select
            label={s.room}
            placeholder={s.noRoom}
            clearable
            data={options(rooms)}
            {...form.getInputProps('roomId')}
          />
          <NumberInput label={s.capacity} required min={1} max={1000} {...form.getInputProps('capacity')} />
          <DateField label={s.startsOn} required {...form.getInputProps('startsOn')} />
          <DateField label={s.endsOn} clearable {...form.getInputProps('endsOn')} />
          <Select
            label={s.mode}
            allowDeselect={false}
            data={BATCH_MODES.map((m) => ({ value: m, label: tBatches.modes[m] }))}
            {...form.getInputProps('mode')}
          />
          <TextInput
            label={s.link}
            placeholder="https://"
            type="url"
            {...form.getInputProps('meetingLink')}
          />
          <Select
            label={s.status}
            allowDeselect={false}
            data={BATCH_STATUSES.map((m) => ({ value: m, label: tBatches.statuses[m] }))}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <FormActions problem={problem} words={s} busy={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
