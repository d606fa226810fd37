import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfDemoOwner,
  pickOption,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn } from '../days.ts';
import { ownBatch, planOfOneHead, seatOnPlan } from './fees-setup.ts';

const keys = {
  keyId: 'rzp_test_E2eKey123456',
  keySecret: 'e2e-key-secret',
  webhookSecret: 'e2e-hook-secret',
};

/** Razorpay's payment_link.paid for the link at `url`, signed as Razorpay signs it. */
function paidEvent(url: string, amount: number) {
  const ref = url.split('/').pop()!;
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment_link.paid',
    payload: {
      payment_link: { entity: { id: ref, amount, status: 'paid' } },
      payment: {
        entity: { id: `pay_${ref}`, amount, method: 'upi', created_at: Math.floor(Date.now() / 1000) },
      },
    },
  });
  return { body, signature: createHmac('sha256', keys.webhookSecret).update(body).digest('hex') };
}

async function openStatement(page: Page, batch: { name: string; code: string }, student: { name: string }) {
  await page.goto('/adminhome?form=PendingFees');
  await pickOption(page, page, 'Batch', `${batch.name} (${batch.code})`);
  await page
    .getByRole('table', { name: 'Students who owe' })
    .getByRole('button', { name: `Statement of ${student.name}` })
    .click();
  return page.getByRole('dialog', { name: new RegExp(`^Statement of ${student.name}`) });
}

// Paying online: the institute's Razorpay keys (Batch Fees), a payment link for what has fallen due
// sent to the family (the statement), and Razorpay's signed webhook making the receipt.
test('a payment link is made from the statement, and Razorpay’s webhook makes its receipt', async ({
  browser,
}) => {
  const page = await pageOfDemoOwner(browser);
  const { batch, student } = await ownBatch(page, 'ONLINE-26', 'Online payers', 'Tara Menon');
  const plan = await planOfOneHead(page, batch, 'Robotics kit (online)', 'Online payers 2026', [
    { dueOn: dayIn(-10), amount: 800_000 },
    { dueOn: dayIn(30), amount: 400_000 },
  ]);
  await seatOnPlan(page, batch, student, dayIn(-20), plan);

  // The keys: off until saved; the secrets are never shown again, only that they are saved.
  await page.goto('/adminhome?form=BatchFees&tab=online');
  const settings = page.getByRole('form', { name: 'Online payments' });
  await expect(page.getByText('Status: Off')).toBeVisible();
  await settings.getByRole('textbox', { name: 'Key id' }).fill(keys.keyId);
  await settings.getByLabel('Key secret').fill(keys.keySecret);
  await settings.getByLabel('Webhook secret').fill(keys.webhookSecret);
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Online payment settings saved.')).toBeVisible();
  await expect(page.getByText('Status: On: links can be made')).toBeVisible();
  await expect(settings.getByLabel('Key secret')).toHaveValue('');
  await expect(page.getByText('Saved. Leave empty to keep it.')).toHaveCount(2);
  const webhookUrl = await page.getByRole('textbox', { name: 'Webhook URL' }).inputValue();
  expect(webhookUrl).toMatch(/\/api\/v1\/fees\/online\/webhook\//);
  await screenshots(page, 'fees-online-settings');
  await expectAccessible(page);

  // The statement: a link for what has fallen due, sent to the family.
  const drawer = await openStatement(page, batch, student);
  const payOnline = drawer.getByRole('region', { name: 'Pay online' });
  await expect(payOnline.getByRole('radio', { name: 'What has fallen due (₹8,000.00)' })).toBeChecked();
  await expect(payOnline.getByRole('checkbox', { name: 'Send the link to the family' })).toBeChecked();
  await payOnline.getByRole('button', { name: 'Make payment link' }).click();
  await expect(payOnline.getByText(/^Payment link for ₹8,000\.00 made and sent to the family/)).toBeVisible();
  const links = payOnline.getByRole('table', { name: 'Payment links' });
  await expect(links.getByRole('row', { name: /₹8,000\.00/ })).toContainText('Waiting');
  await screenshots(page, 'fees-pay-online');
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Razorpay says it is paid (twice, as it retries): one receipt, of mode Online.
  const [made] = (await (await page.request.get(`/api/v1/students/${student.id}/payment-links`)).json()).data;
  const { body, signature } = paidEvent(made.url, 800_000);
  for (const expected of ['recorded', 'already']) {
    const answer = await page.request.post(webhookUrl, {
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      data: body,
    });
    expect(answer.status()).toBe(200);
    expect((await answer.json()).outcome).toBe(expected);
  }
  const paid = await openStatement(page, batch, student);
  await expect(paid.getByRole('group', { name: 'Totals' })).toContainText('Paid₹8,000.00');
  const receiptLink = paid
    .getByRole('region', { name: 'Pay online' })
    .getByRole('link', { name: /^Receipt / });
  await expect(receiptLink).toBeVisible();
  await receiptLink.click();
  await expect(page.getByText(`Online · Reference pay_${made.url.split('/').pop()}`)).toBeVisible();
  await expect(page.getByText('Razorpay · upi')).toBeVisible();
  await screenshots(page, 'fees-online-receipt');
});
