import { lazy, Suspense } from 'react';
import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import { useSearchParams } from 'react-router';
import type { DayRegister } from '@kaksha/contracts';
import { DateField } from '../../components/DateField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tAttendance } from '../../lib/i18n/attendance.ts';
import { useAttendanceDay, type RegisterPick } from './api/attendance.ts';
import { RegisterPanel } from './components/RegisterPanel.tsx';
import { UnmarkedSection } from './components/UnmarkedSection.tsx';
import { LeavePanel } from './leave/LeavePanel.tsx';
import { ReportsPanel } from './reports/ReportsPanel.tsx';

const s = tAttendance;
// The gate and its camera library load only when the gate is opened (decision 091).
const GatePanel = lazy(() => import('./gate/GatePanel.tsx'));
const VIEWS = ['gate', 'leave', 'reports'];

/**
 * Attendance: a day (today unless `?day=`), its classes and the batches without a timetable, and the
 * register of the one picked (`?session=` or `?batch=`), marked in the kit's editable grid.
 */
export default function AttendanceScreen() {
  const [params, setParams] = useSearchParams();
  const formats = useFormats();
  const day = params.get('day') ?? '';
  const list = useAttendanceDay(day);
  const { denied } = useMenuAccess('Attendance');
  if (denied) return <NoAccess />;
  const shownDay = list.data?.day ?? day;

  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value);
        else next.delete(key);
      return next;
    });
  const session = Number(params.get('session')) || null;
  const batch = Number(params.get('batch')) || null;
  const pick: RegisterPick | null =
    session || batch ? { sessionId: session, batchId: batch ?? 0, day: shownDay } : null;
  const open = (r: DayRegister) =>
    set(
      r.sessionId
        ? { session: String(r.sessionId), batch: null }
        : { batch: String(r.batchId), session: null },
    );

  const view = params.get('view');
  const reports = view === 'reports';
  const views = (
    <SegmentedControl
      aria-label={s.title}
      value={view && VIEWS.includes(view) ? view : 'registers'}
      onChange={(value) => set({ view: value === 'registers' ? null : value })}
      data={[
        { value: 'registers', label: s.views.registers },
        { value: 'gate', label: s.views.gate },
        { value: 'leave', label: s.views.leave },
        { value: 'reports', label: s.views.reports },
      ]}
      w="fit-content"
    />
  );
  // From a student's profile: `?view=leave&student=<id>&name=<name>` opens the form for them.
  const leaveFor = Number(params.get('student')) || null;
  if (view === 'leave')
    return (
      <Stack gap="md">
        <PageHeader title={s.title} intro={s.intro} />
        {views}
        {list.data ? (
          <LeavePanel
            today={list.data.today}
            student={leaveFor ? { id: leaveFor, name: params.get('name') ?? '' } : null}
            onStudentDone={() => set({ student: null, name: null })}
          />
        ) : (
          <Text c="dimmed">{s.loading}</Text>
        )}
      </Stack>
    );
  if (view === 'gate')
    return (
      <Stack gap="md">
        <PageHeader title={s.title} intro={s.intro} />
        {views}
        <Suspense fallback={<Text c="dimmed">{s.loading}</Text>}>
          <GatePanel />
        </Suspense>
      </Stack>
    );
  if (reports)
    return (
      <Stack gap="md">
        <PageHeader title={s.title} intro={s.intro} />
        {views}
        <ReportsPanel />
      </Stack>
    );

  if (pick && shownDay)
    return (
      <Stack gap="md">
        <PageHeader title={s.title} intro={s.intro} />
        <Group>
          <Button variant="default" onClick={() => set({ session: null, batch: null })}>
            {s.back}
          </Button>
        </Group>
        <RegisterPanel pick={pick} />
      </Stack>
    );

  return (
    <Stack gap="md">
      <PageHeader title={s.title} intro={s.intro} />
      {views}
      <Group align="end" gap="sm">
        <DateField
          label={s.day}
          value={shownDay}
          onChange={(value) => set({ day: value || null })}
          maw={220}
          required
        />
        {list.data && shownDay !== list.data.today && (
          <Button variant="default" onClick={() => set({ day: null })}>
            {s.today}
          </Button>
        )}
      </Group>
      <Text component="h2" fw={700} size="lg">
        {shownDay ? fmt(s.classes, { day: formats.calendarDate(shownDay) }) : s.loading}
      </Text>
      {list.isError && (
        <Notice tone="error">
          {s.dayFailed} {errorMessage(list.error)}
        </Notice>
      )}
      {list.isPending && <Text c="dimmed">{s.loading}</Text>}
      {list.data?.registers.length === 0 && (
        <Text c="dimmed">{fmt(s.noClasses, { day: formats.calendarDate(shownDay) })}</Text>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.data?.registers.map((r) => (
          <Paper component="li" withBorder p="sm" key={`${r.sessionId ?? 'b'}-${r.batchId}`}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text fw={600}>
                  {r.batchName}
                  {r.subjectName ? ` · ${r.subjectName}` : ''}
                </Text>
                <Text size="sm" c="dimmed">
                  {r.startsAt
                    ? `${formats.time(r.startsAt)}–${formats.time(r.endsAt!)} · ${r.teacherName ?? ''}`
                    : s.wholeDay}
                </Text>
                <Text size="sm">
                  {r.status === 'cancelled' ? s.cancelled : r.marked ? fmt(s.marked, r.marked) : s.notMarked}
                </Text>
              </Stack>
              <Button
                variant={r.marked ? 'default' : 'filled'}
                onClick={() => open(r)}
                aria-label={fmt(s.markFor, {
                  name: r.subjectName ? `${r.batchName} ${r.subjectName}` : r.batchName,
                })}
              >
                {r.marked || r.status === 'cancelled' ? s.open : s.mark}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <UnmarkedSection onOpen={(r) => set({ day: r.day, session: String(r.sessionId), batch: null })} />
    </Stack>
  );
}
