import { Button } from '@mantine/core';
import { BOOKINGS_PAGE, formatCount } from '@kaksha/contracts';
import { Notice } from '../Notice.tsx';
import { fmt } from '../../lib/i18n/index.ts';
import { tComponents } from '../../lib/i18n/components.ts';

const c = tComponents.calendar.page;

/** What a page of the institute's or a centre's calendar holds back (decision 078). */
export interface HeldBack {
  shown: number;
  more: number;
  moreCapped: boolean;
}

/**
 * "Showing the first 25 bookings of this period by start time, with 975 more after them", with a
 * button that reads the next page: a big institute's day holds more than one calendar can show.
 */
export function MoreBookings({ held, onMore }: { held: HeldBack | null; onMore: () => void }) {
  if (!held || held.more === 0) return null;
  return (
    <Notice
      tone="info"
      action={
        <Button size="compact-sm" variant="default" onClick={onMore}>
          {fmt(c.showNext, { n: Math.min(BOOKINGS_PAGE, held.more) })}
        </Button>
      }
    >
      {fmt(c.heldBack, {
        shown: formatCount(held.shown),
        more: formatCount(held.more, held.moreCapped),
      })}
    </Notice>
  );
}
