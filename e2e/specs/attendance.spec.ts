import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { E2E } from '../env.ts';
import {
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfNewOwner,
  pickOption,
  post,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn } from '../days.ts';

const SIZE = 60;
const ABSENT = [3, 17, 42];
const LATE = 8;

/** The absence emails the mail sink received for `to` (the family also had its admission's). */
const absenceMail = async (to: string) =>
  (
    (await (
      await fetch(`http://127.0.0.1:${E2E.sinkHttpPort}/messages?to=${encodeURIComponent(to)}`)
    ).json()) as {
      raw: string;
    }[]
  ).filter((m) => m.raw.includes('was absent'));

/** An institute with a Physics batch of SIZE students (guardians by email) and two classes today. */
async function institute(page: Page) {
  const stamp = Date.now();
  const centre = await post(page, '/api/v1/centres', { CentreCode: 'AND', CentreName: 'Andheri' });
  await post(page, '/api/v1/subjects', { code: 'PHY', name: 'Physics' });
  await post(page, '/api/v1/subjects', { code: 'CHE', name: 'Chemistry' });
  const subjects = (await (await page.request.get('/api/v1/batches/choices')).json()).subjects as {
    id: number;
    name: string;
  }[];
  const teacher = await post(page, '/api/v1/teachers', {
    name: 'Ravi Iyer',
    email: `ravi.${stamp}@school.test`,
    mobile: '9876512345',
    joiningDate: '2024-06-01',
  });
  const batch = await post(page, '/api/v1/batches', {
    code: 'JEE-M',
    name: 'JEE Morning',
    centreId: centre.id,
    capacity: 80,
    startsOn: dayIn(-30),
    subjectIds: subjects.map((s) => s.id),
  });
  const students: { id: number; name: string; email: string }[] = [];
  for (let i = 1; i <= SIZE; i++) {
    const name = `Pupil ${String(i).padStart(2, '0')}`;
    // Only the families this journey reads have email: sixty admission emails would use the
    // organisation's minute of sending (MESSAGE_RATE_PER_MINUTE) before the absence alerts.
    const email = i <= 2 || ABSENT.includes(i) ? `guardian${i}.${stamp}@family.test` : '';
    const admitted = await post(page, '/api/v1/students', {
      name,
      centreId: centre.id,
      guardians: [
        {
          relation: 'mother',
          name: `Mother ${i}`,
          mobile: `98${String(20_000_000 + i)}`,
          email,
          primary: true,
        },
      ],
    });
    students.push({ id: admitted.id, name, email });
  }
  await post(
    page,
    `/api/v1/batches/${batch.id}/students`,
    {
      studentIds: students.map((s) => s.id),
      fromDate: dayIn(-10),
      feePlanId: null,
    },
    200,
  );
  const today = dayIn(0);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  for (const [subject, start, end] of [
    [subjects[0]!, '00:00', '00:05'],
    [subjects[1]!, '00:10', '00:15'],
  ] as const)
    await post(page, `/api/v1/batches/${batch.id}/slots`, {
      weekday,
      startTime: start,
      endTime: end,
      subjectId: subject.id,
      teacherId: teacher.id,
      fromDate: today,
      toDate: today,
    });
  // The alert goes at once (no wait for a correction), so that the sink has it.
  const settings = await (await page.request.get('/api/v1/attendance/settings')).json();
  const saved = await page.request.put('/api/v1/attendance/settings', {
    data: { ...settings, alertDelayMinutes: 0 },
  });
  expect(saved.status()).toBe(200);
  return { students };
}

test.describe('attendance', () => {
  test('a 60-student register marked with the keyboard alone; the absent students’ families get one email each; a phone marks by tapping', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { page } = await pageOfNewOwner(browser, 'attendance');
    const { students } = await institute(page);

    await page.goto('/adminhome?form=Attendance');
    await expect(page.getByRole('heading', { name: 'Attendance', exact: true })).toBeVisible();
    await expect(page.getByText('Not marked yet')).toHaveCount(2);
    // Both classes have ended unmarked: the coordinator's list has them.
    const unmarked = page.getByRole('region', { name: 'Registers not marked' });
    await expect(unmarked.getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);
    await screenshots(page, 'attendance-day');

    await page.getByRole('button', { name: 'Mark the register of JEE Morning Physics' }).click();
    const grid = page.getByRole('grid', { name: 'Register of JEE Morning · Physics' });
    await expect(grid.getByRole('row')).toHaveCount(SIZE + 1);
    await expect(page.getByText(`${SIZE} present · 0 absent · ${SIZE} in all`)).toBeVisible();

    // Keyboard only: Tab into the grid, a letter for who is not Present, ↓ to the next student.
    const started = Date.now();
    await grid.getByRole('gridcell').first().focus();
    for (let i = 1; i <= SIZE; i++) {
      if (ABSENT.includes(i)) await page.keyboard.press('a');
      if (i === LATE) {
        await page.keyboard.press('l');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.type('12');
        await page.keyboard.press('Enter');
        await page.keyboard.press('ArrowLeft');
        continue;
      }
      if (i < SIZE) await page.keyboard.press('ArrowDown');
    }
    await expect(page.getByText(`${SIZE - ABSENT.length} present · ${ABSENT.length} absent`)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save register' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Register saved. 3 families will be told of the absence.')).toBeVisible();
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(30);
    console.log(`attendance: ${SIZE} students marked and saved by keyboard in ${seconds.toFixed(1)} s`);
    const late = grid.getByRole('row', { name: /Pupil 08/ });
    await expect(late.getByRole('gridcell').nth(0)).toHaveAttribute('data-code', 'L');
    await expect(late.getByRole('gridcell').nth(1)).toHaveText('12');
    await expectAccessible(page);
    await screenshots(page, 'attendance-register');

    // One email to each absent student's guardian; saving again sends nothing more.
    const absentee = students[ABSENT[0]! - 1]!;
    await expect.poll(async () => (await absenceMail(absentee.email)).length, { timeout: 30_000 }).toBe(1);
    expect((await absenceMail(absentee.email))[0]!.raw).toContain(`Subject: ${absentee.name} was absent on`);
    await page.getByRole('button', { name: 'Save register' }).click();
    await expect(page.getByText('Register saved.', { exact: true })).toBeVisible();
    expect(await absenceMail(students[0]!.email)).toEqual([]);
    expect(await absenceMail(absentee.email)).toHaveLength(1);

    await page.goto('/adminhome?form=Messages');
    await page.getByRole('tab', { name: 'Delivery log' }).click();
    const log = page.getByRole('table', { name: 'Delivery log' });
    await expect(
      log.getByRole('row').filter({ hasText: absentee.email }).getByText('Sent', { exact: true }),
    ).toBeVisible();

    // A phone: tap a student's mark to change it, and save.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/adminhome?form=Attendance');
    // Physics is marked now: only Chemistry is left on the list.
    await expect(
      page.getByRole('region', { name: 'Registers not marked' }).getByRole('listitem'),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Mark the register of JEE Morning Chemistry' }).click();
    const phoneGrid = page.getByRole('grid', { name: 'Register of JEE Morning · Chemistry' });
    const second = phoneGrid
      .getByRole('row', { name: /Pupil 02/ })
      .getByRole('gridcell')
      .first();
    await second.click();
    await expect(second).toHaveAttribute('data-code', 'A');
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'Save register' }).click();
    await expect(page.getByText('Register saved. 1 family will be told of the absence.')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'attendance-phone');
    await page.context().close();
  });

  test('reports: the month’s register grid prints and downloads, the students below the line, a student’s month; an old register asks a manager why', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { page } = await pageOfNewOwner(browser, 'attendance-reports');
    const centre = await post(page, '/api/v1/centres', { CentreCode: 'BAN', CentreName: 'Bandra' });
    await post(page, '/api/v1/subjects', { code: 'MAT', name: 'Maths' });
    const [maths] = (await (await page.request.get('/api/v1/batches/choices')).json()).subjects as {
      id: number;
    }[];
    const teacher = await post(page, '/api/v1/teachers', {
      name: 'Meera Rao',
      email: `meera.${Date.now()}@school.test`,
      mobile: '9876512346',
      joiningDate: '2024-06-01',
    });
    const batch = await post(page, '/api/v1/batches', {
      code: 'NEET-E',
      name: 'NEET Evening',
      centreId: centre.id,
      capacity: 40,
      startsOn: dayIn(-30),
      subjectIds: [maths!.id],
    });
    const names = ['Aarav Shah', 'Bina Das', 'Chirag Jain', 'Divya Nair'];
    const ids: number[] = [];
    for (const [i, name] of names.entries())
      ids.push(
        (
          await post(page, '/api/v1/students', {
            name,
            centreId: centre.id,
            guardians: [
              {
                relation: 'father',
                name: `Parent ${i}`,
                mobile: `98${30_000_000 + i}`,
                email: '',
                primary: true,
              },
            ],
          })
        ).id,
      );
    await post(
      page,
      `/api/v1/batches/${batch.id}/students`,
      { studentIds: ids, fromDate: dayIn(-20), feePlanId: null },
      200,
    );
    // Three classes marked: Divya absent at all three, Chirag at two, Bina late once.
    const marked: [number, string[]][] = [
      [-10, ['P', 'P', 'A', 'A']],
      [-2, ['P', 'L', 'A', 'A']],
      [-1, ['P', 'P', 'P', 'A']],
    ];
    const sessions: number[] = [];
    for (const [offset, codes] of marked) {
      const day = dayIn(offset);
      await post(page, `/api/v1/batches/${batch.id}/slots`, {
        weekday: new Date(`${day}T00:00:00Z`).getUTCDay() || 7,
        startTime: '00:00',
        endTime: '00:05',
        subjectId: maths!.id,
        teacherId: teacher.id,
        fromDate: day,
        toDate: day,
      });
      const list = await (await page.request.get(`/api/v1/attendance/day?day=${day}`)).json();
      const sessionId = list.registers.find((r: { batchId: number }) => r.batchId === batch.id).sessionId;
      sessions.push(sessionId);
      const saved = await page.request.put('/api/v1/attendance/register', {
        data: {
          sessionId,
          batchId: batch.id,
          day,
          reason: 'Entered from the paper register',
          marks: ids.map((studentId, i) => ({
            studentId,
            code: codes[i],
            lateMinutes: codes[i] === 'L' ? 5 : null,
          })),
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }

    await page.goto('/adminhome?form=Attendance');
    await page.locator('label', { hasText: 'Reports' }).click();
    await expect(page.getByRole('radio', { name: 'Reports' })).toBeChecked();
    await expect(page.getByText('Pick a batch to see its register grid')).toBeVisible();
    await pickOption(page, page, 'Batch', 'NEET Evening');
    // The month of yesterday's class (this month but on the 1st).
    await page.getByLabel('Month', { exact: true }).selectOption(dayIn(-1).slice(0, 7));

    const grid = page.getByRole('table', { name: /Register of NEET Evening/ });
    const divya = grid.getByRole('row', { name: /Divya Nair/ });
    await expect(divya.getByRole('cell').last()).toHaveText('0%');
    await expect(
      grid
        .getByRole('row', { name: /Aarav Shah/ })
        .getByRole('cell')
        .last(),
    ).toHaveText('100%');

    // Below 75% (the setting): Divya 0 of 3, Chirag 1 of 3, lowest first.
    const below = page.getByRole('table', { name: 'Below 75%' });
    await expect(below.getByRole('row')).toHaveCount(3);
    await expect(below.getByRole('row').nth(1)).toContainText('Divya Nair');
    await expect(below.getByRole('row').nth(2)).toContainText('33.3%');
    await expect(page.getByText('How this is counted').first()).toBeVisible();

    // The chart of the batch over time, with its table beside it.
    await expect(page.getByRole('img', { name: /Attendance of NEET Evening by day/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Attendance over time' }).getByRole('row')).toHaveCount(4);
    await expectAccessible(page);
    await screenshots(page, 'attendance-reports');

    // The grid's CSV.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Download Register of NEET Evening.* as CSV/ }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(download.suggestedFilename()).toMatch(/^attendance-NEET-E-\d{4}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv).toMatch(/"Divya Nair","[^"]+",.*"A",.*"0","[23]","0"\r\n/);

    // Printing shows the register alone.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Below 75%' })).toBeHidden();
    await expect(grid).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // A student's month, from the list below the line.
    await below.getByRole('button', { name: 'Attendance of Divya Nair' }).click();
    const drawer = page.getByRole('dialog', { name: 'Attendance: Divya Nair' });
    await expect(drawer.getByText('0 of 3').first()).toBeVisible();
    await expect(drawer.getByText('Below the line of 75%.')).toBeVisible();
    const yesterday = Number(dayIn(-1).slice(8));
    await expect(drawer.getByRole('cell', { name: new RegExp(`^${yesterday} .*: A$`) })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'attendance-student');
    await page.keyboard.press('Escape');

    // A phone: the grid scrolls inside its frame, the page does not.
    await page.setViewportSize({ width: 375, height: 812 });
    await noSidewaysScroll(page);
    await expectAccessible(page);

    // A register older than the freeze (7 days): a manager sees the box for the reason.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/adminhome?form=Attendance&day=${dayIn(-10)}&session=${sessions[0]}`);
    await expect(page.getByRole('textbox', { name: 'Reason for the change' })).toBeVisible();
    await expect(page.getByText(/Say why you are changing it/)).toBeVisible();
    await page.context().close();
  });
});
