import { describe, expect, it } from 'vitest';
import { bookingMessages, type Booking, type BookingList } from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { makeCentre, makeTeacher } from '../../../test/helpers/teachers.ts';

/*
 * The institute's calendar a page at a time (issue 63, decision 078): a big institute's day holds a
 * thousand classes, so a calendar reads `limit` bookings by start (then id), how many come after them,
 * and the next page from the last one shown.
 */

const t = appPerFile();
const call = caller(t);

// Wed 6, Thu 7 January 2027.
const [WED, THU, FRI] = ['2027-01-06', '2027-01-07', '2027-01-08'];

async function day(account: Account, query: string) {
  const res = await call(account, 'GET', `/api/v1/bookings?from=${THU}&to=${THU}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BookingList;
}

const titles = (list: BookingList) => list.data.map((b) => b.title);
const next = (list: BookingList) => {
  const last = list.data.at(-1)!;
  return `afterStartsAt=${encodeURIComponent(last.startsAt)}&afterId=${last.id}`;
};

describe('a calendar’s window, a page at a time', () => {
  it('pages the institute’s day by start then id, counts what follows, and reads the next page from the last shown', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const ravi = await makeTeacher(t, owner, { name: 'Ravi Kumar' });
    const rooms: number[] = [];
    for (const name of ['R1', 'R2', 'R3', 'R4', 'R5']) {
      const res = await call(owner, 'POST', '/api/v1/rooms', { centreId: centre.id, name, capacity: null });
      rooms.push((res.json() as { id: number }).id);
    }
    // Leave from Wednesday: already running when Thursday opens, so it comes first.
    const leave = await call(owner, 'POST', '/api/v1/bookings', {
      kind: 'leave',
      teacherId: ravi.id,
      fromDate: WED,
      toDate: FRI,
    });
    expect(leave.statusCode, leave.body).toBe(201);
    const event = async (title: string, roomId: number, startTime: string) => {
      const [h, m] = startTime.split(':');
      const res = await call(owner, 'POST', '/api/v1/bookings', {
        kind: 'event',
        title,
        date: THU,
        startTime,
        endTime: `${String(Number(h) + 1).padStart(2, '0')}:${m}`,
        roomId,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    // Two at 09:00: the one booked first (the lower id) comes first.
    await event('Parents 9A', rooms[0]!, '09:00');
    await event('Parents 9B', rooms[1]!, '09:00');
    await event('Staff 10', rooms[2]!, '10:00');
    await event('Board 11', rooms[3]!, '11:00');
    await event('Review 12', rooms[4]!, '12:00');

    const first = await day(owner, 'limit=2');
    expect([titles(first), first.more, first.moreCapped]).toEqual([['Leave', 'Parents 9A'], 4, false]);
    const second = await day(owner, `limit=2&${next(first)}`);
    expect([titles(second), second.more]).toEqual([['Parents 9B', 'Staff 10'], 2]);
    const third = await day(owner, `limit=2&${next(second)}`);
    expect([titles(third), third.more]).toEqual([['Board 11', 'Review 12'], 0]);
    // Every page holds the window's holidays; together they are the whole day, in its order.
    const whole = await day(owner, 'limit=500');
    expect(whole.more).toBe(0);
    expect([first, second, third].flatMap((page) => page.data)).toEqual(whole.data);

    // A centre's day pages the same way (its rooms' bookings: Ravi teaches at no centre yet, so his
    // leave is not among them); a room's is what the room holds.
    const centreDay = await day(owner, `centreId=${centre.id}&limit=3`);
    expect([titles(centreDay), centreDay.more]).toEqual([['Parents 9A', 'Parents 9B', 'Staff 10'], 2]);
    const room = await day(owner, `roomId=${rooms[2]}&limit=1`);
    expect([titles(room), room.more]).toEqual([['Staff 10'], 0]);
    // The default page is 25: all six.
    expect((await day(owner, '')).data).toHaveLength(6);

    // Another organisation's day: none of these, counted or shown.
    const other = await registerAndLogin(t.app);
    const theirs = await day(other, 'limit=1');
    expect([theirs.data, theirs.more]).toEqual([[], 0]);
    const past = await day(other, `limit=1&${next(first)}`);
    expect([past.data as Booking[], past.more]).toEqual([[], 0]);
  });

  it('refuses half a cursor and a page past its bounds, in words', async () => {
    const owner = await registerAndLogin(t.app);
    const half = await call(owner, 'GET', `/api/v1/bookings?from=${THU}&to=${THU}&afterId=3`);
    expect([half.statusCode, half.json().fieldErrors]).toEqual([400, { afterId: bookingMessages.afterBoth }]);
    const wrong = await call(
      owner,
      'GET',
      `/api/v1/bookings?from=${THU}&to=${THU}&afterStartsAt=9am&afterId=3`,
    );
    expect(wrong.json().fieldErrors).toEqual({ afterStartsAt: bookingMessages.afterStart });
    for (const limit of [0, 501])
      expect(
        (await call(owner, 'GET', `/api/v1/bookings?from=${THU}&to=${THU}&limit=${limit}`)).statusCode,
      ).toBe(400);
  });
});
