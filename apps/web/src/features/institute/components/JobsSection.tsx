import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { JobName, JobRun, JobSchedule, JobSummary } from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { failure, FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tJobs as s } from '../../../lib/i18n/jobs.ts';
import { useJobRuns, useJobs, useRunJobNow } from '../api/institute.ts';
// Mantine's CSS for the runs dialog, which the settings screen shows nowhere else.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';

function scheduleText(schedule: JobSchedule): string {
  if (!schedule) return s.notScheduled;
  if ('dailyAt' in schedule) return fmt(s.dailyAt, { time: schedule.dailyAt });
  const n = schedule.everySeconds;
  if (n === 1) return s.everySecond;
  if (n === 60) return s.everyMinute;
  if (n === 3_600) return s.everyHour;
  return n % 60 === 0 ? fmt(s.everyMinutes, { n: n / 60 }) : fmt(s.everySeconds, { n });
}

/** A run's status as a pill: a due run that failed a try is waiting to retry. */
function RunStatus({ run }: { run: JobRun }) {
  const retrying = run.status === 'due' && run.attempts > 0;
  return (
    <StatusPill active={run.status === 'done'} pending={run.status === 'running' || run.status === 'due'}>
      {retrying ? s.statuses.retrying : s.statuses[run.status]}
    </StatusPill>
  );
}

/**
 * The institute settings screen's background jobs (decision 062): each job's schedule, last run and
 * failure and next run; an owner (manage) may run the institute's own recurring jobs now.
 */
export function JobsSection({ canChange }: { canChange: boolean }) {
  const jobs = useJobs();
  const runNow = useRunJobNow();
  const f = useFormats();
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [opened, setOpened] = useState<JobSummary | null>(null);
  const at = (value: string | null) => (value ? f.dateTime(value) : s.never);

  const lastRun = (job: JobSummary) =>
    job.lastRun ? (
      <Group gap="xs" wrap="nowrap">
        <RunStatus run={job.lastRun} />
        <Text size="sm">{at(job.lastRun.finishedAt ?? job.lastRun.startedAt)}</Text>
      </Group>
    ) : (
      s.never
    );
  const lastFailure = (job: JobSummary) =>
    job.lastFailure ? (
      <Stack gap={0}>
        <Text size="sm">{f.dateTime(job.lastFailure.at)}</Text>
        <Text size="sm" c="dimmed">
          {job.lastFailure.message ?? s.failureHidden}
        </Text>
      </Stack>
    ) : (
      s.noFailure
    );
  const run = async (job: JobSummary) => {
    setNotice(null);
    try {
      await runNow.mutateAsync(job.name);
      setNotice({ tone: 'success', text: fmt(s.queued, { job: job.title }) });
    } catch (error) {
      setNotice(failure(fmt(s.runFailed, { job: job.title }), error));
    }
  };
  const actions = (job: JobSummary) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        aria-label={fmt(s.runsLabel, { job: job.title })}
        onClick={() => setOpened(job)}
      >
        {s.runs}
      </Button>
      {canChange && job.canRunNow && (
        <Button
          size="compact-sm"
          aria-label={fmt(s.runNowLabel, { job: job.title })}
          loading={runNow.isPending && runNow.variables === job.name}
          onClick={() => void run(job)}
        >
          {s.runNow}
        </Button>
      )}
    </Group>
  );
  const rows = jobs.data?.data;
  return (
    <section aria-labelledby="institute-jobs">
      <Title order={3} size="h4" id="institute-jobs" mb="xs">
        {s.heading}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {s.intro}
      </Text>
      <Stack gap="sm">
        <FormNotice message={notice} />
        <ResponsiveTable
          label={s.table}
          data={rows && { data: rows, total: rows.length }}
          loading={jobs.isPending}
          failed={jobs.isError}
          errorDetail={jobs.isError ? errorMessage(jobs.error) : undefined}
          emptyText={s.empty}
          rowKey={(job) => job.name}
          columns={[
            {
              header: s.job,
              rowHeader: true,
              cell: (job) => (
                <Stack gap={0}>
                  <span>{job.title}</span>
                  <Text size="xs" c="dimmed" component="span">
                    {s.scopes[job.scope]}
                  </Text>
                </Stack>
              ),
            },
            { header: s.schedule, cell: (job) => scheduleText(job.schedule), onCard: true },
            { header: s.lastRun, cell: lastRun, onCard: true },
            { header: s.lastFailure, cell: lastFailure, onCard: true },
            { header: s.nextRun, cell: (job) => at(job.nextRunAt), onCard: true },
            { header: s.actions, cell: actions },
          ]}
          card={{
            title: (job) => job.title,
            intro: (job) => (
              <Text size="sm" c="dimmed">
                {s.scopes[job.scope]}
              </Text>
            ),
            actions,
          }}
          page={1}
          pageSize={Math.max(rows?.length ?? 0, 1)}
          onPageChange={() => undefined}
          strings={s}
        />
      </Stack>
      <FormModal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened && fmt(s.runsTitle, { job: opened.title })}
      >
        {opened && <JobRuns name={opened.name} />}
      </FormModal>
    </section>
  );
}

/** A job's recent runs, newest first. */
function JobRuns({ name }: { name: JobName }) {
  const runs = useJobRuns(name);
  const f = useFormats();
  const at = (value: string | null) => (value ? f.dateTime(value) : '—');
  const rows = runs.data?.data;
  const progress = (run: JobRun) => {
    const { done, total } = run.result ?? {};
    return run.status === 'running' && typeof done === 'number' && typeof total === 'number'
      ? fmt(s.progress, { done, total })
      : null;
  };
  return (
    <ResponsiveTable
      label={s.runsTable}
      data={rows && { data: rows, total: rows.length }}
      loading={runs.isPending}
      failed={runs.isError}
      errorDetail={runs.isError ? errorMessage(runs.error) : undefined}
      emptyText={s.runsEmpty}
      rowKey={(run) => `${run.id ?? ''}${run.startedAt ?? ''}`}
      columns={[
        { header: s.started, rowHeader: true, cell: (run) => at(run.startedAt ?? run.dueAt) },
        {
          header: s.status,
          cell: (run) => (
            <Group gap="xs">
              <RunStatus run={run} />
              {progress(run)}
            </Group>
          ),
          onCard: true,
        },
        { header: s.finished, cell: (run) => at(run.finishedAt), onCard: true },
        { header: s.tries, cell: (run) => run.attempts, onCard: true },
        { header: s.error, cell: (run) => run.error ?? '—', onCard: true },
      ]}
      card={{ title: (run) => at(run.startedAt ?? run.dueAt) }}
      page={1}
      pageSize={Math.max(rows?.length ?? 0, 1)}
      onPageChange={() => undefined}
      strings={{ ...s, loadFailed: s.runsLoadFailed }}
    />
  );
}
