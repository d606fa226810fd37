import { ActionIcon, Button, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { tComponents } from '../../lib/i18n/components.ts';
import classes from './calendar.module.css';

const c = tComponents.calendar;

export type CalendarView = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay' | 'listWeek';

/** What the calendar shows now: its title ("7 – 13 Sept 2026"), view and days [start, end). */
export interface ShownRange {
  title: string;
  view: CalendarView;
  start: string;
  end: string;
  /** The institute's today (YYYY-MM-DD) when the range was shown. */
  today: string;
}

const VIEW_NAMES: Record<CalendarView, string> = {
  dayGridMonth: c.views.month,
  timeGridWeek: c.views.week,
  timeGridDay: c.views.day,
  listWeek: c.views.list,
};
const WIDE_VIEWS: CalendarView[] = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'];
/** A phone has no room for a week of columns: its week is the list. */
const PHONE_VIEWS: CalendarView[] = ['listWeek', 'timeGridDay', 'dayGridMonth'];

const unitOf = (view: CalendarView) =>
  view === 'dayGridMonth' ? 'month' : view === 'timeGridDay' ? 'day' : 'week';

function Chevron({ flip }: { flip?: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={flip ? 'M6 3l5 5-5 5' : 'M10 3L5 8l5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The calendar's own toolbar (FullCalendar's is switched off): Mantine buttons with names, the title
 * announced as it changes, and the views as one labelled choice. It wraps onto two rows on a phone.
 */
export function CalendarToolbar({
  range,
  phone,
  loading,
  onPrevious,
  onNext,
  onToday,
  onView,
}: {
  range: ShownRange | null;
  phone: boolean;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
}) {
  const unit = unitOf(range?.view ?? 'timeGridWeek');
  const showsToday = range ? range.today >= range.start && range.today < range.end : true;
  const views = phone ? PHONE_VIEWS : WIDE_VIEWS;
  return (
    <div className={classes.toolbar}>
      <div className={classes.heading}>
        <Title order={3} size="h4" aria-live="polite">
          {range?.title ?? ''}
        </Title>
        <Text size="xs" c="dimmed" role="status">
          {loading ? c.loading : ''}
        </Text>
      </div>
      <Group gap={6} wrap="nowrap" className={classes.moves}>
        <ActionIcon variant="default" size="lg" aria-label={c.previous[unit]} onClick={onPrevious}>
          <Chevron />
        </ActionIcon>
        <Button variant="default" onClick={onToday} disabled={showsToday}>
          {c.today}
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={c.next[unit]} onClick={onNext}>
          <Chevron flip />
        </ActionIcon>
      </Group>
      <SegmentedControl
        className={classes.views}
        aria-label={c.view}
        value={range && views.includes(range.view) ? range.view : ''}
        onChange={(value) => onView(value as CalendarView)}
        data={views.map((view) => ({ value: view, label: VIEW_NAMES[view] }))}
      />
    </div>
  );
}
