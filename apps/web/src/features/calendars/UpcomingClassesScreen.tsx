import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { ClassSession } from '@kaksha/contracts';
import { FormNotice } from '../../components/FormNotice.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusPill } from '../../components/StatusPill.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tCalendars } from '../../lib/i18n/calendars.ts';
import { type UpcomingFilters, useCentres, useUpcomingClasses } from './api/calendars.ts';
import { BatchPicker } from './components/BatchPicker.tsx';
import { TeacherPicker } from './components/TeacherPicker.tsx';
import { useMenuAccess } from '../../lib/access.ts';
import { useInstituteZone } from '../../lib/brand.ts';
import { useUrlId } from './components/useUrlId.ts';
import { addDays, wallClock } from '../../components/calendar/wallClock.ts';
import { longDayName, placeOf, subjectOf, teacherOf, timeRange } from '../../components/calendar/words.ts';
import classes from './components/upcoming.module.css';
import './mantine-styles.ts';
import { tComponents } from '../../lib/i18n/components.ts';

const u = tCalendars.upcoming;
const c = tComponents.calendar.session;
/** Filters side by side on a wide screen, one under another (full width) on a phone. */
const FILTER_WIDTH = { base: '100%', sm: 240 };
const BATCH_FILTER_WIDTH = { base: '100%', sm: 320 };

/**
 * UpcomingClasses: today's classes and the next seven days', by day, for the institute or one centre,
 * teacher or batch (kept in the URL), a page of the next classes at a time ("Show more classes");
 * fetched again every minute for a screen left open at the desk.
 */
export default function UpcomingClassesScreen() {
  const [centreId, setCentreId] = useUrlId('centre');
  const [teacherId, setTeacherId] = useUrlId('teacher');
  const [batchId, setBatchId] = useUrlId('batch');
  const { denied } = useMenuAccess('UpcomingClasses');
  const filters: UpcomingFilters = {
    ...(centreId && { centreId }),
    ...(teacherId && { teacherId }),
    ...(batchId && { batchId }),
  };
  const upcoming = useUpcomingClasses(filters);
  const centres = useCentres();
  const formats = useFormats();
  const zone = useInstituteZone();
  if (denied) return <NoAccess />;
  const sessions = upcoming.data?.pages.flatMap((page) => page.data) ?? [];
  // "Now" is when the list was fetched: it is fetched again every minute.
  const fetchedAt = upcoming.dataUpdatedAt;
  const today = wallClock(fetchedAt, zone).slice(0, 10);
  const days = groupByDay(sessions);
  const dayTitle = (day: string) =>
    day === today ? u.today : day === addDays(today, 1) ? u.tomorrow : longDayName(day);
  return (
    <Stack gap="lg">
      <PageHeader title={u.title} intro={u.intro} />
      <Group gap="sm" align="flex-start" role="group" aria-label={u.filters}>
        <Select
          label={u.centre}
          placeholder={u.allCentres}
          clearable
          value={centreId ? String(centreId) : null}
          onChange={setCentreId}
          data={(centres.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
          error={centres.isError ? errorMessage(centres.error) : undefined}
          w={FILTER_WIDTH}
        />
        <TeacherPicker
          value={teacherId}
          onChange={setTeacherId}
          label={u.teacher}
          placeholder={u.allTeachers}
          clearable
          w={FILTER_WIDTH}
        />
        <BatchPicker
          value={batchId}
          onChange={setBatchId}
          label={u.batch}
          placeholder={u.allBatches}
          clearable
          w={BATCH_FILTER_WIDTH}
        />
      </Group>
      {upcoming.isPending && <Text role="status">{u.loading}</Text>}
      {upcoming.isError && !upcoming.isFetchNextPageError && (
        <FormNotice message={{ tone: 'error', text: u.loadFailed, detail: errorMessage(upcoming.error) }} />
      )}
      {upcoming.isSuccess && (
        <Text size="xs" c="dimmed">
          {fmt(u.refreshed, { time: formats.time(fetchedAt) })}
        </Text>
      )}
      {upcoming.isSuccess && sessions.length === 0 && <p className={classes.empty}>{u.empty}</p>}
      {days.map(([day, list]) => (
        <section key={day} aria-labelledby={`day-${day}`} className={classes.day}>
          <Title order={3} size="h4" id={`day-${day}`}>
            {dayTitle(day)}
            {day === today || day === addDays(today, 1) ? (
              <Text span c="dimmed" size="sm" fw={400}>
                {' '}
                {longDayName(day)}
              </Text>
            ) : null}
          </Title>
          <ul className={classes.list} aria-label={fmt(u.dayClasses, { day: longDayName(day) })}>
            {list.map((session) => (
              <li key={session.id}>
                <UpcomingClass session={session} now={fetchedAt} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {upcoming.hasNextPage && (
        <Group>
          <Button
            variant="light"
            onClick={() => void upcoming.fetchNextPage()}
            loading={upcoming.isFetchingNextPage}
          >
            {u.more}
          </Button>
        </Group>
      )}
      {upcoming.isFetchNextPageError && (
        <FormNotice message={{ tone: 'error', text: u.loadFailed, detail: errorMessage(upcoming.error) }} />
      )}
      {upcoming.isSuccess && sessions.length > 0 && !upcoming.hasNextPage && (
        <Text size="sm" c="dimmed">
          {u.allShown}
        </Text>
      )}
    </Stack>
  );
}

/** The classes by their day, in the order the server gives them (by start). */
function groupByDay(sessions: ClassSession[]): [string, ClassSession[]][] {
  const days = new Map<string, ClassSession[]>();
  for (const session of sessions) days.set(session.day, [...(days.get(session.day) ?? []), session]);
  return [...days];
}

function UpcomingClass({ session, now }: { session: ClassSession; now: number }) {
  const formats = useFormats();
  const cancelled = session.status === 'cancelled';
  const start = formats.time(session.startsAt);
  const onNow = !cancelled && Date.parse(session.startsAt) <= now && now < Date.parse(session.endsAt);
  const joinable = !cancelled && /^https?:\/\//i.test(session.meetingLink);
  return (
    <div className={`${classes.item} ${cancelled ? classes.cancelled : ''}`}>
      <div className={classes.when}>
        <span className={classes.time}>{timeRange(start, formats.time(session.endsAt))}</span>
        {onNow && <StatusPill active>{u.now}</StatusPill>}
      </div>
      <div className={classes.what}>
        <Text fw={700} className={cancelled ? classes.struck : undefined}>
          {session.batchName} · {subjectOf(session)}
        </Text>
        <Text size="sm">
          {teacherOf(session)} · <span className={classes.place}>{placeOf(session)}</span>
        </Text>
        {session.toCover && !cancelled && <Text size="sm">{fmt(c.toCover, { topic: session.toCover })}</Text>}
        {(cancelled || session.moved) && (
          <Group gap={6} mt={4}>
            {cancelled && <StatusPill active={false}>{c.cancelled}</StatusPill>}
            {cancelled && session.cancelReason && <Text size="sm">{session.cancelReason}</Text>}
            {session.moved && (
              <StatusPill active pending>
                {c.moved}
              </StatusPill>
            )}
          </Group>
        )}
      </div>
      {joinable && (
        <Button
          component="a"
          href={session.meetingLink}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          className={classes.join}
          aria-label={fmt(u.joinFor, { batch: session.batchName, time: start })}
        >
          {u.join}
        </Button>
      )}
    </div>
  );
}
