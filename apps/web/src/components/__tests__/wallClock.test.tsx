import { describe, expect, it } from 'vitest';
import { addDays, shownDay, shownTime, wallClock } from '../calendar/wallClock.ts';

describe('the calendars’ wall clock', () => {
  it('writes an instant as the institute’s day and time, whatever the browser’s zone', () => {
    // 10:30 UTC is 16:00 in Kolkata (UTC+5:30) and 06:30 in New York (summer time).
    expect(wallClock('2026-09-07T10:30:00.000Z', 'Asia/Kolkata')).toBe('2026-09-07T16:00:00');
    expect(wallClock('2026-09-07T10:30:00.000Z', 'America/New_York')).toBe('2026-09-07T06:30:00');
    // Midnight is 00, never 24, and a late class in UTC is the next morning in Kolkata.
    expect(wallClock('2026-09-07T18:30:00.000Z', 'Asia/Kolkata')).toBe('2026-09-08T00:00:00');
  });

  it('reads back what FullCalendar shows (dates given as UTC)', () => {
    const shown = new Date(`${wallClock('2027-01-05T07:00:00.000Z', 'Asia/Kolkata')}Z`);
    expect(shownDay(shown)).toBe('2027-01-05');
    expect(shownTime(shown)).toBe('12:30');
  });

  it('counts calendar days without a zone', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
