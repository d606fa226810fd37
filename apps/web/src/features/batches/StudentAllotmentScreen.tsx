import { useState } from 'react';
import { Button, Group, Paper, Progress, Select, Stack, Tabs, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import {
  BATCH_STUDENT_VIEWS,
  type BatchRow,
  type BatchStudent,
  type BatchStudentView,
  type Seats,
} from '@kaksha/contracts';
import { FormModal } from '../../components/FormModal.tsx';
import { FormNotice, failure, type FormMessage } from '../../components/FormNotice.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListPage } from '../../components/useListPage.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tBatches } from '../../lib/i18n/batches.ts';
import { useBatches, useBatchStudents } from './api/batches.ts';
import { AllotForm } from './components/AllotForm.tsx';
import { allotDone } from './components/allotmentWords.ts';
import { LeaveForm, TransferForm } from './components/SeatForms.tsx';
import { PAGE_SIZE, StudentList, type SeatAction } from './components/StudentList.tsx';
import classes from './components/allotment.module.css';
import './mantine-styles.ts';

const s = tBatches.allotment;

const viewOf = (value: string | null): BatchStudentView =>
  BATCH_STUDENT_VIEWS.find((v) => v === value) ?? 'allotted';

/**
 * StudentAlotment: pick a batch (`&batch=`); its seats, its students now, waiting and before
 * (`&view=`), and, for those who manage it, allotting, transferring and removing students.
 */
export default function StudentAllotmentScreen() {
  const [params, setParams] = useSearchParams();
  const batchId = Number(params.get('batch')) || null;
  const view = viewOf(params.get('view'));
  // From a student's profile (issue 65): the allotment dialog opens with the student picked.
  const seatId = Number(params.get('seat')) || null;
  const seat = seatId ? { id: seatId, name: params.get('name') ?? `#${seatId}` } : undefined;
  const batches = useBatches({ status: 'current', pageSize: 100 });
  const { denied, canManage } = useMenuAccess('StudentAlotment');
  if (denied) return <NoAccess />;
  const change = (values: Record<string, string | null>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value) copy.set(key, value);
          else copy.delete(key);
        }
        return copy;
      },
      { replace: true },
    );
  const current = batches.data?.data ?? [];
  const chosen = current.find((b) => b.id === batchId);
  const options = current.map((b) => ({ value: String(b.id), label: `${b.name} (${b.code})` }));
  // A batch opened by its link may be closed, so not among the current ones: show it all the same.
  const notCurrent = batchId !== null && batches.isSuccess && !chosen;
  if (notCurrent) options.push({ value: String(batchId), label: fmt(s.otherBatch, { id: batchId }) });
  return (
    <Stack gap="lg">
      <PageHeader title={s.title} intro={s.intro} />
      <Select
        label={s.batch}
        placeholder={s.pickBatch}
        searchable
        value={batchId ? String(batchId) : null}
        onChange={(id) => change({ batch: id, view: null })}
        data={options}
        maw={420}
      />
      {batches.isError && <FormNotice message={failure(s.batchesFailed, batches.error)} />}
      {!batchId && <Text c="dimmed">{seat ? fmt(s.pickFor, { name: seat.name }) : s.pickFirst}</Text>}
      {notCurrent && <Text size="sm">{s.notCurrent}</Text>}
      {batchId && (
        <BatchStudents
          key={batchId}
          batch={chosen ?? { id: batchId, name: fmt(s.otherBatch, { id: batchId }) }}
          targets={current.filter((b) => b.id !== batchId)}
          view={view}
          onView={(next) => change({ view: next === 'allotted' ? null : next })}
          canChange={canManage && Boolean(chosen)}
          seat={seat}
          onSeated={() => change({ seat: null, name: null })}
        />
      )}
    </Stack>
  );
}

/** The form open over the list; kept while the modal fades out, so its title does not change. */
type Action = ({ kind: 'allot' } | { kind: SeatAction; student: BatchStudent }) & { open: boolean };

function BatchStudents({
  batch,
  targets,
  view,
  onView,
  canChange,
  seat,
  onSeated,
}: {
  batch: { id: number; name: string };
  targets: BatchRow[];
  view: BatchStudentView;
  onView: (view: BatchStudentView) => void;
  canChange: boolean;
  seat?: { id: number; name: string };
  onSeated: () => void;
}) {
  const formats = useFormats();
  const today = formats.dayOf(new Date());
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useListPage([search, view]);
  const list = useBatchStudents(batch.id, { view, q: search || undefined, page, pageSize: PAGE_SIZE });
  // The counts stay on screen while another view loads.
  const [seats, setSeats] = useState<Seats | null>(null);
  if (list.data && list.data.seats !== seats) setSeats(list.data.seats);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction((a) => a && { ...a, open: false });
  const done = (text: string) => {
    close();
    setNotice({ tone: 'success', text });
  };
  const start = (next: Action) => {
    setNotice(null);
    setAction(next);
  };
  // The student from the profile: the dialog opens by itself once the seats are known.
  const ready = canChange && Boolean(seats) && Boolean(seat);
  const [opened, setOpened] = useState(false);
  if (ready && !opened) {
    setOpened(true);
    setAction({ kind: 'allot', open: true });
  }
  const tabLabel = (v: BatchStudentView) =>
    v === 'past' || !seats ? s.views[v] : fmt(s.viewCount, { view: s.views[v], n: formats.count(seats[v]) });
  const title = !action
    ? null
    : action.kind === 'allot'
      ? fmt(tBatches.allotForm.title, { batch: batch.name })
      : action.kind === 'transfer'
        ? fmt(tBatches.transferForm.title, { name: action.student.name })
        : action.student.status === 'waitlisted'
          ? fmt(tBatches.leaveForm.withdrawTitle, { name: action.student.name })
          : fmt(tBatches.leaveForm.removeTitle, { name: action.student.name, batch: batch.name });
  const shown = action?.open ? action : null;
  const seatChange = shown && shown.kind !== 'allot' && { batch, student: shown.student, today };

  return (
    <Stack gap="md">
      {seats && (
        <SeatsSummary
          seats={seats}
          action={
            canChange && <Button onClick={() => start({ kind: 'allot', open: true })}>{s.allot}</Button>
          }
        />
      )}
      <FormNotice message={notice} />
      <Tabs value={view} onChange={(v) => onView(viewOf(v))} keepMounted={false}>
        <Tabs.List>
          {BATCH_STUDENT_VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {tabLabel(v)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BATCH_STUDENT_VIEWS.map((v) => (
          <Tabs.Panel key={v} value={v} pt="md">
            <StudentList
              view={v}
              list={list}
              q={q}
              onSearch={setQ}
              searching={search !== ''}
              page={page}
              onPageChange={setPage}
              canChange={canChange}
              onAction={(kind, student) => start({ kind, student, open: true })}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <FormModal opened={Boolean(action?.open)} onClose={close} title={title}>
        {shown?.kind === 'allot' && seats && (
          <AllotForm
            batchId={batch.id}
            seats={seats}
            today={today}
            onCancel={close}
            onDone={(result) => {
              onSeated();
              done(allotDone(result));
            }}
            student={seat}
          />
        )}
        {shown?.kind === 'transfer' && seatChange && (
          <TransferForm {...seatChange} targets={targets} onCancel={close} onDone={done} />
        )}
        {shown?.kind === 'leave' && seatChange && (
          <LeaveForm {...seatChange} onCancel={close} onDone={done} />
        )}
      </FormModal>
    </Stack>
  );
}

/** "18 of 30 seats taken · 3 waiting", with a bar that turns red when the batch is full. */
function SeatsSummary({ seats, action }: { seats: Seats; action: React.ReactNode }) {
  const formats = useFormats();
  const full = seats.allotted >= seats.capacity;
  const text = [
    fmt(s.seatsTaken, { taken: formats.count(seats.allotted), capacity: formats.count(seats.capacity) }),
    seats.waitlisted > 0 ? fmt(s.waiting, { n: formats.count(seats.waitlisted) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const percent =
    seats.capacity > 0 ? Math.min(100, Math.round((seats.allotted / seats.capacity) * 100)) : 100;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={6} className={classes.seats}>
          <Text fw={600}>{text}</Text>
          <Progress
            value={percent}
            size="lg"
            radius="xl"
            color={full ? 'red.8' : undefined}
            aria-label={text}
          />
          {full && (
            <Text size="sm" fw={600} c="red.8">
              {s.full}
            </Text>
          )}
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}
