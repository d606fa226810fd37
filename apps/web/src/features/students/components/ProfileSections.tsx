import { useState } from 'react';
import { Anchor, Button, FileInput, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  DOCUMENT_KINDS,
  type StudentBatches,
  type StudentDocument,
  type StudentProfile,
} from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { MobileNumber } from '../../../components/MobileNumber.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { useMenuAccess } from '../../../lib/access.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { tMessages } from '../../../lib/i18n/messages.ts';
import { tStudents } from '../../../lib/i18n/students.ts';
import { screenHref } from '../../../lib/screenNav.ts';
import { documentUrl, useStudentBatches, useStudentDocuments } from '../api/students.ts';
import classes from './students.module.css';

const s = tStudents.profile;

export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export function GuardiansSection({ student, action }: { student: StudentProfile; action?: React.ReactNode }) {
  return (
    <Section title={s.guardians} action={action}>
      {student.guardians.map((g) => (
        <div key={g.id}>
          <Text fw={600}>
            {g.name} · {tStudents.relations[g.relation]}
            {g.primary && ` · ${tStudents.guardian.primary}`}
          </Text>
          <Text size="sm">
            <MobileNumber e164={g.mobile} />
            {[
              g.email,
              g.occupation,
              g.preferredChannel && tStudents.channels[g.preferredChannel],
              g.language && tStudents.familyLanguages[g.language],
            ]
              .filter(Boolean)
              .map((part) => ` · ${part}`)
              .join('')}
          </Text>
          {g.otherStudents.length > 0 && (
            <Text size="sm" c="dimmed">
              {fmt(s.alsoGuardianOf, { students: '' })}
              {g.otherStudents.map((o, i) => (
                <span key={o.id}>
                  {i > 0 && ', '}
                  <Anchor href={`${screenHref('StudentProfile')}&student=${o.id}`}>{o.name}</Anchor>
                </span>
              ))}
            </Text>
          )}
        </div>
      ))}
    </Section>
  );
}

export function DocumentsSection({ student, canChange }: { student: StudentProfile; canChange: boolean }) {
  const { add, remove } = useStudentDocuments(student.id);
  const [kind, setKind] = useState<StudentDocument['kind']>('birth_certificate');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const formats = useFormats();
  const upload = () => {
    if (!file) return;
    setProblem(null);
    add.mutate(
      { kind, file },
      { onSuccess: () => setFile(null), onError: (error) => setProblem(failure(s.documentFailed, error)) },
    );
  };
  return (
    <Section title={s.documents}>
      {student.documents.length === 0 && <Text c="dimmed">{s.noDocuments}</Text>}
      {student.documents.map((d) => (
        <Group key={d.id} justify="space-between" wrap="wrap">
          <div>
            <Anchor
              href={documentUrl(student.id, d.id)}
              download
              aria-label={fmt(s.download, { name: d.fileName })}
            >
              {d.fileName}
            </Anchor>
            <Text size="sm" c="dimmed">
              {tStudents.documentKinds[d.kind]} · {formats.dateTime(d.uploadedAt)}
            </Text>
          </div>
          {canChange && (
            <Button
              size="xs"
              variant="subtle"
              color="red.8"
              onClick={() => remove.mutate(d.id)}
              aria-label={fmt(s.removeDocument, { name: d.fileName })}
            >
              {t.common.remove}
            </Button>
          )}
        </Group>
      ))}
      {canChange && (
        <Group align="flex-end" wrap="wrap">
          <Select
            label={s.documentKind}
            allowDeselect={false}
            value={kind}
            onChange={(v) => setKind((v ?? 'other') as StudentDocument['kind'])}
            data={DOCUMENT_KINDS.map((k) => ({ value: k, label: tStudents.documentKinds[k] }))}
          />
          <FileInput
            label={s.documentFile}
            value={file}
            onChange={setFile}
            accept="application/pdf,image/png,image/jpeg,image/webp"
            clearable
          />
          <Button onClick={upload} disabled={!file} loading={add.isPending}>
            {s.upload}
          </Button>
        </Group>
      )}
      <FormNotice message={problem} />
    </Section>
  );
}

export function TimelineSection({ student }: { student: StudentProfile }) {
  const formats = useFormats();
  return (
    <Section title={s.timeline}>
      {student.timeline.length === 0 ? (
        <Text c="dimmed">{s.noTimeline}</Text>
      ) : (
        <ul className={classes.timeline}>
          {student.timeline.map((entry, i) => (
            <li key={i}>
              <Text size="sm" fw={600}>
                {entry.detail}
              </Text>
              <Text size="xs" c="dimmed">
                {formats.dateTime(entry.at)}
                {entry.by && ` · ${fmt(s.byWhom, { name: entry.by })}`}
                {entry.kind === 'message' &&
                  ` · ${tMessages.statuses[entry.action as keyof typeof tMessages.statuses] ?? entry.action}`}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

type BatchSeat = StudentBatches['data'][number];

/** The batches the student is in or waits for, then those they were in (how each ended). */
export function BatchesSection({ studentId }: { studentId: number }) {
  const batches = useStudentBatches(studentId);
  const formats = useFormats();
  const canOpen = useMenuAccess('StudentAlotment').canView;
  const rows = batches.data?.data ?? [];
  const now = rows.filter((r) => r.toDate === null);
  const before = rows.filter((r) => r.toDate !== null);
  const name = (r: BatchSeat) => {
    const text = fmt(s.batchName, { name: r.name, code: r.code });
    return canOpen ? (
      <Anchor href={`${screenHref('StudentAlotment')}&batch=${r.batchId}`}>{text}</Anchor>
    ) : (
      text
    );
  };
  const ending = (r: BatchSeat) =>
    r.ending === 'transferred'
      ? fmt(s.endings.transferred, { batch: r.transferredTo ?? '' })
      : r.ending && s.endings[r.ending];
  const group = (title: string, list: BatchSeat[], detail: (r: BatchSeat) => React.ReactNode) =>
    list.length > 0 && (
      <div>
        <Title order={4} size="h6">
          {title}
        </Title>
        <ul className={classes.timeline}>
          {list.map((r, i) => (
            <li key={`${r.batchId}-${i}`}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {name(r)}
                </Text>
                {r.toDate === null &&
                  (r.status === 'waitlisted' ? (
                    <StatusPill active pending>
                      {s.waitlisted}
                    </StatusPill>
                  ) : (
                    <StatusPill active>{s.seated}</StatusPill>
                  ))}
                {r.toDate === null && r.batchStatus === 'closed' && (
                  <StatusPill active={false}>{s.batchClosed}</StatusPill>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {detail(r)}
              </Text>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <Section title={s.batches}>
      {batches.isPending && <Text role="status">{t.common.loading}</Text>}
      {batches.isError && <FormNotice message={failure(s.batchesFailed, batches.error)} />}
      {batches.isSuccess && rows.length === 0 && <Text c="dimmed">{s.noBatches}</Text>}
      {group(s.batchesNow, now, (r) => fmt(s.batchFrom, { date: formats.calendarDate(r.fromDate) }))}
      {group(s.batchesBefore, before, (r) =>
        [
          fmt(s.batchDates, {
            from: formats.calendarDate(r.fromDate),
            to: formats.calendarDate(r.toDate ?? r.fromDate),
          }),
          ending(r),
        ]
          .filter(Boolean)
          .join(' · '),
      )}
    </Section>
  );
}

/**
 * Exams: where a student's marks, results and report cards are (each exam's own screen), for those who
 * may open Exams. A list of the student's results across exams is still to come (issue 67).
 */
export function ExamsSection() {
  const mayOpen = useMenuAccess('ExamManagementSystem').canView;
  if (!mayOpen) return null;
  return (
    <Section
      title={s.exams}
      action={
        <Anchor href={screenHref('ExamManagementSystem')} size="sm">
          {s.openExams}
        </Anchor>
      }
    >
      <Text size="sm">{s.examsWhere}</Text>
    </Section>
  );
}
