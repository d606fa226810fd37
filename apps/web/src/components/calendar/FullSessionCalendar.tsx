import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, CloseButton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import type {
  AllowFunc,
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventSourceFunc,
  LocaleInput,
} from '@fullcalendar/core';
import type { ClassSession, RescheduleInput } from '@kaksha/contracts';
import { Notice } from '../Notice.tsx';
import { failure, type FormMessage } from '../FormNotice.tsx';
import { errorMessage, isUnauthorized } from '../../lib/api.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tComponents } from '../../lib/i18n/components.ts';
import type { SessionCalendarProps } from './SessionCalendar.tsx';
import { sessionsQuery, useReschedule } from './sessions.ts';
import { BookingDetails, type OpenedBooking } from './BookingDetails.tsx';
import { BookingEvent } from './BookingEvent.tsx';
import { CalendarLegend } from './CalendarLegend.tsx';
import { MoreBookings, type HeldBack } from './MoreBookings.tsx';
import {
  entriesOf,
  hoursFor,
  kindOf,
  peopleOf,
  readBookings,
  readsSessions,
  titleOf,
  toCoverOf,
  toEvent,
  type Entry,
} from './entries.ts';
import { CalendarToolbar, type CalendarView, type ShownRange } from './CalendarToolbar.tsx';
import { SessionDetails, type OpenedSession } from './SessionDetails.tsx';
import { SessionEvent } from './SessionEvent.tsx';
import { addDays, shownDay, shownTime, wallClock } from './wallClock.ts';
import { useInstituteZone } from '../../lib/brand.ts';
import { dayName, summaryOf, timeRange } from './words.ts';
import classes from './calendar.module.css';
// Mantine's CSS for what the calendar adds to the shell's: its view choice and the details drawers.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';

const c = tComponents.calendar;
const PHONE = '(max-width: 48em)';
/** The hours a day or week shows unless a class falls outside them. */
const DEFAULT_HOURS = { first: 7, last: 21 };
/** Day headers: a week names the date under the weekday; a month's columns are weekdays only. */
const VIEW_OPTIONS = {
  dayGridMonth: { dayHeaderFormat: { weekday: 'short' } },
  timeGridWeek: { dayHeaderFormat: { weekday: 'short', day: 'numeric', month: 'short' } },
  timeGridDay: { dayHeaderFormat: { weekday: 'long', day: 'numeric', month: 'long' } },
} as const;

const locale: LocaleInput = {
  code: 'en-gb',
  firstDay: 1,
  allDayText: c.allDay,
  noEventsText: c.noClasses,
  navLinkHint: (date: string) => fmt(c.goTo, { date }),
  moreLinkHint: (n: number) => fmt(c.more, { n }),
};

/** Whether a class may still be dragged: scheduled and not over (the server refuses the rest). */
const movable = (session: ClassSession, canManage: boolean) =>
  canManage && session.status === 'scheduled' && Date.parse(session.endsAt) > Date.now();

/**
 * The one calendar (FullCalendar) of a batch, teacher, room, centre or the whole institute, loaded only
 * when shown (./SessionCalendar.tsx): month, week, day and list views, each fetching only the days it
 * shows, in the institute's wall-clock time; every kind of booking and the holidays, each in its colour
 * with a key. An entry opens its details on click or Enter; on a batch's or teacher's calendar those
 * who manage the timetable drag a class, or use the details' Move form, to move it.
 */
export default function FullSessionCalendar({
  owner,
  label,
  canManage,
  startOnDay = false,
}: SessionCalendarProps) {
  const formats = useFormats();
  const zone = useInstituteZone();
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const reschedule = useReschedule();
  const calendar = useRef<FullCalendar>(null);
  const [range, setRange] = useState<ShownRange | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [hours, setHours] = useState(DEFAULT_HOURS);
  const [opened, setOpened] = useState<OpenedSession | null>(null);
  const [openedBooking, setOpenedBooking] = useState<OpenedBooking | null>(null);
  // The institute's and a centre's calendars read a page at a time: how many pages, what is held back.
  const [pages, setPages] = useState(1);
  const [held, setHeld] = useState<HeldBack | null>(null);
  // Read once: the calendar then keeps its own date, and writes it back to the URL as it moves.
  const [initialDate] = useState(() => params.get('date') ?? undefined);
  const api = () => calendar.current?.getApi();

  const { kind, id } = owner;
  const now = useCallback(() => wallClock(Date.now(), zone), [zone]);
  const events = useCallback<EventSourceFunc>(
    (info, success, fail) => {
      const from = shownDay(info.start);
      const to = addDays(shownDay(info.end), -1);
      const owner = { kind, id };
      Promise.all([
        readBookings(queryClient, owner, from, to, pages),
        readsSessions(owner) ? queryClient.fetchQuery(sessionsQuery(owner, from, to)) : null,
      ])
        .then(([bookings, sessions]) => {
          setLoadError(null);
          setHeld({ shown: bookings.data.length, more: bookings.more, moreCapped: bookings.moreCapped });
          const entries = entriesOf(sessions?.data ?? null, bookings.data, bookings.holidays);
          setHours((current) => hoursFor(entries, zone, current));
          success(entries.map((entry) => toEvent(entry, zone, (session) => movable(session, canManage))));
        })
        .catch((error: unknown) => {
          if (!isUnauthorized(error)) setLoadError(error);
          fail(error instanceof Error ? error : new Error(String(error)));
        });
    },
    [queryClient, kind, id, zone, canManage, pages],
  );

  // A phone starts on the list; turning it to a wide screen (or back) picks that size's view.
  const defaultView: CalendarView = phone ? 'listWeek' : startOnDay ? 'timeGridDay' : 'timeGridWeek';
  useEffect(() => {
    const current = calendar.current?.getApi();
    if (current && current.view.type !== defaultView) current.changeView(defaultView);
  }, [defaultView]);

  // FullCalendar measures itself on window resizes only; the shell's sidebar opening or closing
  // changes its width too, and stale measures would drop a dragged class on the wrong day.
  const frame = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let pending = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => calendar.current?.getApi().updateSize());
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(pending);
      observer.disconnect();
    };
  }, []);

  const onDatesSet = (arg: DatesSetArg) => {
    // Another period starts again from its first page.
    setPages(1);
    setRange({
      title: arg.view.title,
      view: arg.view.type as CalendarView,
      start: shownDay(arg.view.currentStart),
      end: shownDay(arg.view.currentEnd),
      today: wallClock(Date.now(), zone).slice(0, 10),
    });
  };
  // The shown date goes to the URL after rendering (FullCalendar reports it while it renders).
  const shownStart = range?.start;
  useEffect(() => {
    if (shownStart && params.get('date') !== shownStart)
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('date', shownStart);
          return copy;
        },
        { replace: true },
      );
  }, [shownStart, params, setParams]);

  const closeDetails = () => setOpened((current) => current && { ...current, open: false });
  const closeBooking = () => setOpenedBooking((current) => current && { ...current, open: false });
  const moved = (session: ClassSession) => {
    closeDetails();
    setNotice({
      tone: 'success',
      text: fmt(tComponents.calendar.move.moved, {
        day: dayName(session.day),
        time: timeRange(formats.time(session.startsAt), formats.time(session.endsAt)),
      }),
    });
    api()?.refetchEvents();
  };

  const move = (session: ClassSession, input: RescheduleInput, revert: () => void) => {
    setNotice(null);
    reschedule.mutate(
      { id: session.id, move: input },
      {
        onSuccess: moved,
        onError: (error) => {
          revert();
          if (!isUnauthorized(error)) setNotice(failure(tComponents.calendar.move.failed, error));
        },
      },
    );
  };

  const onDrop = (info: EventDropArg) => {
    const { start, end } = info.event;
    if (!start || !end) return info.revert();
    const entry = info.event.extendedProps.entry as Entry;
    if (entry.type !== 'session') return info.revert();
    move(
      entry.session,
      { day: shownDay(start), startTime: shownTime(start), endTime: shownTime(end) },
      info.revert,
    );
  };

  // Never onto a time that has passed: the class would become one that "has already happened".
  const allowDrop: AllowFunc = (span) =>
    span.start.getTime() >= Date.parse(`${wallClock(Date.now(), zone)}Z`);

  const onClick = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const entry = info.event.extendedProps.entry as Entry;
    if (entry.type === 'session')
      setOpened({ session: entry.session, open: true, canMove: movable(entry.session, canManage) });
    else setOpenedBooking({ entry, open: true });
  };

  // Times from the event, not the class: while dragged, the block shows where it would go.
  const renderEvent = (arg: EventContentArg) => {
    const entry = arg.event.extendedProps.entry as Entry;
    const layout =
      arg.view.type === 'dayGridMonth' ? 'line' : arg.view.type.startsWith('list') ? 'list' : 'block';
    const times = {
      start: arg.event.start && !arg.event.allDay ? shownTime(arg.event.start) : '',
      end: arg.event.end && !arg.event.allDay ? shownTime(arg.event.end) : '',
    };
    return entry.type === 'session' ? (
      <SessionEvent
        session={entry.session}
        kind={kind}
        toCover={toCoverOf(entry)}
        layout={layout}
        {...times}
      />
    ) : (
      <BookingEvent entry={entry} owner={owner} layout={layout} {...times} />
    );
  };

  const slotTimes = useMemo(
    () => ({
      slotMinTime: `${String(hours.first).padStart(2, '0')}:00:00`,
      slotMaxTime: `${String(hours.last).padStart(2, '0')}:00:00`,
    }),
    [hours],
  );

  return (
    <Stack gap="sm" className={classes.wrapper}>
      {notice && (
        <div className={classes.notice}>
          <Notice
            tone={notice.tone}
            action={<CloseButton aria-label={c.dismiss} onClick={() => setNotice(null)} />}
          >
            {notice.text}
            {notice.detail && <div>{notice.detail}</div>}
          </Notice>
        </div>
      )}
      {loadError !== null && (
        <Notice
          tone="error"
          action={
            <Button size="compact-sm" variant="default" onClick={() => api()?.refetchEvents()}>
              {c.retry}
            </Button>
          }
        >
          {c.loadFailed}
          <div>{errorMessage(loadError)}</div>
        </Notice>
      )}
      <CalendarToolbar
        range={range}
        phone={phone}
        loading={loading}
        onPrevious={() => api()?.prev()}
        onNext={() => api()?.next()}
        onToday={() => api()?.today()}
        onView={(view) => api()?.changeView(view)}
      />
      {canManage && (
        <Text size="sm" c="dimmed">
          {phone ? c.moveHint : c.dragHint}
        </Text>
      )}
      <CalendarLegend />
      <MoreBookings held={held} onMore={() => setPages((read) => read + 1)} />
      <section ref={frame} className={classes.calendar} aria-label={label}>
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          // The events carry the institute's wall clock as if it were UTC (wallClock.ts).
          timeZone="UTC"
          now={now}
          locale={locale}
          initialView={defaultView}
          initialDate={initialDate}
          headerToolbar={false}
          height="auto"
          allDaySlot
          nowIndicator
          navLinks
          dayMaxEvents={4}
          {...slotTimes}
          scrollTime={slotTimes.slotMinTime}
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          views={VIEW_OPTIONS}
          slotDuration="01:00:00"
          snapDuration="00:15:00"
          events={events}
          eventDurationEditable={false}
          eventAllow={allowDrop}
          eventDrop={onDrop}
          eventClick={onClick}
          eventContent={renderEvent}
          eventClassNames={(arg) => classNamesOf(arg.event.extendedProps.entry as Entry)}
          eventDidMount={(arg) => {
            const entry = arg.event.extendedProps.entry as Entry;
            arg.el.title =
              entry.type === 'session'
                ? summaryOf(
                    entry.session,
                    kind,
                    timeRange(formats.time(entry.session.startsAt), formats.time(entry.session.endsAt)),
                  )
                : [titleOf(entry), entry.type === 'booking' && peopleOf(entry.booking, owner)]
                    .filter(Boolean)
                    .join('. ');
          }}
          datesSet={onDatesSet}
          loading={setLoading}
        />
      </section>
      <SessionDetails
        opened={opened}
        kind={kind}
        canManage={canManage}
        onMoved={moved}
        onClose={closeDetails}
      />
      <BookingDetails opened={openedBooking} onClose={closeBooking} />
    </Stack>
  );
}

function classNamesOf(entry: Entry): string[] {
  const session = entry.type === 'session' ? entry.session : null;
  const booking = entry.type === 'booking' ? entry.booking : null;
  return [
    classes.event,
    classes[`kind_${kindOf(entry)}`],
    (session?.status === 'cancelled' || booking?.active === false) && classes.cancelled,
    session?.moved && classes.moved,
  ].filter((name): name is string => Boolean(name));
}
