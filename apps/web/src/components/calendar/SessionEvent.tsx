import type { ClassSession } from '@kaksha/contracts';
import { fmt } from '../../lib/i18n/index.ts';
import { tComponents } from '../../lib/i18n/components.ts';
import type { CalendarOwner } from '../../lib/queryKeys.ts';
import { linesOf, timeRange } from './words.ts';
import classes from './calendar.module.css';

const c = tComponents.calendar.session;
const CLASS = tComponents.calendar.kinds.class;
const TO_COVER = tComponents.calendar.booking.toCover;

/** Where the class is, in a word: its room, else "Online" for a link, else its centre. */
const whereOf = (session: ClassSession) =>
  session.roomName ?? (session.meetingLink ? c.online : session.centreName);

/**
 * One class inside the calendar: a line in the month, a block in a day or week, a row in the list.
 * It says it is a class (the colour is not the only cue); a cancelled class is struck through with
 * its reason; a moved one, and one whose teacher is on leave (to cover), say so.
 */
export function SessionEvent({
  session,
  kind,
  toCover = false,
  layout,
  start,
  end,
}: {
  session: ClassSession;
  kind: CalendarOwner['kind'];
  /** Its teacher is on leave then. */
  toCover?: boolean;
  layout: 'line' | 'block' | 'list';
  /** The times shown (HH:MM): the class's, or where it is being dragged. */
  start: string;
  end: string;
}) {
  const [first, second] = linesOf(session, kind);
  const cancelled = session.status === 'cancelled';
  const what = cancelled ? classes.struck : undefined;
  const marks = (
    <>
      {toCover && <span className={classes.tag}>{TO_COVER}</span>}
      {session.moved && <span className={classes.tag}>{c.moved}</span>}
      {cancelled && (
        <span className={classes.tag}>
          {session.cancelReason ? fmt(c.cancelledBecause, { reason: session.cancelReason }) : c.cancelled}
        </span>
      )}
    </>
  );
  if (layout === 'line')
    return (
      <span className={classes.line}>
        <span className={classes.time}>{start}</span> <span className="visually-hidden">{CLASS}: </span>
        <span className={what}>
          {first} · {second}
        </span>
      </span>
    );
  if (layout === 'list')
    return (
      <span className={classes.listEntry}>
        <span className={what}>
          <strong>{first}</strong> · {second}
        </span>
        <span className={classes.where}>{CLASS}</span>
        <span className={classes.where}>{whereOf(session)}</span>
        {marks}
      </span>
    );
  return (
    <span className={classes.block}>
      <span className={classes.time}>
        {timeRange(start, end)} · {CLASS}
      </span>
      {/* Marks first: a short class shows only its top lines, and why it is off matters most. */}
      {marks}
      <strong className={what}>{first}</strong>
      <span className={what}>{second}</span>
      <span>{whereOf(session)}</span>
    </span>
  );
}
