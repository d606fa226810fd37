import {
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfNewOwner,
  screenshots,
  test,
} from '../fixtures.ts';
import { institute } from './attendance-setup.ts';

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
