import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { payRunReverseBody, type PayRunDetail } from '@kaksha/contracts';
import { failure, FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { FormModal } from '../../../components/FormModal.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tPayroll } from '../../../lib/i18n/payroll.ts';
import { useReverseRun } from '../api/runs.ts';

const s = tPayroll.reverse;

/** An approved run taken back by a new run, with the reason; the approved one is never edited. */
export function ReverseForm({
  run,
  onClose,
}: {
  run: PayRunDetail;
  onClose: (reversal: PayRunDetail | null) => void;
}) {
  const formats = useFormats();
  const reverse = useReverseRun();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const submit = () => {
    const parsed = payRunReverseBody.safeParse({ reason });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? s.failed);
    setProblem(null);
    reverse.mutate(
      { id: run.id, reason: parsed.data.reason },
      { onSuccess: (made) => onClose(made), onError: (e) => setNotice(failure(s.failed, e)) },
    );
  };
  return (
    <FormModal opened onClose={() => onClose(null)} title={fmt(s.title, { month: run.month })} size="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{fmt(s.explain, { people: run.people, net: formats.money(run.netPaise) })}</Text>
          <TextInput
            label={s.reason}
            description={s.reasonHint}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={problem}
            maxLength={300}
            data-autofocus
          />
          <FormNotice message={notice} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose(null)}>
              {s.cancel}
            </Button>
            <Button type="submit" color="red.9" loading={reverse.isPending}>
              {s.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
