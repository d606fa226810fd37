import { lazy, Suspense } from 'react';
import { Text } from '@mantine/core';
import { tComponents } from '../../lib/i18n/components.ts';
import type { CalendarOwner } from '../../lib/queryKeys.ts';

export interface SessionCalendarProps {
  /** Whose calendar: a batch's, teacher's, room's, centre's or the whole institute's. */
  owner: CalendarOwner;
  /** The calendar's accessible name ("Classes of JEE Morning"). */
  label: string;
  /** May move classes (Time Allocation at manage level): drag, or Move in a class's details. */
  canManage: boolean;
  /** Open on a day rather than a week (a wide screen; a phone opens on its list). */
  startOnDay?: boolean;
}

// FullCalendar is about 84 KB gzip: it loads with the first calendar shown, never with a screen's chunk.
const FullSessionCalendar = lazy(() => import('./FullSessionCalendar.tsx'));

/**
 * The calendar any screen may show: a batch's, teacher's, room's, centre's or the institute's bookings
 * of every kind (classes, demo classes, exams, events, leave) and holidays by month, week, day or list
 * in the institute's wall-clock time; an entry opens its details, and those who manage the timetable
 * move a batch's or teacher's class.
 */
export function SessionCalendar(props: SessionCalendarProps) {
  return (
    <Suspense fallback={<Text role="status">{tComponents.calendar.loading}</Text>}>
      <FullSessionCalendar {...props} />
    </Suspense>
  );
}
