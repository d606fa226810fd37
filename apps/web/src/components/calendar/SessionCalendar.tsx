import { lazy, Suspense } from 'react';
import { Text } from '@mantine/core';
import { tComponents } from '../../lib/i18n/components.ts';
import type { CalendarOwner } from '../../lib/queryKeys.ts';

export interface SessionCalendarProps {
  /** Whose classes: a batch's or a teacher's. */
  owner: CalendarOwner;
  /** The calendar's accessible name ("Classes of JEE Morning"). */
  label: string;
  /** May move classes (Time Allocation at manage level): drag, or Move in a class's details. */
  canManage: boolean;
}

// FullCalendar is about 84 KB gzip: it loads with the first calendar shown, never with a screen's chunk.
const FullSessionCalendar = lazy(() => import('./FullSessionCalendar.tsx'));

/**
 * The class calendar any screen may show: a batch's or teacher's classes by month, week, day or
 * list in the institute's wall-clock time; a class opens its details, and those who manage the
 * timetable move it.
 */
export function SessionCalendar(props: SessionCalendarProps) {
  return (
    <Suspense fallback={<Text role="status">{tComponents.calendar.loading}</Text>}>
      <FullSessionCalendar {...props} />
    </Suspense>
  );
}
