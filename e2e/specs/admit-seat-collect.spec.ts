import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  mailCount,
  noSidewaysScroll,
  pageOfNewOwner,
  post,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn } from '../days.ts';

/** A new institute with a centre, a batch, a plan of ₹12,000 in two instalments and a 10 % coupon. */
async function desk(page: Page) {
  const centre = await post(page, '/api/v1/centres', { CentreCode: 'AUN', CentreName: 'Aundh' });
  const batch = await post(page, '/api/v1/batches', {
    code: 'JEE-M',
    name: 'JEE Morning',
    centreId: centre.id,
    capacity: 30,
    startsOn: dayIn(-10),
    status: 'active',
  });
  const head = await post(page, '/api/v1/fee-heads', { name: 'Tuition' });
  await post(page, '/api/v1/fee-plans', {
    name: 'JEE yearly',
    batchId: batch.id,
    heads: [{ headId: head.id, amount: 1_200_000 }],
    instalments: [
      { label: 'First', dueOn: dayIn(5), amount: 600_000 },
      { dueOn: dayIn(95), amount: 600_000 },
    ],
  });
  await post(page, '/api/v1/coupons', {
    code: 'SIBLING',
    kind: 'percent',
    value: 1_000,
    validFrom: dayIn(-1),
    validTo: dayIn(30),
  });
  return { centre, batch };
}

/** Clicks counted: what the journey promises is a number of clicks beyond typing. */
function clicker() {
  let count = 0;
  return {
    click: async (target: Locator) => {
      count++;
      await target.click();
    },
    pick: async (page: Page, field: string, option: string, scope: Page | Locator = page) => {
      count += 2;
      await scope.getByRole('textbox', { name: field, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    },
    get count() {
      return count;
    },
  };
}

/** Types the walk-in's details: the student, a guardian (relation chosen), the batch, the coupon, the amount. */
async function fillWalkIn(
  page: Page,
  clicks: ReturnType<typeof clicker>,
  who: { name: string; guardian: string; email: string },
) {
  await page.getByRole('textbox', { name: 'Student’s full name', exact: true }).fill(who.name);
  await clicks.pick(page, 'Centre', 'Aundh (AUN)');
  await clicks.pick(page, 'Relation', 'Father');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(who.guardian);
  await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('98220 12345');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await clicks.pick(page, 'Batch', 'JEE Morning');
  await expect(page.getByRole('textbox', { name: 'Fee plan', exact: true })).toHaveValue(
    'JEE yearly · ₹12,000.00',
  );
  await page.getByRole('textbox', { name: 'Coupon code (optional)' }).fill('sibling');
  await page.getByRole('textbox', { name: 'Amount received' }).fill('5400');
}

test.describe('admit, seat and collect', () => {
  test('a walk-in admitted, seated on the plan with a coupon, paid and receipted in under ten clicks', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'desk');
    await desk(page);
    await page.goto('/adminhome?form=NewStudentEnrollment');
    await expect(page.getByRole('heading', { name: 'New admission' })).toBeVisible();
    const clicks = clicker();
    const email = `father.${Date.now()}@e2e.test`;
    await fillWalkIn(page, clicks, { name: 'Ishaan Kulkarni', guardian: 'Rahul Kulkarni', email });
    await expect(page.getByText('The plan comes to ₹12,000.00.', { exact: false })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Send the receipt to the main guardian/ })).toBeChecked();
    await expectAccessible(page);
    await screenshots(page, 'desk-admission-form');
    await clicks.click(page.getByRole('button', { name: 'Admit student' }));

    const done = page.getByRole('status').filter({ hasText: 'Ishaan Kulkarni is admitted' });
    await expect(done).toBeVisible();
    await expect(done).toContainText(/Admission number ADM\/\d{4}-\d{2}\/0001\./);
    await expect(done).toContainText('Seated in JEE Morning, billed on JEE yearly.');
    await expect(done).toContainText(/Receipt \S+: ₹5,400\.00 received\./);
    await expect(done).toContainText('The receipt was sent to the family by Email.');
    await expectAccessible(page);
    await screenshots(page, 'desk-admission-done');

    const [pdf] = await Promise.all([
      page.context().waitForEvent('page'),
      clicks.click(done.getByRole('link', { name: 'Print receipt' })),
    ]);
    await expect.poll(() => pdf.url()).toMatch(/\/api\/v1\/receipts\/\d+\/pdf$/);
    await pdf.close();
    // Two picks of a list each (centre, relation, batch), Admit, Print: 8 clicks beyond typing.
    expect(clicks.count).toBe(8);
    // The receipt reached the father by email, through the real SMTP sink.
    await expect.poll(() => mailCount(email), { timeout: 30_000 }).toBeGreaterThan(0);

    // The profile shows the seat and what is still owed: ₹12,000 less 10 %, less ₹5,400.
    await page.getByRole('link', { name: 'Open profile' }).click();
    await expect(page.getByRole('heading', { name: 'Ishaan Kulkarni', level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fees' })).toContainText('₹5,400.00');
    // The ID card, one click from the profile: a PDF.
    const card = page.getByRole('link', { name: 'Print ID card' });
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/api\/v1\/students\/\d+\/id-card\.pdf$/);
    const pdf2 = await page.request.get(href!);
    expect([pdf2.status(), pdf2.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await expectAccessible(page);
    await page.context().close();
  });

  test('on a phone: a refused coupon is said beside it and nothing is saved; then the whole flow goes through', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'desk-phone');
    await desk(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/adminhome?form=NewStudentEnrollment');
    const clicks = clicker();
    await fillWalkIn(page, clicks, {
      name: 'Tara Joshi',
      guardian: 'Vikram Joshi',
      email: `vikram.${Date.now()}@e2e.test`,
    });
    await page.getByRole('textbox', { name: 'Coupon code (optional)' }).fill('nosuch');
    await clicks.click(page.getByRole('button', { name: 'Admit student' }));
    await expect(page.getByText('No coupon has this code.').first()).toBeVisible();
    await expect(page.getByText('Nothing was saved.', { exact: false })).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await screenshots(page, 'desk-admission-refused');
    const list = await (await page.request.get('/api/v1/students')).json();
    expect(list.total).toBe(0);

    await page.getByRole('textbox', { name: 'Coupon code (optional)' }).fill('SIBLING');
    await clicks.click(page.getByRole('button', { name: 'Admit student' }));
    const done = page.getByRole('status').filter({ hasText: 'Tara Joshi is admitted' });
    await expect(done).toContainText('Seated in JEE Morning, billed on JEE yearly.');
    await noSidewaysScroll(page);
    await expectAccessible(page);
    expect(clicks.count).toBe(8);
    await page.context().close();
  });
});
