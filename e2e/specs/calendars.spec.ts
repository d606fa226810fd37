import type { Locator, Page } from '@playwright/test';
import { E2E } from '../env.ts';
import {
  expect,
  expectAccessible,
  noSidewaysScroll,
  post,
  screenshots,
  signInAsNewOwner,
  test,
} from '../fixtures.ts';
import { dayIn, shownDay as shown } from '../days.ts';

// Days as the screens write them.
const LONG_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** "Thursday 26 Nov 2026", as Upcoming Classes names a day. */
const longShown = (day: string) =>
  `${LONG_WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]} ${shown(day).slice(4)}`;
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** The top of the week view's hour row (HH:MM) and the middle of a day's column. */
async function slotPoint(page: Page, day: string, time: string) {
  const row = await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`).boundingBox();
  const column = await page.locator(`td.fc-timegrid-col[data-date="${day}"]`).boundingBox();
  return { x: column!.x + column!.width / 2, y: row!.y };
}

/** Waits for the layout to settle (the shell's sidebar slides in after a resize). */
async function settled(page: Page, event: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await event.boundingBox());
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

/**
 * Drags a class from its hour (`from`) to `time` on `day`, as a person does with the mouse: the pointer
 * moves by exactly the distance between the two hour rows (FullCalendar snaps by where in the class
 * it was picked up).
 */
async function drag(page: Page, event: Locator, from: string, day: string, time: string) {
  await settled(page, event);
  const box = (await event.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const origin = await slotPoint(page, day, from);
  const target = await slotPoint(page, day, time);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + 20, { steps: 5 });
  await page.mouse.move(target.x, start.y + target.y - origin.y, { steps: 10 });
  await page.mouse.up();
}

/** The class's top is on the hour row's top (within a couple of pixels). */
async function expectStartsAt(page: Page, event: Locator, day: string, time: string) {
  await expect
    .poll(async () => {
      const box = await event.boundingBox();
      const point = await slotPoint(page, day, time);
      return box ? Math.abs(box.y - point.y) <= 3 && Math.abs(box.x + box.width / 2 - point.x) < 40 : false;
    })
    .toBe(true);
}

test.describe('calendars', () => {
  test('a batch’s week in the institute’s time from another zone; a drag onto the teacher’s other class refused and snapped back, one to a free hour moved; the teacher’s calendar and its address; upcoming classes', async ({
    browser,
  }) => {
    // The browser is in New York; the institute in Kolkata: a 16:00 class must show at 16:00.
    const context = await browser.newContext({
      baseURL: E2E.baseUrl,
      viewport: { width: 1280, height: 1400 },
      timezoneId: 'America/New_York',
    });
    const page = await context.newPage();
    await signInAsNewOwner(page, 'calendars');
    const centre = await post(page, '/api/v1/centres', { CentreCode: 'PUN', CentreName: 'Pune Kothrud' });
    const room = await post(page, '/api/v1/rooms', { centreId: centre.id, name: 'Room A' });
    await post(page, '/api/v1/subjects', { code: 'PHY', name: 'Physics' });
    const physics = (await (await page.request.get('/api/v1/batches/choices')).json()).subjects[0].id;
    const ravi = await post(page, '/api/v1/teachers', {
      name: 'Ravi Iyer',
      email: `ravi.${Date.now()}@school.test`,
      mobile: '9876512345',
      joiningDate: '2024-06-01',
    });
    const batch = (code: string, name: string) =>
      post(page, '/api/v1/batches', {
        code,
        name,
        centreId: centre.id,
        capacity: 30,
        startsOn: dayIn(0),
        endsOn: dayIn(55),
        subjectIds: [physics],
      });
    const jee = await batch('JEE-M', 'JEE Morning');
    const neet = await batch('NEET-E', 'NEET Evening');
    // Weekly from two days ahead: Ravi teaches JEE at 16:00–17:30 and NEET at 18:00–19:00 that day.
    const first = dayIn(2);
    const slot = (startTime: string, endTime: string, roomId: number | null) => ({
      weekday: isoWeekday(first),
      startTime,
      endTime,
      subjectId: physics,
      teacherId: ravi.id,
      roomId,
      fromDate: dayIn(0),
      toDate: dayIn(55),
    });
    await post(page, `/api/v1/batches/${jee.id}/slots`, slot('16:00', '17:30', room.id));
    await post(page, `/api/v1/batches/${neet.id}/slots`, slot('18:00', '19:00', null));

    // Batch Calendar: the week of the first class.
    await page.goto(`/adminhome?form=BatchCalender&date=${first}`);
    await expect(page.getByText('Choose a batch to see its classes.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Batch', exact: true }).click();
    await page.getByRole('option', { name: 'JEE Morning (JEE-M)' }).click();
    await expect(page).toHaveURL(new RegExp(`batch=${jee.id}`));
    const calendar = page.getByRole('region', { name: 'Calendar of JEE Morning' });
    await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
    const event = calendar.locator('.fc-timegrid-event', { hasText: 'Physics' });
    await expect(event).toHaveCount(1);
    await expect(event).toContainText('16:00–17:30');
    await expect(event).toContainText('Ravi Iyer');
    await expect(event).toContainText('Room A');
    await expectStartsAt(page, event, first, '16:00');
    await expectAccessible(page);

    // Onto 18:00, where Ravi teaches NEET Evening: refused, named, and back at 16:00.
    await drag(page, event, '16:00', first, '18:00');
    const clash = `Ravi Iyer is already teaching NEET Evening (Physics) on ${shown(first)}, 18:00–19:00.`;
    await expect(page.getByRole('alert')).toContainText(clash);
    await expectStartsAt(page, event, first, '16:00');
    await expect(event).toContainText('16:00–17:30');
    await expectAccessible(page);
    await screenshots(page, 'calendar-refused');

    // Onto noon, which is free: moved, said so, and marked.
    await drag(page, event, '16:00', first, '12:00');
    await expect(page.getByRole('status').filter({ hasText: 'Moved to' })).toHaveText(
      `Moved to ${shown(first)}, 12:00–13:30.`,
    );
    await expectStartsAt(page, event, first, '12:00');
    await expect(event).toContainText('12:00–13:30');
    await expect(event).toContainText('Moved');

    // Opened with the keyboard: its details, and the same move as a form.
    await event.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Physics · Ravi Iyer' });
    await expect(details).toContainText('JEE Morning (JEE-M)');
    await expect(details).toContainText('Room A, Pune Kothrud');
    await expect(details.getByRole('textbox', { name: 'Day' })).toHaveValue(shown(first).slice(4));
    await expectAccessible(page);
    await screenshots(page, 'calendar-details');
    await details.getByRole('button', { name: 'Close' }).click();

    await page
      .locator('label')
      .filter({ hasText: /^Month$/ })
      .click();
    await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
    await expect(calendar.locator('.fc-daygrid-event', { hasText: 'Physics' }).first()).toBeVisible();
    await expectAccessible(page);

    // A phone gets the week as a list, and nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('radio', { name: 'List' })).toBeChecked();
    await expect(calendar.locator('.fc-list-event', { hasText: 'Physics' }).first()).toContainText('Moved');
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 1400 });

    // Teacher Calendar: Ravi's classes in both batches, and the address for his calendar app.
    await page.goto(`/adminhome?form=TeacherCalender&date=${first}`);
    await page.getByRole('textbox', { name: 'Teacher', exact: true }).click();
    await page.getByRole('option', { name: 'Ravi Iyer' }).click();
    const teacherCalendar = page.getByRole('region', { name: 'Calendar of Ravi Iyer' });
    await expect(teacherCalendar.locator('.fc-timegrid-event', { hasText: 'JEE Morning' })).toContainText(
      '12:00–13:30',
    );
    const neetEvent = teacherCalendar.locator('.fc-timegrid-event', { hasText: 'NEET Evening' });
    await expect(neetEvent).toContainText('18:00–19:00');
    await expectStartsAt(page, neetEvent, first, '18:00');
    const subscribe = page.getByRole('region', { name: 'Subscribe' });
    await expect(subscribe).toContainText('The calendar address is off.');
    await subscribe.getByRole('button', { name: 'Make an address' }).click();
    await expect(subscribe.getByText('A new calendar address is ready.')).toBeVisible();
    const address = await subscribe.getByRole('textbox', { name: 'Calendar address' }).inputValue();
    expect(address).toMatch(new RegExp(`^${E2E.baseUrl}/api/v1/calendar-feeds/[A-Za-z0-9_-]+\\.ics$`));
    const feed = await page.request.get(address);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:JEE Morning: Physics');
    expect(ics).toContain('SUMMARY:NEET Evening: Physics');
    await expectAccessible(page);
    await screenshots(page, 'teacher-calendar');

    // A new address: the old one stops working.
    await subscribe.getByRole('button', { name: 'Make a new address' }).click();
    await page
      .getByRole('dialog', { name: 'Make a new address?' })
      .getByRole('button', { name: 'Make a new address' })
      .click();
    await expect(subscribe.getByRole('textbox', { name: 'Calendar address' })).not.toHaveValue(address);
    expect((await page.request.get(address)).status()).toBe(404);
    await page.setViewportSize({ width: 375, height: 812 });
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 1400 });

    // Upcoming Classes: the two classes two days ahead, by day; a teacher filter kept in the URL.
    await page.goto('/adminhome?form=UpcomingClasses');
    const day = page.getByRole('list', { name: `Classes on ${longShown(first)}` });
    await expect(day.getByRole('listitem')).toHaveCount(2);
    await expect(day.getByRole('listitem').first()).toContainText('12:00–13:30');
    await expect(day.getByRole('listitem').first()).toContainText('JEE Morning · Physics');
    await expect(day.getByRole('listitem').first()).toContainText('Moved');
    await expect(day.getByRole('listitem').nth(1)).toContainText('NEET Evening · Physics');
    // Fewer classes than a page: no "Show more classes", and the screen says the week is all there.
    await expect(page.getByText('That is every class of the next 7 days.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show more classes' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Batch', exact: true }).click();
    await page.getByRole('option', { name: 'NEET Evening (NEET-E)' }).click();
    await expect(page).toHaveURL(new RegExp(`batch=${neet.id}`));
    await expect(day.getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshots(page, 'upcoming-classes');
    await context.close();
  });
});
