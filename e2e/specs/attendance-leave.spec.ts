import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfNewOwner,
  post,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn } from '../days.ts';

/** A batch of three students seated ten days ago, with a Physics class today that has begun. */
async function institute(page: Page) {
  const stamp = Date.now();
  const centre = await post(page, '/api/v1/centres', { CentreCode: 'BAN', CentreName: 'Bandra' });
  await post(page, '/api/v1/subjects', { code: 'PHY', name: 'Physics' });
  const subjects = (await (await page.request.get('/api/v1/batches/choices')).json()).subjects as {
    id: number;
  }[];
  const teacher = await post(page, '/api/v1/teachers', {
    name: 'Ravi Iyer',
    email: `ravi.${stamp}@school.test`,
    mobile: '9876512345',
    joiningDate: '2024-06-01',
  });
  const batch = await post(page, '/api/v1/batches', {
    code: 'NEET-E',
    name: 'NEET Evening',
    centreId: centre.id,
    capacity: 40,
    startsOn: dayIn(-30),
    subjectIds: subjects.map((s) => s.id),
  });
  const students: { id: number; name: string }[] = [];
  for (const name of ['Asha Rao', 'Bala Nair', 'Chandu Patil']) {
    const admitted = await post(page, '/api/v1/students', {
      name,
      centreId: centre.id,
      guardians: [{ relation: 'mother', name: `Mother of ${name}`, mobile: '9820012345', primary: true }],
    });
    students.push({ id: admitted.id, name });
  }
  await post(
    page,
    `/api/v1/batches/${batch.id}/students`,
    { studentIds: students.map((s) => s.id), fromDate: dayIn(-10), feePlanId: null },
    200,
  );
  const today = dayIn(0);
  await post(page, `/api/v1/batches/${batch.id}/slots`, {
    weekday: new Date(`${today}T00:00:00Z`).getUTCDay() || 7,
    startTime: '00:00',
    endTime: '00:05',
    subjectId: subjects[0]!.id,
    teacherId: teacher.id,
    fromDate: today,
    toDate: today,
  });
  return { students };
}

test.describe('attendance: leave asked for in advance', () => {
  test('leave asked at the desk from the profile and by a guardian’s message, approved, starts the register on Leave', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { page } = await pageOfNewOwner(browser, 'attendance-leave');
    const { students } = await institute(page);
    const [asha, bala] = students;

    // From Asha's profile: the desk asks, and (a manager) approves at once.
    await page.goto(`/adminhome?form=StudentProfile&student=${asha!.id}`);
    await page.getByRole('link', { name: 'Ask for leave' }).click();
    const form = page.getByRole('dialog', { name: 'Ask for a student’s leave' });
    await expect(form.getByRole('textbox', { name: 'Student' })).toHaveValue(asha!.name);
    await form.getByRole('textbox', { name: 'Reason' }).fill('Family wedding in Nashik');
    await expect(form.getByRole('checkbox', { name: 'Approve now' })).toBeChecked();
    await form.getByRole('button', { name: 'Save the request' }).click();
    await expect(page.getByText(`Leave approved for ${asha!.name}.`)).toBeVisible();

    // A guardian's message for Bala, taken at the Leave view: requested first, then approved.
    await page.getByRole('button', { name: 'Ask for leave' }).click();
    const second = page.getByRole('dialog', { name: 'Ask for a student’s leave' });
    await second.getByRole('textbox', { name: 'Student' }).fill('Bala');
    await page.getByRole('option', { name: new RegExp(bala!.name) }).click();
    await second.getByRole('textbox', { name: 'Reason' }).fill('Fever, the doctor said rest');
    await second.getByRole('radio', { name: 'By a guardian’s message' }).check();
    await second.getByRole('checkbox', { name: 'Approve now' }).uncheck();
    await second.getByRole('button', { name: 'Save the request' }).click();
    await expect(page.getByText(`Leave asked for ${bala!.name}.`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Leave asked for' });
    const balaRow = table.getByRole('row', { name: new RegExp(bala!.name) });
    await expect(balaRow.getByText('Requested')).toBeVisible();
    await expect(balaRow.getByText('By a guardian’s message')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'attendance-leave', page.getByRole('region', { name: 'Leave asked for' }));
    await noSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await table.getByRole('button', { name: `Approve the leave of ${bala!.name}` }).click();
    await expect(page.getByText(`Leave of ${bala!.name}: Approved.`)).toBeVisible();

    // Today's register starts both on Leave, saying why; Bala came after all.
    await page.locator('label', { hasText: 'Registers' }).click();
    await page.getByRole('button', { name: 'Mark the register of NEET Evening Physics' }).click();
    const grid = page.getByRole('grid', { name: 'Register of NEET Evening · Physics' });
    await expect(page.getByText('students on approved leave start on Leave')).toBeVisible();
    await expect(grid.getByText('On leave: Family wedding in Nashik')).toBeVisible();
    await expect(grid.getByText('On leave: Fever, the doctor said rest')).toBeVisible();
    await expect(page.getByText('1 present · 2 absent · 3 in all')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'attendance-leave-register', grid);
    await page.setViewportSize({ width: 1280, height: 800 });
    const balaCell = grid
      .getByRole('row', { name: new RegExp(bala!.name) })
      .getByRole('gridcell')
      .first();
    await balaCell.focus();
    await page.keyboard.press('p');
    await expect(page.getByText('2 present · 1 absent · 3 in all')).toBeVisible();
    await page.getByRole('button', { name: 'Save register' }).click();
    await expect(page.getByText('Register saved.')).toBeVisible();
  });
});
