import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  accessibleAtBothWidths,
  expect,
  expectAccessible,
  pageOfDemoOwner,
  screenshots,
  test,
} from '../fixtures.ts';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

interface Owing {
  studentId: number;
  name: string;
  admissionNumber: string;
  overdue: number;
}

/** A demo student with more than ₹2,000 overdue (the demo bills every batch, with dues of every age). */
async function studentWhoOwes(page: Page): Promise<Owing> {
  const res = await page.request.get('/api/v1/fees/pending?pageSize=50');
  expect(res.status(), await res.text()).toBe(200);
  const owing = ((await res.json()).data as Owing[]).find((row) => row.overdue > 200_000);
  expect(owing, 'a demo student with more than ₹2,000 overdue').toBeDefined();
  return owing!;
}

// The cashier's day: collect part of what a student owes by UPI from the day book, hand over the
// receipt (on screen, printed, as a PDF), find it in the day book with its totals, and cancel it.
test('collects part of a student’s dues by UPI, shows the receipt and its PDF, and cancels it in the day book', async ({
  browser,
}) => {
  const page = await pageOfDemoOwner(browser);
  const student = await studentWhoOwes(page);

  await page.goto('/adminhome?form=PaidFees');
  await expect(page.getByRole('heading', { name: 'Paid Fees', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Collect fee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Collect fee' });
  await dialog.getByRole('textbox', { name: 'Student' }).fill(student.admissionNumber);
  await page
    .getByRole('option', { name: new RegExp(`^${student.name} · ${student.admissionNumber}`) })
    .click();

  // The form over the student's statement: the amount starts at everything overdue.
  const form = page
    .getByRole('dialog', { name: `Collect fee from ${student.name}` })
    .getByRole('form', { name: 'Collect fee' });
  const amount = form.getByRole('textbox', { name: 'Amount received' });
  // The amount starts at what the form says is overdue (as typed for editing: ₹80,320.00 → 80320).
  const owes = await form.getByText(/^Owes ₹[\d,.]+ in all, ₹[\d,.]+ overdue\./).textContent();
  const overdue = /₹([\d,.]+) overdue/.exec(owes!)![1]!;
  expect(overdue).not.toBe('0.00');
  await expect(amount).toHaveValue(overdue.replace(/,/g, '').replace(/\.00$/, ''));
  await amount.fill('1000.50');
  await expect(form.getByText('Pays ₹1,000.50 towards dues.')).toBeVisible();
  await form.getByRole('radio', { name: 'UPI' }).check();
  await form.getByRole('button', { name: 'Collect and make receipt' }).click();
  await expect(form.getByText('Give the payment’s reference (UTR or transaction id).')).toBeVisible();
  await form.getByRole('textbox', { name: 'Reference (UTR or transaction id)' }).fill('UTR 5512 0098');
  // The guardian who paid is who the receipt names (issue 65, bug 7).
  await form.getByRole('textbox', { name: /^Paid by/ }).fill('Sunita Verma');
  await screenshots(page, 'collect-form');
  await accessibleAtBothWidths(page);
  await form.getByRole('button', { name: 'Collect and make receipt' }).click();

  // The receipt, where the cashier lands, says what was recorded.
  await page.waitForURL(/form=ReceiptPopup&receipt=\d+/);
  const made = page.getByText(
    new RegExp(`^Receipt (\\S+) made: ₹1,000\\.50 received from Sunita Verma for ${student.name}\\.$`),
  );
  await expect(made).toBeVisible();
  const number = /^Receipt (\S+) made/.exec((await made.textContent())!)![1]!;
  await expect(page.getByRole('heading', { name: `Receipt ${number}`, level: 2 })).toBeVisible();
  const receipt = page.getByRole('article', { name: 'Fee receipt' });
  await expect(receipt).toContainText(student.name);
  await expect(receipt).toContainText(student.admissionNumber);
  await expect(receipt).toContainText('UPI · Reference UTR 5512 0098');
  await expect(receipt.getByRole('row', { name: /^Total received/ })).toContainText('₹1,000.50');
  await expect(receipt).toContainText('In words: Rupees One Thousand and Fifty Paise Only');
  await expect(receipt).toContainText('Received fromSunita Verma');
  // Part of what was overdue is paid: the rest is still due now, and the receipt says so.
  await expect(receipt).toContainText(/Balance after this receipt: ₹[\d,.]+Due now: ₹[\d,.]+\./);
  await screenshots(page, 'receipt');
  await accessibleAtBothWidths(page);
  // Printed, the receipt is all there is: the shell and the buttons are not on paper.
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await page.screenshot({ path: path.join(shots, 'receipt-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The PDF opens in a new tab: a real PDF, rendered to PNG for a person to look at.
  const pdfResponse = page
    .context()
    .waitForEvent('response', (r) => /\/api\/v1\/receipts\/\d+\/pdf$/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await pdfResponse;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const bytes = await page.request.get(pdf.url()).then((r) => r.body());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  fs.mkdirSync(shots, { recursive: true });
  fs.writeFileSync(path.join(shots, 'receipt.pdf'), bytes);
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', 'receipt.pdf', 'receipt-pdf'], { cwd: shots });
  const printed = execFileSync('pdftotext', ['-layout', 'receipt.pdf', '-'], {
    cwd: shots,
    encoding: 'utf8',
  });
  expect(printed).toContain('Received from Sunita Verma');
  expect(printed).toContain(`For ${student.name}`);
  expect(printed).toMatch(/Due now: ₹[\d,.]+\./);
  await (await popup).close();

  // Sent to the family through the notification service; a second press the same day sends nothing.
  await page.getByRole('button', { name: 'Send to family' }).click();
  await expect(page.getByText(/^Sent to the family by .+\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Send to family' }).click();
  await expect(page.getByText('Already sent today: nothing more was sent.')).toBeVisible();

  // The link in that SMS opens until it expires; sent to a wrong number, the desk revokes it here.
  const links = page.getByRole('list', { name: 'Links sent to the family' });
  await expect(links.getByText(/^Open until /)).toHaveCount(1);
  await page.getByRole('button', { name: 'Revoke links' }).click();
  await expect(page.getByText('The link stopped working: the family can no longer open it.')).toBeVisible();
  await expect(links.getByText(/^Revoked .+ by /)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Revoke links' })).toHaveCount(0);
  await screenshots(page, 'receipt-links-revoked');
  await accessibleAtBothWidths(page);

  // The day book: found by its number, with the totals of what matches.
  await page.goto('/adminhome?form=PaidFees');
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  const book = page.getByRole('table', { name: 'Receipts' });
  await expect(book.getByRole('row')).toHaveCount(2);
  const row = book.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText(student.name);
  await expect(row).toContainText('UPI');
  await expect(row).toContainText('₹1,000.50');
  await expect(row).toContainText('Valid');
  const totals = page.getByRole('group', { name: 'Totals of the receipts shown' });
  await expect(totals).toContainText('Cash in hand₹0.00');
  await expect(totals).toContainText('To the bank₹1,000.50');
  await expect(totals).toContainText('Receipts1');
  await expect(page.getByRole('group', { name: 'By mode' })).toContainText('UPI₹1,000.50');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    new RegExp(`q=${encodeURIComponent(number)}`),
  );
  await expect(
    page.getByRole('img', { name: /^Bar chart of the amount collected each month: / }),
  ).toBeVisible();
  await screenshots(page, 'paid-fees');
  await accessibleAtBothWidths(page);

  // Cancelled with a reason: the receipt stays, marked, and the day book says so.
  await row.getByRole('link', { name: `Open receipt ${number}` }).click();
  await page.getByRole('button', { name: 'Cancel receipt' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel receipt ${number}?` });
  await cancel.getByRole('button', { name: 'Cancel receipt' }).click();
  await expect(cancel.getByText('Please say why.')).toBeVisible();
  await cancel.getByRole('textbox', { name: 'Why is it cancelled?' }).fill('Paid twice by mistake');
  await expectAccessible(page);
  await cancel.getByRole('button', { name: 'Cancel receipt' }).click();
  await expect(page.getByText(`Receipt ${number} cancelled: its dues are owed again.`)).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Cancelled');
  await expect(page.getByRole('note')).toContainText('Paid twice by mistake');
  await expect(page.getByRole('button', { name: 'Cancel receipt' })).toHaveCount(0);
  await screenshots(page, 'receipt-cancelled');
  await accessibleAtBothWidths(page);

  await page.goto(`/adminhome?form=PaidFees&q=${encodeURIComponent(number)}`);
  await expect(book.getByRole('row', { name: new RegExp(number) })).toContainText('Cancelled');
  await expect(totals).toContainText('Cancelled1');
  await expect(page.getByRole('group', { name: 'By mode' })).toContainText('UPI₹0.00');
});
