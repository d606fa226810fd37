import { dayIn, MONTHS, typed } from '../days.ts';
import { expect, expectAccessible, pageOfNewOwner, screenshots, test } from '../fixtures.ts';

/** "6 Dec 2026", as the screens write a day. */
const shown = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

/** A 1×1 PNG, made here so the test needs no binary fixture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('the institute', () => {
  test('first sign-in asks for the name, logo, a centre and the academic year; the navbar and dashboard show them', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'setup', { onboarding: true });
    const dialog = page.getByRole('dialog', { name: 'Set up your institute' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'onboarding');
    await dialog.getByLabel('Your institute’s name').fill('Sunrise Coaching Centre');
    await dialog
      .getByLabel('Logo', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByText('The logo has been updated.')).toBeVisible();
    await dialog.getByLabel('Centre code').fill('HQ');
    await dialog.getByLabel('Centre name').fill('Head office');
    await dialog.getByLabel('Academic year starts in').click();
    await page.getByRole('option', { name: 'June' }).click();
    await dialog.getByRole('button', { name: 'Save and finish' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('banner').getByText('Sunrise Coaching Centre')).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('img', { name: 'Logo of Sunrise Coaching Centre' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText('Sunrise Coaching Centre')).toBeVisible();
    await expect(page.getByText('Finish setting up')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('main').getByText('Sunrise Coaching Centre')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await screenshots(page, 'dashboard-with-institute');
    await page.context().close();
  });

  test('skipping setup leaves a list of what is left on the dashboard, and it does not open again', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'skip', { onboarding: true });
    const dialog = page.getByRole('dialog', { name: 'Set up your institute' });
    await dialog.getByRole('button', { name: 'Skip for now' }).click();
    await expect(dialog).toBeHidden();
    const left = page.getByRole('main').getByText('Still to do:');
    await expect(left).toBeVisible();
    await expect(page.getByText('Add your first centre')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Still to do:')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await page.context().close();
  });

  test('Institute Settings: a wrong GSTIN is explained, a right one saved, the next receipt number shown', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'settings');
    await page.goto('/adminhome?form=InstituteSettings');
    await expect(page.getByRole('heading', { name: 'Institute Settings' })).toBeVisible();
    await expect(page.getByText(/The next one would read RCP\/20\d\d-\d\d\/00001/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Time zone' })).toHaveValue('Asia/Kolkata');
    await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZA');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByText('Please enter a valid 15-character GSTIN (for example 27AAPFU0939F1ZV).'),
    ).toBeVisible();
    await page.getByLabel('GSTIN').fill('27aapfu0939f1zv');
    await page.getByLabel('Receipt number format').fill('SUN/{FY}/{SEQ:4}');
    await expect(page.getByText(/The next one would read SUN\/20\d\d-\d\d\/0001/)).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await expect(page.getByLabel('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
    await expectAccessible(page);
    await screenshots(page, 'institute-settings');
    await page.context().close();
  });

  test('Institute Settings: the books are closed up to a day, a wrong number of days explained, the first open day shown', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'books');
    await page.goto('/adminhome?form=InstituteSettings');
    const books = page.getByRole('group', { name: 'Books and receipt links' });
    await expect(
      books.getByText(`Receipts can be dated from ${shown(dayIn(-7))} without a manager’s reason.`),
    ).toBeVisible();
    await books.getByRole('textbox', { name: 'Books closed up to' }).fill(typed(dayIn(-1)));
    await books.getByRole('textbox', { name: 'Books closed up to' }).blur();
    await books.getByRole('textbox', { name: 'Receipt links open for (days)' }).fill('');
    await books.getByRole('button', { name: 'Save books' }).click();
    await expect(books.getByText('A whole number of days from 1 to 366.')).toBeVisible();
    await books.getByRole('textbox', { name: 'Receipt links open for (days)' }).fill('15');
    await books.getByRole('button', { name: 'Save books' }).click();
    await expect(books.getByText('The books are saved.')).toBeVisible();
    await expect(
      books.getByText(`Receipts can be dated from ${shown(dayIn(0))} without a manager’s reason.`),
    ).toBeVisible();
    const saved = await page.request.get('/api/v1/institute/books');
    expect(await saved.json()).toMatchObject({
      closedUpTo: dayIn(-1),
      receiptLinkDays: 15,
      firstOpenDay: dayIn(0),
    });
    await page.reload();
    await expect(books.getByRole('textbox', { name: 'Books closed up to' })).toHaveValue(shown(dayIn(-1)));
    await expectAccessible(page);
    await books.scrollIntoViewIfNeeded();
    await screenshots(page, 'institute-books');
    await page.context().close();
  });

  test('Institute Settings: the background jobs with their last runs, and the fees’ day run now', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'jobs');
    await page.goto('/adminhome?form=InstituteSettings');
    const jobs = page.getByRole('table', { name: 'Background jobs' });
    await expect(jobs.getByRole('rowheader', { name: /Late fines and fee reminders/ })).toBeVisible();
    await expect(jobs.getByRole('rowheader', { name: /Scheduled messages/ })).toBeVisible();
    await page.getByRole('button', { name: 'Run now: Late fines and fee reminders' }).click();
    await expect(page.getByText('Late fines and fee reminders will run in a moment.')).toBeVisible();
    // The node polls every 5 s, and the open list of runs while one is due: the run shows as done.
    await page.getByRole('button', { name: 'Recent runs: Late fines and fee reminders' }).click();
    const runs = page
      .getByRole('dialog', { name: 'Recent runs: Late fines and fee reminders' })
      .getByRole('table');
    await expect(runs.getByText('Done').first()).toBeVisible({ timeout: 20_000 });
    await expect(runs.getByText(/^(Due|Running)$/)).toHaveCount(0, { timeout: 20_000 });
    await expectAccessible(page);
    await screenshots(page, 'institute-jobs-runs');
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await page.context().close();
  });

  test('Restore Password in the shell changes one’s own password; a form name without a screen leads back', async ({
    browser,
  }) => {
    const { page, owner } = await pageOfNewOwner(browser, 'password');
    await page.goto('/adminhome?form=RestorePassword');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await page.getByLabel('Current password').fill(owner.password);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a new passphrase 1');
    await page.getByLabel('Confirm new password').fill('a new passphrase 2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('a new passphrase 1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password has been changed. Other devices have been signed out.'),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'change-password');

    // Every menu has its screen now; a form name no screen has still says so.
    await page.goto('/adminhome?form=NoSuchScreen');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
    await page.context().close();
  });
});
