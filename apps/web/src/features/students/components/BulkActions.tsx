import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  REASONED_STATUSES,
  STUDENT_STATUSES,
  bulkStatusChange,
  type AllotmentResult,
  type BulkStatusResult,
  type StudentStatus,
} from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { FormModal } from '../../../components/FormModal.tsx';
import { type FormMessage } from '../../../components/FormNotice.tsx';
import { showFailure } from '../../../components/formProblem.ts';
import { useMenuAccess } from '../../../lib/access.ts';
import { useFormats } from '../../../lib/format.ts';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tStudents } from '../../../lib/i18n/students.ts';
import { useChangeStatuses, useCurrentBatches, useSeatMany } from '../api/bulk.ts';
import { MessageFamily } from './MessageFamily.tsx';

const s = tStudents.bulk;
type Open = 'message' | 'seat' | 'status' | null;

/**
 * What the list does to the students chosen (issue 65): a message to their guardians, a seat in a
 * batch, a status, a CSV of them — one request each; what could not be done is named per student.
 */
export function BulkActions({
  ids,
  onClear,
  onDone,
}: {
  ids: number[];
  onClear: () => void;
  onDone: (message: FormMessage) => void;
}) {
  const [open, setOpen] = useState<Open>(null);
  const mayMessage = useMenuAccess('Messages').canManage;
  const maySeat = useMenuAccess('StudentAlotment').canManage;
  const mayMove = useMenuAccess('ManageStudents').canManage;
  const who = fmt(s.count, { n: ids.length });
  const done = (message: FormMessage) => {
    setOpen(null);
    onClear();
    onDone(message);
  };
  return (
    <Paper withBorder p="sm" radius="md" role="region" aria-label={s.region}>
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>{who}</Text>
        {mayMessage && (
          <Button size="xs" variant="light" onClick={() => setOpen('message')}>
            {s.message}
          </Button>
        )}
        {maySeat && (
          <Button size="xs" variant="light" onClick={() => setOpen('seat')}>
            {s.seat}
          </Button>
        )}
        {mayMove && (
          <Button size="xs" variant="light" onClick={() => setOpen('status')}>
            {s.status}
          </Button>
        )}
        <ExportButton area="students" filters={{ status: 'all', ids: ids.join(',') }} label={s.export} />
        <Button size="xs" variant="subtle" onClick={onClear}>
          {s.clear}
        </Button>
      </Group>
      <MessageFamily studentIds={ids} who={who} opened={open === 'message'} onClose={() => setOpen(null)} />
      <FormModal opened={open === 'seat'} onClose={() => setOpen(null)} title={fmt(s.seatTitle, { who })}>
        {open === 'seat' && <SeatForm ids={ids} onCancel={() => setOpen(null)} onDone={done} />}
      </FormModal>
      <FormModal opened={open === 'status'} onClose={() => setOpen(null)} title={fmt(s.statusTitle, { who })}>
        {open === 'status' && <StatusForm ids={ids} onCancel={() => setOpen(null)} onDone={done} />}
      </FormModal>
    </Paper>
  );
}

const names = (list: { name: string }[]) => list.map((n) => n.name).join(', ');

/** "Seated: Asha, Ravi. Waiting for a seat: Meera. Already in the batch: Kiran." */
export function seatWords(result: AllotmentResult): string {
  return [
    result.allotted.length && fmt(s.seated, { names: names(result.allotted) }),
    result.waitlisted.length && fmt(s.waitlisted, { names: names(result.waitlisted) }),
    result.already.length && fmt(s.already, { names: names(result.already) }),
  ]
    .filter(Boolean)
    .join(' ');
}

function SeatForm({
  ids,
  onCancel,
  onDone,
}: {
  ids: number[];
  onCancel: () => void;
  onDone: (m: FormMessage) => void;
}) {
  const today = useFormats().dayOf(new Date());
  const batches = useCurrentBatches(true);
  const seat = useSeatMany();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm({
    initialValues: { batchId: null as string | null, fromDate: today },
    validate: { batchId: (v) => (v ? null : s.chooseBatch) },
  });
  const submit = form.onSubmit((v) =>
    seat.mutate(
      { batchId: Number(v.batchId), studentIds: ids, fromDate: v.fromDate },
      {
        onSuccess: (result) =>
          onDone({ tone: result.allotted.length ? 'success' : 'info', text: seatWords(result) }),
        onError: showFailure(form, setProblem, s.seatFailed),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={s.batch}
          required
          searchable
          data={(batches.data?.data ?? []).map((b) => ({
            value: String(b.id),
            label: `${b.name} (${b.code})`,
          }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('batchId')}
        />
        <DateField label={s.from} required {...form.getInputProps('fromDate')} maw={220} />
        <Text size="sm" c="dimmed">
          {s.seatHint}
        </Text>
        <FormActions
          problem={problem}
          words={{ save: s.seat, cancel: s.cancel }}
          busy={seat.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

/** "3 students are now Left. Not changed: Asha (A student who is Alumni cannot be marked Left.)." */
export function statusWords(result: BulkStatusResult, status: StudentStatus): string {
  const changed = result.changed.length
    ? fmt(s.changed, { n: result.changed.length, status: tStudents.statuses[status] })
    : '';
  const refused = result.refused.length
    ? fmt(s.refused, { list: result.refused.map((r) => `${r.name} (${r.reason})`).join('; ') })
    : '';
  return [changed, refused].filter(Boolean).join(' ');
}

function StatusForm({
  ids,
  onCancel,
  onDone,
}: {
  ids: number[];
  onCancel: () => void;
  onDone: (m: FormMessage) => void;
}) {
  const change = useChangeStatuses();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm({
    initialValues: { status: 'on_hold' as StudentStatus, reason: '', date: '' },
    validate: zodResolver(bulkStatusChange, (v) => ({ ...v, studentIds: ids, date: v.date || undefined })),
  });
  const { status } = form.getValues();
  const submit = form.onSubmit((v) =>
    change.mutate(
      { studentIds: ids, ...v, date: v.date || undefined },
      {
        onSuccess: (result) =>
          onDone({ tone: result.refused.length ? 'info' : 'success', text: statusWords(result, v.status) }),
        onError: showFailure(form, setProblem, s.statusFailed),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={tStudents.status.to}
          required
          allowDeselect={false}
          data={STUDENT_STATUSES.map((m) => ({ value: m, label: tStudents.statuses[m] }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('status')}
        />
        <TextInput
          label={tStudents.status.reason}
          description={tStudents.status.reasonHint}
          required={REASONED_STATUSES.includes(status)}
          maxLength={300}
          {...form.getInputProps('reason')}
        />
        {status !== 'active' && <DateField label={tStudents.status.date} {...form.getInputProps('date')} />}
        <FormActions
          problem={problem}
          words={{ save: s.status, cancel: s.cancel }}
          busy={change.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
