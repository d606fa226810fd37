import { describe, expect, it } from 'vitest';
import { bookingsOn, whenText } from './clash.ts';

describe('a slot’s bookings', () => {
  it('keep the wall-clock time: constant in Asia/Kolkata, shifting with summer time elsewhere', () => {
    const days = ['2027-03-22', '2027-03-29'];
    expect(bookingsOn(days, '16:00', '17:30', 'Asia/Kolkata').map((b) => b.startsAt.toISOString())).toEqual([
      '2027-03-22T10:30:00.000Z',
      '2027-03-29T10:30:00.000Z',
    ]);
    // British Summer Time starts on 28 March 2027: 16:00 in London is 16:00 UTC, then 15:00 UTC.
    expect(bookingsOn(days, '16:00', '17:30', 'Europe/London').map((b) => b.startsAt.toISOString())).toEqual([
      '2027-03-22T16:00:00.000Z',
      '2027-03-29T15:00:00.000Z',
    ]);
  });

  it('are named as staff read them', () => {
    const [booking] = bookingsOn(['2026-09-07'], '09:05', '10:40', 'Asia/Kolkata');
    expect(whenText('2026-09-07', booking!.startsAt, booking!.endsAt, 'Asia/Kolkata')).toBe(
      'Mon 7 Sep 2026, 09:05–10:40',
    );
  });
});
