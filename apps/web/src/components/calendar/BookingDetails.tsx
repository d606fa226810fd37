import { Stack, Text } from '@mantine/core';
import { DetailsDrawer } from './DetailsDrawer.tsx';
import { StatusPill } from '../StatusPill.tsx';
import records from '../records.module.css';
import { fmt } from '../../lib/i18n/index.ts';
import { tComponents } from '../../lib/i18n/components.ts';
import { useInstituteZone } from '../../lib/brand.ts';
import { kindOf, timesOf, titleOf, toCoverOf, type Entry } from './entries.ts';
import { wallClock } from './wallClock.ts';
import { dayName, timeRange } from './words.ts';

const c = tComponents.calendar;
const d = c.bookingDetails;

/** The booking or holiday whose details are open; kept while the drawer slides out. */
export interface OpenedBooking {
  entry: Exclude<Entry, { type: 'session' }>;
  open: boolean;
}

/** When an entry is, in words: "Mon 4 Jan 2027, 16:00–17:00", or its whole days. */
function whenOf(entry: Exclude<Entry, { type: 'session' }>, zone: string): string {
  if (entry.type === 'holiday') {
    const { fromDate, toDate } = entry.holiday;
    return fromDate === toDate
      ? dayName(fromDate)
      : fmt(c.booking.days, { from: dayName(fromDate), to: dayName(toDate) });
  }
  const times = timesOf(entry, zone);
  if (times)
    return `${dayName(times.start.slice(0, 10))}, ${timeRange(times.start.slice(11, 16), times.end.slice(11, 16))}`;
  const from = wallClock(entry.booking.startsAt, zone).slice(0, 10);
  // Whole days end at the next midnight: the last day is the one before.
  const last = wallClock(Date.parse(entry.booking.endsAt) - 1, zone).slice(0, 10);
  const days =
    from === last ? dayName(from) : fmt(c.booking.days, { from: dayName(from), to: dayName(last) });
  return `${days}, ${c.booking.wholeDays}`;
}

/** A demo class's, exam's, event's, leave's or holiday's details in a drawer (read only). */
export function BookingDetails({ opened, onClose }: { opened: OpenedBooking | null; onClose: () => void }) {
  const zone = useInstituteZone();
  const entry = opened?.entry;
  const booking = entry?.type === 'booking' ? entry.booking : null;
  const row = (term: string, value: string | number | null | undefined) =>
    value === null || value === undefined ? null : (
      <>
        <dt>{term}</dt>
        <dd>{value}</dd>
      </>
    );
  return (
    <DetailsDrawer opened={Boolean(opened?.open)} onClose={onClose} title={entry ? titleOf(entry) : ''}>
      {entry && (
        <Stack gap="lg">
          <dl className={records.fields}>
            {row(d.kind, c.kinds[kindOf(entry)])}
            {row(d.when, whenOf(entry, zone))}
            {booking && (
              <>
                {row(d.teacher, booking.teacherName)}
                {row(d.batch, booking.batchName)}
                {row(d.subject, booking.subjectName)}
                {row(d.room, booking.roomName)}
                {row(d.seats, booking.seats)}
                <dt>{d.status}</dt>
                <dd>
                  <StatusPill active={booking.active && !booking.toCover} pending={booking.toCover}>
                    {!booking.active ? c.booking.cancelled : booking.toCover ? c.booking.toCover : d.active}
                  </StatusPill>
                </dd>
              </>
            )}
            {entry.type === 'holiday' &&
              row(d.holidayFor, entry.holiday.batchName ?? entry.holiday.centreName ?? d.wholeInstitute)}
          </dl>
          {toCoverOf(entry) && (
            <Text size="sm" c="dimmed">
              {d.toCoverNote}
            </Text>
          )}
        </Stack>
      )}
    </DetailsDrawer>
  );
}
