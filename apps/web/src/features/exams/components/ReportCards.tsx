import { useState } from 'react';
import { Anchor, Button, Group, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import type { ExamDetail, ReportCardRun } from '@kaksha/contracts';
import { DrawerSection } from '../../../components/RecordDrawer.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tExams } from '../../../lib/i18n/exams.ts';
import { useReportCardRuns, useSendReportCards, useStartReportCards } from '../api/reportCards.ts';
import { DeliveryReport } from './DeliveryReport.tsx';
import { RemarksEditor } from './RemarksEditor.tsx';

const s = tExams.reportCards;
const ALL = 'all';

/**
 * An exam's report cards: a batch's (or every batch's) made in the background into one ZIP, with its
 * progress; emailed to guardians, with what became of each email; the remarks each card prints.
 */
export function ReportCards({ exam, canManage }: { exam: ExamDetail; canManage: boolean }) {
  const [batch, setBatch] = useState<string>(ALL);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const start = useStartReportCards(exam.id);
  const send = useSendReportCards(exam.id);
  const batchId = batch === ALL ? null : Number(batch);
  const batchName = exam.batches.find((b) => b.id === batchId)?.name ?? s.allBatches;
  const fail = (text: string) => (error: unknown) => {
    if (!isUnauthorized(error)) setNotice(failure(text, error));
  };
  const make = () => {
    setNotice(null);
    start.mutate(batchId, {
      onSuccess: () => setNotice({ tone: 'success', text: fmt(s.started, { batch: batchName }) }),
      onError: fail(s.makeFailed),
    });
  };
  const email = () => {
    setNotice(null);
    send.mutate(batchId, {
      onSuccess: (sent) =>
        setNotice({
          tone: 'success',
          text: [
            fmt(s.sent, { n: sent.queued }),
            sent.withoutEmail.length ? fmt(s.withoutEmail, { names: sent.withoutEmail.join(', ') }) : '',
          ]
            .filter(Boolean)
            .join(' '),
        }),
      onError: fail(s.sendFailed),
    });
  };
  return (
    <Stack gap="lg">
      <Text size="sm">{s.intro}</Text>
      <Group gap="sm" align="end">
        <Select
          label={s.batch}
          value={batch}
          onChange={(value) => setBatch(value ?? ALL)}
          allowDeselect={false}
          data={[
            { value: ALL, label: s.allBatches },
            ...exam.batches.map((b) => ({ value: String(b.id), label: b.name })),
          ]}
        />
        <Button onClick={make} loading={start.isPending}>
          {s.make}
        </Button>
        {canManage && (
          <Button variant="light" onClick={email} loading={send.isPending}>
            {s.send}
          </Button>
        )}
      </Group>
      <FormNotice message={notice} />
      <Runs examId={exam.id} />
      {canManage && <DeliveryReport examId={exam.id} />}
      <RemarksEditor examId={exam.id} />
    </Stack>
  );
}

/** The newest runs: each with its progress, and its ZIP once ready. */
function Runs({ examId }: { examId: number }) {
  const runs = useReportCardRuns(examId);
  const formats = useFormats();
  const label = (run: ReportCardRun) => run.batchName ?? s.allBatches;
  return (
    <DrawerSection title={s.runsTitle}>
      {runs.isError && <FormNotice message={failure(s.runsLoadFailed, runs.error)} />}
      {runs.data?.data.length === 0 && <Text size="sm">{s.runsEmpty}</Text>}
      <Stack gap="xs">
        {runs.data?.data.map((run) => (
          <Paper key={run.id} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {fmt(s.runOf, { batch: label(run), at: formats.dateTime(run.createdAt) })}
              </Text>
              <StatusPill
                active={run.status === 'done'}
                pending={run.status !== 'failed' && run.status !== 'done'}
              >
                {s.statuses[run.status]}
              </StatusPill>
            </Group>
            <Progress
              mt="xs"
              value={run.total ? (100 * run.done) / run.total : 0}
              aria-label={fmt(s.progressLabel, { batch: label(run) })}
            />
            <Group justify="space-between" gap="xs" mt={4}>
              <Text size="xs" c="dimmed" role={run.status === 'running' ? 'status' : undefined}>
                {run.error ?? fmt(s.progress, { done: run.done, total: run.total })}
              </Text>
              {run.status === 'done' && (
                <Anchor
                  href={`/api/v1/exams/${examId}/report-card-runs/${run.id}/zip`}
                  download
                  size="sm"
                  aria-label={fmt(s.downloadOf, { batch: label(run) })}
                >
                  {s.download}
                </Anchor>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </DrawerSection>
  );
}
