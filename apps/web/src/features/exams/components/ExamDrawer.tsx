import { useState } from 'react';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { EXAM_MOVES, type ExamDetail, type ExamStatus, type Paper } from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { DrawerSection, RecordDrawer } from '../../../components/RecordDrawer.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tExams } from '../../../lib/i18n/exams.ts';
import { useExam, useMoveExam } from '../api/exams.ts';
import { MarksEntry } from './MarksEntry.tsx';
import { ReportCards } from './ReportCards.tsx';
import { ResultsTable } from './ResultsTable.tsx';

const s = tExams.detail;

/** One exam beside the list: its papers, its next stages, marks entry per paper and the results. */
export function ExamDrawer({
  id,
  canManage,
  onClose,
}: {
  id: number | null;
  canManage: boolean;
  onClose: () => void;
}) {
  const exam = useExam(id);
  const [marksFor, setMarksFor] = useState<Paper | null>(null);
  const [results, setResults] = useState(false);
  const [cards, setCards] = useState(false);
  return (
    <>
      <RecordDrawer
        opened={id !== null}
        onClose={onClose}
        title={exam.data?.name ?? ''}
        closeLabel={s.close}
        record={exam}
        loadFailed={s.loadFailed}
        recordKey={(data) => data.id}
        width="xl"
      >
        {(data) => (
          <Detail
            exam={data}
            canManage={canManage}
            onMarks={setMarksFor}
            onResults={() => setResults(true)}
            onReportCards={() => setCards(true)}
          />
        )}
      </RecordDrawer>
      {exam.data && (
        <>
          <FormModal
            opened={marksFor !== null}
            onClose={() => setMarksFor(null)}
            title={marksFor ? fmt(tExams.marks.title, { subject: marksFor.subjectName }) : ''}
            size="xl"
          >
            {marksFor && (
              <MarksEntry
                examId={exam.data.id}
                paperId={marksFor.id}
                structureId={exam.data.structureId}
                onClose={() => setMarksFor(null)}
              />
            )}
          </FormModal>
          <FormModal
            opened={results}
            onClose={() => setResults(false)}
            title={fmt(tExams.results.title, { name: exam.data.name })}
            size="100%"
          >
            {results && <ResultsTable examId={exam.data.id} />}
          </FormModal>
          <FormModal
            opened={cards}
            onClose={() => setCards(false)}
            title={fmt(tExams.reportCards.title, { name: exam.data.name })}
            size="xl"
          >
            {cards && <ReportCards exam={exam.data} canManage={canManage} />}
          </FormModal>
        </>
      )}
    </>
  );
}

function Detail({
  exam,
  canManage,
  onMarks,
  onResults,
  onReportCards,
}: {
  exam: ExamDetail;
  canManage: boolean;
  onMarks: (paper: Paper) => void;
  onResults: () => void;
  onReportCards: () => void;
}) {
  const formats = useFormats();
  const move = useMoveExam();
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const marking = exam.status === 'held' || exam.status === 'published';
  const go = (status: ExamStatus) => {
    setNotice(null);
    move.mutate(
      { id: exam.id, status },
      {
        onSuccess: (moved) =>
          setNotice({ tone: 'success', text: fmt(s.moved[status], { name: moved.name }) }),
        onError: (error) => {
          if (!isUnauthorized(error)) setNotice(failure(s.moveFailed, error));
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <Group gap="sm">
        <StatusPill active={exam.status === 'published'} pending={exam.status !== 'published'}>
          {tExams.statuses[exam.status]}
        </StatusPill>
        <Text size="sm">{tExams.types[exam.type]}</Text>
        <Text size="sm">· {exam.scaleName}</Text>
      </Group>
      <DrawerSection title={s.batches}>
        <Text size="sm">
          {exam.batches.map((b) => fmt(tExams.form.students, { name: b.name, n: b.students })).join(', ')}
        </Text>
      </DrawerSection>
      <DrawerSection title={s.papers}>
        <Table.ScrollContainer minWidth={0}>
          <Table>
            <Table.Tbody>
              {exam.papers.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Th scope="row">{p.subjectName}</Table.Th>
                  <Table.Td>
                    <Text size="sm">
                      {fmt(s.when, { date: formats.calendarDate(p.date), from: p.startTime, to: p.endTime })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[p.roomName, p.teacherName, fmt(s.marks, { max: p.maxMarks, pass: p.passingMarks })]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {marking && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={fmt(s.enterMarksFor, { subject: p.subjectName })}
                        onClick={() => onMarks(p)}
                      >
                        {s.enterMarks}
                      </Button>
                    )}
                    {marking && (
                      <Text size="xs" c="dimmed">
                        {fmt(s.marked, { n: p.marked })}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </DrawerSection>
      <FormNotice message={notice} />
      <Group gap="sm">
        {canManage &&
          EXAM_MOVES[exam.status].map((to) => (
            <Button
              key={to}
              variant={to === 'draft' ? 'default' : 'filled'}
              loading={move.isPending && move.variables?.status === to}
              onClick={() => go(to)}
            >
              {s.moves[to]}
            </Button>
          ))}
        {marking && (
          <Button variant="light" onClick={onResults}>
            {s.results}
          </Button>
        )}
        {marking && (
          <Button variant="light" onClick={onReportCards}>
            {s.reportCards}
          </Button>
        )}
        {(exam.status === 'scheduled' || exam.status === 'held') && (
          <Anchor href={`/api/v1/exams/${exam.id}/hall-tickets`} target="_blank" rel="noopener" size="sm">
            {s.hallTickets}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
