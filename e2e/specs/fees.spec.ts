import {
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfDemoOwner,
  pickOption,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn, typed } from '../days.ts';
import { ownBatch } from './fees-setup.ts';

// BatchFees: what a plan is made of. What it bills, and the students who owe, are fees-dues.spec.ts.
test.describe('fees', () => {
  test('a fee head with GST, a plan whose instalments must add up, a head in use kept', async ({
    browser,
  }) => {
    const page = await pageOfDemoOwner(browser);
    await ownBatch(page, 'ROBO-26', 'Robotics club', 'Kabir Menon');

    // A fee head with GST 18 %.
    await page.goto('/adminhome?form=BatchFees&tab=heads');
    await expect(page.getByRole('heading', { name: 'Batch Fees', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Add fee head' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add a fee head' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Robotics kit');
    await dialog.getByRole('textbox', { name: 'SAC code' }).fill('999293');
    await pickOption(page, dialog, 'GST rate', '18 %');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save fee head' }).click();
    await expect(page.getByText('Robotics kit saved.')).toBeVisible();
    const heads = page.getByRole('table', { name: 'Fee heads' });
    await expect(heads.getByRole('row', { name: /Robotics kit/ })).toContainText('999293');
    await expect(heads.getByRole('row', { name: /Robotics kit/ })).toContainText('18 %');
    await expectAccessible(page);
    await screenshots(page, 'fees-heads');
    // The plan's second head: one the institute has, or one made for it.
    const headList = (await (await page.request.get('/api/v1/fee-heads')).json()).data as {
      name: string;
      active: boolean;
    }[];
    let other = headList.find((h) => h.active && h.name !== 'Robotics kit')?.name;
    if (!other) {
      const res = await page.request.post('/api/v1/fee-heads', { data: { name: 'Robotics lab' } });
      expect(res.status(), await res.text()).toBe(201);
      other = 'Robotics lab';
    }

    // A plan for the batch: two heads, three instalments that do not add up, then split equally.
    await page.getByRole('tab', { name: 'Fee plans' }).click();
    await page.getByRole('button', { name: 'Add fee plan' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a fee plan' });
    await dialog.getByRole('textbox', { name: 'Plan name' }).fill('Robotics 2026');
    await pickOption(page, dialog, 'Batch', 'Robotics club (ROBO-26)');
    const row = (name: string) => dialog.getByRole('group', { name });
    await pickOption(page, row('Fee head 1'), 'Fee head', 'Robotics kit');
    await row('Fee head 1').getByRole('textbox', { name: 'Amount' }).fill('5000');
    await dialog.getByRole('button', { name: 'Add fee head' }).click();
    await pickOption(page, row('Fee head 2'), 'Fee head', other);
    await row('Fee head 2').getByRole('textbox', { name: 'Amount' }).fill('₹12,000.50');
    await expect(dialog.getByText('Total: ₹17,000.50')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add instalment' }).click();
    await dialog.getByRole('button', { name: 'Add instalment' }).click();
    const dues = [
      ['Term 1', dayIn(-40), '10000'],
      ['Term 2', dayIn(20), '5000'],
      ['Term 3', dayIn(80), '1000'],
    ] as const;
    for (const [i, [label, day, amount]] of dues.entries()) {
      const instalment = row(`Instalment ${i + 1}`);
      await instalment.getByRole('textbox', { name: 'Label' }).fill(label);
      await instalment.getByRole('textbox', { name: 'Due on' }).fill(typed(day));
      await instalment.getByRole('textbox', { name: 'Amount' }).fill(amount);
    }
    await expect(
      dialog.getByText('The instalments add up to ₹16,000.00: ₹1,000.50 less than the total, ₹17,000.50.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Save fee plan' }).click();
    await expect(
      dialog.getByText('The instalments add up to ₹16,000.00, but the plan’s total is ₹17,000.50.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Split equally' }).click();
    await expect(row('Instalment 1').getByRole('textbox', { name: 'Amount' })).toHaveValue('5666.83');
    await expect(row('Instalment 3').getByRole('textbox', { name: 'Amount' })).toHaveValue('5666.84');
    await expect(dialog.getByText('The instalments add up to the total, ₹17,000.50.')).toBeVisible();
    await expect(dialog.getByText(/^Term 1, due .*: Robotics kit ₹5,000\.00 \+ .* ₹666\.83$/)).toBeVisible();
    await expect(dialog.getByText(/^Term 3, due .*: .* ₹5,666\.84$/)).toBeVisible();
    await dialog.getByRole('radio', { name: 'A fine per day, with a cap' }).check();
    await dialog.getByRole('textbox', { name: 'Fine per day' }).fill('10');
    await dialog.getByRole('textbox', { name: 'Cap per instalment' }).fill('500');
    await expectAccessible(page);
    await screenshots(page, 'fees-plan-form');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Save fee plan' }).click();
    await expect(page.getByText('Robotics 2026 saved.')).toBeVisible();
    // The demo has a plan for every batch: the new one is found by its name.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Robotics');
    const plans = page.getByRole('table', { name: 'Fee plans' });
    const planRow = plans.getByRole('row', { name: /Robotics 2026/ });
    await expect(planRow).toContainText('Robotics club');
    await expect(planRow).toContainText('₹17,000.50');
    // The list shows a plan's summary; its form opens on the plan in full, read again.
    await planRow.getByRole('button', { name: 'Edit Robotics 2026' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Robotics 2026' });
    await expect(row('Instalment 3').getByRole('textbox', { name: 'Label' })).toHaveValue('Term 3');
    await expect(row('Fee head 1').getByRole('textbox', { name: 'Amount' })).toHaveValue('5000');
    await expect(dialog.getByRole('textbox', { name: 'Cap per instalment' })).toHaveValue('500');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expectAccessible(page);
    await screenshots(page, 'fees-plans');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('list', { name: 'Fee plans' })).toContainText('Robotics 2026');
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A head the plan uses cannot be deleted: the server says so, and what to do instead.
    await page.getByRole('tab', { name: 'Fee heads' }).click();
    await page.getByRole('button', { name: 'Delete Robotics kit' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The fee head could not be deleted.')).toBeVisible();
    await expect(
      page.getByText('This fee head is used by a fee plan; make it inactive instead.'),
    ).toBeVisible();
    await expect(heads.getByRole('row', { name: /Robotics kit/ })).toContainText('By a plan');
  });
});
