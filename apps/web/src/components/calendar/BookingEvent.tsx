import { tComponents } from '../../lib/i18n/components.ts';
import type { CalendarOwner } from '../../lib/queryKeys.ts';
import { peopleOf, titleOf, toCoverOf, type Entry } from './entries.ts';
import { timeRange } from './words.ts';
import classes from './calendar.module.css';

const c = tComponents.calendar;

/**
 * A booking other than a batch's or teacher's class (a demo class, exam, event, leave; any class on a
 * room's, centre's or the institute's calendar) or a holiday: its kind and title first ("Exam: Unit
 * test 3"), then who else it involves; a line in the month, a block in a day or week, a row in the list.
 */
export function BookingEvent({
  entry,
  owner,
  layout,
  start,
  end,
}: {
  entry: Exclude<Entry, { type: 'session' }>;
  owner: CalendarOwner;
  layout: 'line' | 'block' | 'list';
  /** The times shown (HH:MM); empty for whole days. */
  start: string;
  end: string;
}) {
  const title = titleOf(entry);
  const booking = entry.type === 'booking' ? entry.booking : null;
  const people = booking ? peopleOf(booking, owner) : '';
  const cancelled = booking ? !booking.active : false;
  const what = cancelled ? classes.struck : undefined;
  const marks = (
    <>
      {toCoverOf(entry) && <span className={classes.tag}>{c.booking.toCover}</span>}
      {cancelled && <span className={classes.tag}>{c.booking.cancelled}</span>}
    </>
  );
  if (layout === 'line')
    return (
      <span className={classes.line}>
        {start && <span className={classes.time}>{start} </span>}
        <span className={what}>{title}</span>
      </span>
    );
  if (layout === 'list')
    return (
      <span className={classes.listEntry}>
        <strong className={what}>{title}</strong>
        {people && <span className={classes.where}>{people}</span>}
        {marks}
      </span>
    );
  return (
    <span className={classes.block}>
      {start && <span className={classes.time}>{timeRange(start, end)}</span>}
      {marks}
      <strong className={what}>{title}</strong>
      {people && <span>{people}</span>}
    </span>
  );
}
