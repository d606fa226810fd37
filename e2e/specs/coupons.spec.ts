import {
  accessibleAtBothWidths,
  expect,
  pageOfDemoOwner,
  pickOption,
  post,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn, typed } from '../days.ts';
import { ownBatch, planOfOneHead, seatOnPlan } from './fees-setup.ts';

// SpecialCoupon: a coupon made on its screen is redeemed on a student's statement (Pending Fees);
// an expired or used-up code says why on the code field; then the family is reminded of the rest.
test.describe('coupons', () => {
  test('a coupon made for a batch takes its share off a statement once; refusals say why; the family is reminded', async ({
    browser,
  }) => {
    const page = await pageOfDemoOwner(browser);
    const { batch, student } = await ownBatch(page, 'QUIZ-26', 'Quiz club', 'Tara Menon');
    const plan = await planOfOneHead(page, batch, 'Quiz club fee', 'Quiz 2026', [
      { label: 'Half 1', dueOn: dayIn(-10), amount: 600_000 },
      { label: 'Half 2', dueOn: dayIn(30), amount: 600_000 },
    ]);
    await seatOnPlan(page, batch, student, dayIn(-30), plan);
    // A code that ended yesterday.
    await post(page, '/api/v1/coupons', {
      code: 'QUIZ-OLD',
      kind: 'flat',
      value: 50_000,
      validFrom: dayIn(-30),
      validTo: dayIn(-1),
    });

    // The screen: nothing upcoming yet, then a 10 % coupon for this batch, usable once in all.
    await page.goto('/adminhome?form=SpecialCoupon');
    await expect(page.getByRole('heading', { name: 'Special Coupons', level: 2 })).toBeVisible();
    await page.getByRole('combobox', { name: 'State' }).selectOption('upcoming');
    await expect(page.getByText('No coupon matches this search.')).toBeVisible();
    await page.getByRole('combobox', { name: 'State' }).selectOption('');
    await page.getByRole('button', { name: 'Add coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a coupon' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('quiz-10');
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue('QUIZ-10');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Ten per cent for the quiz club');
    await dialog.getByRole('textbox', { name: 'Percentage' }).fill('10');
    await dialog.getByRole('textbox', { name: 'Valid to' }).fill(typed(dayIn(30)));
    await dialog.getByRole('textbox', { name: 'Uses in all' }).fill('1');
    await pickOption(page, dialog, 'Only for these batches', `${batch.name} (${batch.code})`);
    await page.keyboard.press('Escape');
    await screenshots(page, 'coupons-form');
    await accessibleAtBothWidths(page);
    await dialog.getByRole('button', { name: 'Save coupon' }).click();
    await expect(page.getByText('Coupon QUIZ-10 added.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('QUIZ');
    const list = page.getByRole('table', { name: 'Coupons' });
    const made = list.getByRole('row', { name: /QUIZ-10/ });
    await expect(made).toContainText('10 %');
    await expect(made).toContainText('0 of 1');
    await expect(made).toContainText(`Batches: ${batch.name}`);
    await expect(list.getByRole('row', { name: /QUIZ-OLD/ })).toContainText('Any');
    await screenshots(page, 'coupons-list');
    await accessibleAtBothWidths(page);

    // The statement: an expired code is refused on its field; the new one takes 10 % off.
    await page.goto('/adminhome?form=PendingFees');
    await pickOption(page, page, 'Batch', `${batch.name} (${batch.code})`);
    const owing = page.getByRole('table', { name: 'Students who owe' });
    const row = owing.getByRole('row', { name: new RegExp(student.name) });
    await row.getByRole('button', { name: `Statement of ${student.name}` }).click();
    const drawer = page.getByRole('dialog', {
      name: `Statement of ${student.name} (${student.admissionNumber})`,
    });
    await drawer.getByRole('button', { name: 'Apply coupon' }).click();
    const apply = drawer.getByRole('form', { name: 'Apply a coupon' });
    const code = apply.getByRole('textbox', { name: 'Coupon code' });
    await code.fill('quiz-old');
    await apply.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(apply.getByText('The coupon could not be applied.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(apply.getByText(/^This coupon expired on /).first()).toBeVisible();
    await screenshots(page, 'coupons-refused');
    await accessibleAtBothWidths(page);
    await code.fill('QUIZ-10');
    await apply.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(drawer.getByText(`Coupon QUIZ-10 applied: ₹1,200.00 off ${batch.name}.`)).toBeVisible();
    const totals = drawer.getByRole('group', { name: 'Totals' });
    await expect(totals).toContainText('Concession₹1,200.00');
    await expect(totals).toContainText('Balance₹10,800.00');
    const concession = drawer.getByRole('list', { name: 'Concessions' }).getByRole('listitem');
    await expect(concession).toContainText(`Coupon, 10 % on ${batch.name}: ₹1,200.00 off`);
    await expect(concession).toContainText('Coupon QUIZ-10');
    await screenshots(page, 'coupons-applied');

    // Used once, as it allows: the next try says so.
    await drawer.getByRole('button', { name: 'Apply coupon' }).click();
    await apply.getByRole('textbox', { name: 'Coupon code' }).fill('QUIZ-10');
    await apply.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(apply.getByText(/as many times as it allows\.$/).first()).toBeVisible();
    await apply.getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Reminding the family: choose the student, send, and be told what happened.
    const send = page.getByRole('button', { name: /^Send reminder/ });
    await expect(send).toBeDisabled();
    await row.getByRole('checkbox', { name: `Choose ${student.name}` }).check();
    await expect(page.getByRole('checkbox', { name: 'All on this page' })).toBeChecked();
    await expect(send).toHaveText('Send reminder (1)');
    await screenshots(page, 'fees-remind');
    await accessibleAtBothWidths(page);
    await send.click();
    // Then each channel it did not leave on, with why (issue 65: say what really happened).
    await expect(page.getByText(/^Reminded 1 family \(\d+ messages?\)\.( Not sent by .+)?$/)).toBeVisible();
    await expect(send).toBeDisabled();

    // The list counts the use.
    await page.goto('/adminhome?form=SpecialCoupon');
    await page.getByRole('searchbox', { name: 'Search' }).fill('QUIZ-10');
    await expect(
      page.getByRole('table', { name: 'Coupons' }).getByRole('row', { name: /QUIZ-10/ }),
    ).toContainText('1 of 1');
    // A used coupon cannot be deleted: the server's words say what to do.
    await page.getByRole('button', { name: 'Delete QUIZ-10' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The coupon could not be deleted.')).toBeVisible();
    await expect(
      page.getByText('A coupon that has been used cannot be deleted; switch it off instead.'),
    ).toBeVisible();
  });
});
