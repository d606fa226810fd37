import type { Page } from '@playwright/test';
import { E2E } from '../env.ts';
import {
  accessibleAtBothWidths,
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfNewOwner,
  pickOption,
  post,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn, shownDay as shown, typed } from '../days.ts';

// The one calendar (issue 63): every kind of booking under one clash rule, on every calendar and feed.

/** A date field: typed as a person types it, then left. */
async function typeDay(page: Page, field: ReturnType<Page['getByRole']>, day: string) {
  await field.fill(typed(day));
  await field.press('Tab');
}

test.describe('one calendar', () => {
  test('a demo class over a batch’s class refused in the timetable’s words; the teacher’s day, calendar (with its key) and iCalendar feed show the class, the demo class and the leave; the class to cover given a free substitute; the institute’s day', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'onecalendar');
    await page.setViewportSize({ width: 1280, height: 1000 });
    const centre = await post(page, '/api/v1/centres', { CentreCode: 'PUN', CentreName: 'Pune Kothrud' });
    const room = await post(page, '/api/v1/rooms', { centreId: centre.id, name: 'Room A' });
    await post(page, '/api/v1/subjects', { code: 'PHY', name: 'Physics' });
    const physics = (await (await page.request.get('/api/v1/batches/choices')).json()).subjects[0].id;
    const teacher = (name: string, mobile: string) =>
      post(page, '/api/v1/teachers', {
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@school.test`,
        mobile,
        joiningDate: '2024-06-01',
      });
    const ravi = await teacher('Ravi Iyer', '9876512345');
    const sana = await teacher('Sana Sheikh', '9876512346');
    // Sana teaches Physics too: the substitute a class of Ravi's may be offered.
    const me = await (await page.request.get('/api/v1/session')).json();
    await post(page, '/api/v1/boards', { code: 'CBSE', name: 'CBSE' });
    await post(page, '/api/v1/classes', { code: 'XII', name: 'Class 12' });
    const subject = await page.request.post('/api/insert-teacher-subject', {
      data: {
        SUCode: me.SUCode,
        EmailID: me.EmailID,
        CreatedBy: 'Admin',
        TeacherID: sana.id,
        BoardCode: 'CBSE',
        ClassCode: 'XII',
        SubjectCode: 'PHY',
        CreaterSUCode: me.SUCode,
        CreaterFormName: 'Panels',
        CreaterEmailID: me.EmailID,
      },
    });
    expect(subject.ok(), await subject.text()).toBe(true);
    const jee = await post(page, '/api/v1/batches', {
      code: 'JEE-M',
      name: 'JEE Morning',
      centreId: centre.id,
      capacity: 30,
      startsOn: dayIn(0),
      endsOn: dayIn(55),
      subjectIds: [physics],
    });
    // One class, three days ahead: Ravi teaches JEE Morning 16:00–17:00 in Room A.
    const day = dayIn(3);
    await post(page, `/api/v1/batches/${jee.id}/slots`, {
      weekday: new Date(`${day}T00:00:00Z`).getUTCDay() || 7,
      startTime: '16:00',
      endTime: '17:00',
      subjectId: physics,
      teacherId: ravi.id,
      roomId: room.id,
      fromDate: day,
      toDate: day,
    });

    // A demo class over the batch's class: refused, naming the class in the timetable's words.
    await page.goto('/adminhome?form=DemoClassManagementSystem');
    await page.getByRole('button', { name: 'Schedule a demo class' }).click();
    const demo = page.getByRole('dialog', { name: 'Schedule a demo class' });
    await pickOption(page, demo, 'Subject', 'Physics');
    await pickOption(page, demo, 'Teacher', 'Ravi Iyer');
    await typeDay(page, demo.getByRole('textbox', { name: 'Date' }), day);
    await pickOption(page, demo, 'Centre', 'Pune Kothrud');
    await demo.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(
      demo
        .getByText(`Ravi Iyer is already teaching JEE Morning (Physics) on ${shown(day)}, 16:00–17:00.`)
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'one-calendar-demo-refused');
    // An hour later it is free.
    await demo.getByLabel('Starts at').fill('17:00');
    await demo.getByLabel('Ends at').fill('18:00');
    await demo.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(
      page.getByText('The Physics demo class is scheduled. Invite enquiries to it.'),
    ).toBeVisible();

    // Ravi's leave, recorded from Time Allocation's To cover: his class then goes to cover.
    await page.goto('/adminhome?form=TimeAllocation&view=to-cover');
    await expect(page.getByText('No class needs covering in the next four weeks.')).toBeVisible();
    await page.getByRole('button', { name: 'Record leave' }).click();
    const leave = page.getByRole('dialog', { name: 'Record a teacher’s leave' });
    await pickOption(page, leave, 'Teacher', 'Ravi Iyer');
    await leave.getByRole('textbox', { name: 'Reason' }).fill('Doctor’s appointment');
    await leave.getByRole('checkbox', { name: 'Only some hours of one day' }).check();
    await typeDay(page, leave.getByRole('textbox', { name: 'First day' }), day);
    await leave.getByLabel('From').fill('15:00');
    await leave.getByLabel('Until').fill('16:30');
    await expectAccessible(page);
    await leave.getByRole('button', { name: 'Record leave' }).click();
    await expect(page.getByText('Leave recorded for Ravi Iyer.', { exact: false })).toBeVisible();
    const toCover = page.getByRole('list', { name: 'Classes to cover' });
    await expect(toCover.getByRole('listitem')).toHaveCount(1);
    await expect(toCover.getByRole('listitem')).toContainText('JEE Morning (Physics)');
    await expect(toCover.getByRole('listitem')).toContainText(`${shown(day)}, 16:00–17:00`);

    // The teacher's day, in order, and the calendar with its key, in the institute's time.
    await page.goto(`/adminhome?form=TeacherCalender&teacher=${ravi.id}&date=${day}`);
    await typeDay(page, page.getByRole('textbox', { name: 'Day', exact: true }), day);
    const myDay = page.getByRole('list', { name: 'Day of Ravi Iyer' });
    await expect(myDay.getByRole('listitem')).toHaveCount(3);
    await expect(myDay.getByRole('listitem').nth(0)).toContainText('15:00–16:30');
    await expect(myDay.getByRole('listitem').nth(0)).toContainText('Doctor’s appointment');
    await expect(myDay.getByRole('listitem').nth(1)).toContainText('16:00–17:00');
    await expect(myDay.getByRole('listitem').nth(1)).toContainText('JEE Morning (Physics)');
    await expect(myDay.getByRole('listitem').nth(1)).toContainText('To cover');
    await expect(myDay.getByRole('listitem').nth(2)).toContainText('17:00–18:00');
    await expect(myDay.getByRole('listitem').nth(2)).toContainText('Demo class');
    const calendar = page.getByRole('region', { name: 'Calendar of Ravi Iyer' });
    const legend = page.getByRole('list', { name: 'What the colours mean' });
    await expect(legend.getByRole('listitem')).toHaveText([
      'Class',
      'Demo class',
      'Exam',
      'Event',
      'Leave',
      'Holiday',
    ]);
    const classEvent = calendar.locator('.fc-timegrid-event', { hasText: 'JEE Morning' });
    await expect(classEvent).toContainText('16:00–17:00 · Class');
    await expect(classEvent).toContainText('To cover');
    await expect(calendar.locator('.fc-timegrid-event', { hasText: 'Demo class: Physics' })).toContainText(
      '17:00–18:00',
    );
    await expect(calendar.locator('.fc-timegrid-event', { hasText: 'Leave' })).toContainText('15:00–16:30');
    // Each kind in its own colour.
    const colourOf = (text: string) =>
      calendar
        .locator('.fc-timegrid-event', { hasText: text })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const colours = [await colourOf('JEE Morning'), await colourOf('Demo class'), await colourOf('Leave')];
    expect(new Set(colours).size).toBe(3);
    await expectAccessible(page);
    await screenshots(page, 'one-calendar-teacher');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(calendar.locator('.fc-list-event', { hasText: 'Demo class: Physics' })).toBeVisible();
    await expect(calendar.locator('.fc-list-event', { hasText: 'JEE Morning' })).toContainText('To cover');
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 1000 });

    // The teacher's iCalendar feed carries all three.
    const subscribe = page.getByRole('region', { name: 'Subscribe' });
    await subscribe.getByRole('button', { name: 'Make an address' }).click();
    const address = await subscribe.getByRole('textbox', { name: 'Calendar address' }).inputValue();
    expect(address.startsWith(E2E.baseUrl)).toBe(true);
    const ics = await (await page.request.get(address)).text();
    expect(
      ics
        .match(/^SUMMARY:.*$/gm)
        ?.map((line) => line.trim())
        .sort(),
    ).toEqual([
      'SUMMARY:Demo class: Physics',
      'SUMMARY:JEE Morning: Physics',
      'SUMMARY:Leave: Doctor’s appointment',
    ]);

    // Someone takes Sana's hour meanwhile: assigning her is refused in the clash rule's words, and she
    // is no longer offered; when the meeting goes, she is offered again and takes the class.
    await page.goto('/adminhome?form=TimeAllocation&view=to-cover');
    const item = page.getByRole('list', { name: 'Classes to cover' }).getByRole('listitem');
    await pickOption(page, item, 'Substitute for JEE Morning (Physics)', 'Sana Sheikh');
    const meeting = await post(page, '/api/v1/bookings', {
      kind: 'event',
      title: 'Staff meeting',
      date: day,
      startTime: '16:00',
      endTime: '17:00',
      teacherId: sana.id,
    });
    await item.getByRole('button', { name: 'Assign' }).click();
    await expect(
      page.getByText(`Sana Sheikh is already at Staff meeting on ${shown(day)}, 16:00–17:00.`),
    ).toBeVisible();
    await expect(item).toContainText('No teacher of this subject is free then.');
    await expectAccessible(page);
    expect((await page.request.delete(`/api/v1/bookings/${meeting.id}`)).status()).toBe(200);
    await page.reload();
    await pickOption(page, item, 'Substitute for JEE Morning (Physics)', 'Sana Sheikh');
    await item.getByRole('button', { name: 'Assign' }).click();
    await expect(
      page.getByText(`Sana Sheikh will take JEE Morning (Physics) on ${shown(day)}, 16:00–17:00.`),
    ).toBeVisible();
    await expect(page.getByText('No class needs covering in the next four weeks.')).toBeVisible();
    await accessibleAtBothWidths(page);
    await screenshots(page, 'one-calendar-to-cover');

    // The institute's day: every kind, and a holiday the day after.
    const holidayDay = dayIn(4);
    await post(page, '/api/v1/holidays', { name: 'Founders’ Day', fromDate: holidayDay, toDate: holidayDay });
    await page.goto(`/adminhome?form=TimeAllocation&view=calendar&date=${day}`);
    const institute = page.getByRole('region', { name: 'Calendar of The whole institute' });
    await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked();
    await expect(
      institute.locator('.fc-timegrid-event', { hasText: 'Class: JEE Morning (Physics)' }),
    ).toContainText('Sana Sheikh');
    await expect(institute.locator('.fc-timegrid-event', { hasText: 'Demo class: Physics' })).toBeVisible();
    await expect(institute.locator('.fc-timegrid-event', { hasText: 'Leave' })).toContainText('Ravi Iyer');
    await expectAccessible(page);
    await screenshots(page, 'one-calendar-institute-day');
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(institute.locator('.fc-event', { hasText: 'Holiday: Founders’ Day' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(institute.locator('.fc-list-event', { hasText: 'Holiday: Founders’ Day' })).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page);
  });

  test('a day with more bookings than a page: the institute’s calendar shows the first 25 by start, says how many more, and shows the next on asking', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'bigday');
    await page.setViewportSize({ width: 1280, height: 1000 });
    const centre = await post(page, '/api/v1/centres', { CentreCode: 'PUN', CentreName: 'Pune Kothrud' });
    const room = await post(page, '/api/v1/rooms', { centreId: centre.id, name: 'Hall' });
    // 26 ten-minute meetings in one hall, from 07:00: one more than a page.
    const day = dayIn(2);
    const at = (minutes: number) =>
      `${String(7 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    for (let n = 0; n < 26; n += 1)
      await post(page, '/api/v1/bookings', {
        kind: 'event',
        title: `Meeting ${n + 1}`,
        date: day,
        startTime: at(n * 10),
        endTime: at(n * 10 + 10),
        roomId: room.id,
      });
    await page.goto(`/adminhome?form=TimeAllocation&view=calendar&date=${day}`);
    const institute = page.getByRole('region', { name: 'Calendar of The whole institute' });
    await expect(institute.locator('.fc-timegrid-event', { hasText: 'Meeting 25' })).toBeVisible();
    const heldBack = page.getByText(
      'Showing the first 25 bookings of this period by start time, with 1 more after them.',
    );
    await expect(heldBack).toBeVisible();
    await expect(institute.locator('.fc-timegrid-event', { hasText: 'Meeting 26' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'one-calendar-big-day');
    await page.getByRole('button', { name: 'Show the next 1' }).click();
    await expect(institute.locator('.fc-timegrid-event', { hasText: 'Meeting 26' })).toBeVisible();
    await expect(heldBack).toHaveCount(0);
    // A phone: the list, a page at a time too.
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(heldBack).toBeVisible();
    await expect(institute.locator('.fc-list-event', { hasText: 'Meeting 25' })).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page);
  });
});
