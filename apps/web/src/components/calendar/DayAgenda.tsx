import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormNotice } from '../FormNotice.tsx';
import { errorMessage } from '../../lib/api.ts';
import { tComponents } from '../../lib/i18n/components.ts';
import { useInstituteZone } from '../../lib/brand.ts';
import type { CalendarOwner } from '../../lib/queryKeys.ts';
import {
  bookingsQuery,
  entriesOf,
  kindOf,
  peopleOf,
  timesOf,
  titleOf,
  toCoverOf,
  type Entry,
} from './entries.ts';
import { timeRange } from './words.ts';
import classes from './calendar.module.css';

const c = tComponents.calendar;

/** Whole days first (holidays, a day's leave), then by start. */
function inOrder(entries: Entry[], zone: string) {
  const startOf = (entry: Entry) => timesOf(entry, zone)?.start ?? '';
  return [...entries].sort((a, b) => startOf(a).localeCompare(startOf(b)));
}

/**
 * One day of a calendar as a list, in order: every class, demo class, exam, event and leave of the
 * owner's, and the holidays; each with its time (or "All day"), its kind in words and colour, and
 * whether it is to cover. A teacher's "my day".
 */
export function DayAgenda({ owner, day, label }: { owner: CalendarOwner; day: string; label: string }) {
  const zone = useInstituteZone();
  const query = useQuery(bookingsQuery(owner, day, day));
  if (query.isPending) return <Text role="status">{c.agenda.loading}</Text>;
  if (query.isError)
    return (
      <FormNotice message={{ tone: 'error', text: c.agenda.failed, detail: errorMessage(query.error) }} />
    );
  const entries = inOrder(entriesOf(null, query.data.data, query.data.holidays), zone);
  if (entries.length === 0) return <Text c="dimmed">{c.agenda.empty}</Text>;
  return (
    <ol className={classes.agenda} aria-label={label}>
      {entries.map((entry) => {
        const times = timesOf(entry, zone);
        const kind = kindOf(entry);
        const people = entry.type === 'booking' ? peopleOf(entry.booking, owner) : '';
        return (
          <li key={`${entry.type}-${entry.type === 'holiday' ? entry.holiday.id : entry.booking?.id}`}>
            <span className={classes.agendaTime}>
              {times ? timeRange(times.start.slice(11, 16), times.end.slice(11, 16)) : c.booking.wholeDays}
            </span>
            <span className={`${classes.agendaKind} ${classes[`kind_${kind}`]}`}>
              <span className={classes.swatch} aria-hidden="true" />
              {c.kinds[kind]}
            </span>
            <span>
              <strong>{titleOf(entry, false)}</strong>
              {people && <span className={classes.where}> · {people}</span>}
              {toCoverOf(entry) && <span className={classes.tag}>{c.booking.toCover}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
