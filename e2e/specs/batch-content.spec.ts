import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfDemoOwner,
  pageOfNewOwner,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn } from '../days.ts';

// Hours as the institute (Asia/Kolkata, no summer time) counts them.
const hourNow = () =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
/** ISO weekday, Monday 1 … Sunday 7, as slots name them. */
const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

async function call(page: Page, method: 'POST' | 'PUT', url: string, data: object, status = 201) {
  const res = await page.request.fetch(url, { method, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(status);
  return res.json();
}

/**
 * A board, class and subject with two chapters of topics, a batch of them and a weekly Physics class
 * that began 13 days ago (so two classes are behind us), made through the API as a quick set-up.
 */
async function physicsBatch(page: Page) {
  for (const [area, code, name] of [
    ['boards', 'CBSE', 'CBSE'],
    ['classes', 'C11', 'Class 11'],
    ['subjects', 'PHY', 'Physics'],
  ] as const)
    await call(page, 'POST', `/api/v1/${area}`, { code, name });
  const suCode = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('user')!) as { SUCode: string }).SUCode,
  );
  const subject = { suCode, boardCode: 'CBSE', classCode: 'C11', subjectCode: 'PHY', createdBy: 'Admin' };
  for (const [chapterName, topics] of [
    ['Motion', ['Speed', 'Velocity', 'Acceleration']],
    ['Force', ['Newton’s laws']],
  ] as const) {
    const chapter = await call(page, 'POST', '/api/add-chapter', { ...subject, chapterName }, 200);
    for (const topicName of topics)
      await call(
        page,
        'POST',
        '/api/add-topic',
        { ...subject, chapterCode: chapter.ChapterCode, topicName },
        200,
      );
  }
  const choices = await (await page.request.get('/api/v1/batches/choices')).json();
  const centre = await call(page, 'POST', '/api/v1/centres', { CentreCode: 'IND', CentreName: 'Indore' });
  const teacher = await call(page, 'POST', '/api/v1/teachers', {
    name: 'Ravi Iyer',
    email: `ravi.${Date.now()}@school.test`,
    mobile: '9876512345',
    joiningDate: '2024-06-01',
  });
  const physics = choices.subjects[0].id;
  const batch = await call(page, 'POST', '/api/v1/batches', {
    code: 'PHY-11',
    name: 'Physics 11',
    centreId: centre.id,
    capacity: 30,
    startsOn: dayIn(-30),
    boardId: choices.boards[0].id,
    classId: choices.classes[0].id,
    subjectIds: [physics],
  });
  const slot = (fromDate: string, startTime: string, endTime: string) =>
    call(page, 'POST', `/api/v1/batches/${batch.id}/slots`, {
      weekday: isoWeekday(fromDate),
      startTime,
      endTime,
      subjectId: physics,
      teacherId: teacher.id,
      fromDate,
      toDate: dayIn(14),
    });
  await slot(dayIn(-13), '00:00', '00:30');
  return { slot };
}

test.describe('batch content', () => {
  test('plan three topics in order, mark a past class, see 33% in words, bars, chart and plan', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'content');
    const { slot } = await physicsBatch(page);
    // A class later today, not begun yet (when the day has hours left for it), for the refusal.
    const laterToday = hourNow() < 22;
    if (laterToday) await slot(dayIn(0), `${String(hourNow() + 1).padStart(2, '0')}:00`, '23:59');

    await page.goto('/adminhome?form=BatchContent');
    await expect(page.getByText('Choose a batch to see its syllabus plan and coverage.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Batch' }).click();
    await page.getByRole('option', { name: 'Physics 11 (PHY-11)' }).click();
    await expect(page).toHaveURL(/[?&]batch=\d+/);
    await expect(page.getByText('Physics — no topics planned yet')).toBeVisible();
    // An empty bar has no width to see: its value is what counts.
    await expect(page.getByRole('progressbar', { name: 'Physics: 0% of the plan covered' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByRole('img', { name: /coverage per subject: Physics 0%/ })).toBeVisible();

    await page.getByRole('button', { name: 'Plan topics' }).click();
    const editor = page.getByRole('dialog', { name: 'Plan for Physics' });
    await expect(editor.getByText(/does not erase what classes covered/)).toBeVisible();
    await editor.getByRole('button', { name: 'Add whole chapter: Motion' }).click();
    await editor.getByRole('checkbox', { name: 'Velocity' }).uncheck();
    await editor.getByRole('checkbox', { name: 'Newton’s laws' }).check();
    // Newton's laws before Acceleration: moved up with the keyboard, which keeps its button focused.
    const up = editor.getByRole('button', { name: 'Move Newton’s laws up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(up).toBeFocused();
    await expect(editor.getByRole('listitem')).toHaveText([
      /^1\.Speed/,
      /^2\.Newton’s laws/,
      /^3\.Acceleration/,
    ]);
    await expectAccessible(page);
    await editor.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByText('The plan for Physics is saved: 3 topics.')).toBeVisible();
    await expect(page.getByText('Physics — 0 of 3 topics (0%)')).toBeVisible();
    const plan = page.getByRole('table', { name: 'Plan for Physics, in teaching order' });
    await expect(plan.getByRole('row', { name: /Speed/ })).toContainText('Next');
    await expect(plan.getByRole('row', { name: /Speed/ })).toContainText('Not yet');

    // The newest class that has begun: a week ago (the one 13 days back is older).
    const classes = page.getByRole('list', { name: 'Classes of the last 14 days' });
    await expect(classes.getByRole('listitem')).toHaveCount(laterToday ? 3 : 2);
    await classes
      .getByRole('button', { name: /^Mark covered: Physics/ })
      .nth(laterToday ? 1 : 0)
      .click();
    let marking = page.getByRole('dialog', { name: /^What Physics on .* covered$/ });
    await expect(marking.getByRole('checkbox')).toHaveCount(3);
    await marking.getByRole('checkbox', { name: 'Speed' }).check();
    await expectAccessible(page);
    await marking.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Saved what Physics on .* covered: 1 topic\.$/)).toBeVisible();
    await expect(page.getByText('Physics — 1 of 3 topics (33%)')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Physics: 33% of the plan covered' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await expect(page.getByRole('img', { name: /coverage per subject: Physics 33%/ })).toBeVisible();
    await expect(page.getByText('1 of 3 topics covered (33%)')).toBeVisible();
    await expect(plan.getByRole('row', { name: /Speed/ })).not.toContainText('Not yet');
    await expect(plan.getByRole('row', { name: /Newton’s laws/ })).toContainText('Next');

    if (laterToday) {
      await classes
        .getByRole('button', { name: /^Mark covered: Physics/ })
        .first()
        .click();
      marking = page.getByRole('dialog', { name: /^What Physics on .* covered$/ });
      await marking.getByRole('checkbox', { name: 'Acceleration' }).check();
      await marking.getByRole('button', { name: 'Save' }).click();
      await expect(marking.getByRole('alert')).toContainText(
        'A class can be marked covered once it has begun.',
      );
      await marking.getByRole('button', { name: 'Cancel' }).click();
    }

    await expectAccessible(page);
    await screenshots(page, 'batch-content');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByText('Physics — 1 of 3 topics (33%)')).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Edit plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Plan for Physics' })).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page);
  });

  test('the demo institute’s batch B01 shows its plans and coverage', async ({ browser }) => {
    const page = await pageOfDemoOwner(browser);
    const found = await (await page.request.get('/api/v1/batches?q=B01')).json();
    const b01 = found.data.find((b: { code: string }) => b.code === 'B01');
    await page.goto(`/adminhome?form=BatchContent&batch=${b01.id}`);
    await expect(page.getByRole('textbox', { name: 'Batch' })).toHaveValue(`${b01.name} (B01)`);
    await expect(page.getByText(/ — \d+ of \d+ topics \(\d+%\)$/).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /^Bar chart of coverage per subject: / })).toBeVisible();
    // The tab opened is a subject with a plan, whose next topic is marked.
    await expect(page.getByRole('table', { name: /^Plan for .*, in teaching order$/ })).toContainText('Next');
    await expectAccessible(page);
  });
});
