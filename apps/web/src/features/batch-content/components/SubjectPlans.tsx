import { useState } from 'react';
import { Button, Group, Stack, Table, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import type { BatchSyllabus, SubjectCoverage } from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatchContent } from '../../../lib/i18n/batchContent.ts';
import { NoChapters } from './NoChapters.tsx';
import { PlanEditor } from './PlanEditor.tsx';
import classes from './batchContent.module.css';

const s = tBatchContent.plan;
type Chapters = BatchSyllabus['chapters'];

/** The editor open for a subject; kept while the modal fades out, so its title does not change. */
type Editing = { subject: SubjectCoverage; chapters: Chapters; open: boolean; opening: number };

/** One tab per subject (in the URL): its plan in teaching order with what is covered, and its editor. */
export function SubjectPlans({
  batchId,
  syllabus,
  subjectId,
  onSubject,
  canManage,
}: {
  batchId: number;
  syllabus: BatchSyllabus;
  subjectId: number | null;
  onSubject: (subjectId: number) => void;
  canManage: boolean;
}) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const subjects = syllabus.subjects;
  // Unless the URL names one, the first subject that has a plan: an empty one says little.
  const active =
    subjects.find((x) => x.subjectId === subjectId) ?? subjects.find((x) => x.planned > 0) ?? subjects[0]!;
  const chaptersOf = (id: number) => syllabus.chapters.filter((c) => c.subjectId === id);
  const edit = (subject: SubjectCoverage) => {
    setNotice(null);
    setEditing((e) => ({
      subject,
      chapters: chaptersOf(subject.subjectId),
      open: true,
      opening: (e?.opening ?? 0) + 1,
    }));
  };
  const close = () => setEditing((e) => e && { ...e, open: false });
  return (
    <section aria-labelledby="bc-plan">
      <Title order={3} size="h4" id="bc-plan" mb="sm">
        {s.heading}
      </Title>
      <Stack gap="sm">
        <FormNotice message={notice} />
        <Tabs
          value={String(active.subjectId)}
          onChange={(value) => value && onSubject(Number(value))}
          keepMounted={false}
        >
          <Tabs.List aria-label={s.tabs}>
            {subjects.map((x) => (
              <Tabs.Tab key={x.subjectId} value={String(x.subjectId)}>
                {x.subjectName}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {subjects.map((x) => (
            <Tabs.Panel key={x.subjectId} value={String(x.subjectId)} pt="md">
              <SubjectPanel
                subject={x}
                hasChapters={chaptersOf(x.subjectId).length > 0}
                canManage={canManage}
                onEdit={() => edit(x)}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <FormModal
        opened={Boolean(editing?.open)}
        onClose={close}
        title={editing && fmt(tBatchContent.editor.title, { subject: editing.subject.subjectName })}
        size="xl"
      >
        {editing && (
          <PlanEditor
            key={editing.opening}
            batchId={batchId}
            subject={editing.subject}
            chapters={editing.chapters}
            onCancel={close}
            onSaved={(message) => {
              close();
              setNotice(message);
            }}
          />
        )}
      </FormModal>
    </section>
  );
}

function SubjectPanel({
  subject,
  hasChapters,
  canManage,
  onEdit,
}: {
  subject: SubjectCoverage;
  hasChapters: boolean;
  canManage: boolean;
  onEdit: () => void;
}) {
  const planned = subject.planned > 0;
  // With no chapters to choose from, the editor can still reorder or drop what was planned before.
  const canEdit = canManage && (hasChapters || planned);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Text fw={500}>
          {planned
            ? fmt(s.summary, { covered: subject.covered, planned: subject.planned, percent: subject.percent })
            : fmt(canManage ? s.empty : s.emptyView, { subject: subject.subjectName })}
        </Text>
        {canEdit && (
          <Button variant={planned ? 'light' : 'filled'} onClick={onEdit}>
            {planned ? s.edit : s.start}
          </Button>
        )}
      </Group>
      {!hasChapters && <NoChapters subject={subject.subjectName} />}
      {planned && <PlanTable subject={subject} />}
    </Stack>
  );
}

/**
 * The plan in teaching order: covered topics with their first day, the others greyed, the next one
 * marked. A chapter is named on its first row of a run; the rows under it name it to screen readers only.
 */
function PlanTable({ subject }: { subject: SubjectCoverage }) {
  const formats = useFormats();
  const next = subject.topics.findIndex((x) => x.coveredOn === null);
  return (
    <Table aria-label={fmt(s.table, { subject: subject.subjectName })} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={36}>{s.order}</Table.Th>
          <Table.Th visibleFrom="sm">{s.chapter}</Table.Th>
          <Table.Th>{s.topic}</Table.Th>
          <Table.Th>{s.coveredOn}</Table.Th>
          <Table.Th ta="end">{s.classes}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {subject.topics.map((x, i) => {
          const sameChapter = i > 0 && subject.topics[i - 1]!.chapterName === x.chapterName;
          const chapter = sameChapter ? <VisuallyHidden>{x.chapterName}</VisuallyHidden> : x.chapterName;
          return (
            <Table.Tr
              key={x.topicId}
              className={[x.coveredOn ? undefined : classes.uncovered, i === next ? classes.next : undefined]
                .filter(Boolean)
                .join(' ')}
            >
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td visibleFrom="sm">{chapter}</Table.Td>
              <Table.Th scope="row" fw={500}>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {chapter}
                </Text>
                {x.topicName}
                {i === next && (
                  <>
                    {' '}
                    <StatusPill active pending>
                      {s.next}
                    </StatusPill>
                  </>
                )}
              </Table.Th>
              <Table.Td className={classes.nowrap}>
                {x.coveredOn ? (
                  <span className={classes.covered}>{formats.calendarDate(x.coveredOn)}</span>
                ) : (
                  s.notYet
                )}
              </Table.Td>
              <Table.Td ta="end">{formats.count(x.sessions)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
