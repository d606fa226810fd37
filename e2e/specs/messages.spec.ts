import { E2E } from '../env.ts';
import { expect, expectAccessible, pageOfNewOwner, screenshots, test } from '../fixtures.ts';

interface HookRequest {
  url: string;
  body: { to?: string; message?: string };
}

test.describe('messages', () => {
  test('set up an SMS gateway, send a test, see it in the log; a template with an unknown variable is refused', async ({
    browser,
  }) => {
    const { page, owner } = await pageOfNewOwner(browser, 'messages');
    const path = `/sms-${owner.userId}`;

    await page.goto('/adminhome?form=Messages&tab=channels');
    const sms = page.getByRole('region', { name: 'SMS' });
    await expect(sms.getByText('Not set up: these messages are logged as “not sent”.')).toBeVisible();
    await expectAccessible(page);
    await sms.getByRole('textbox', { name: 'Gateway URL' }).fill(`http://127.0.0.1:${E2E.hookPort}${path}`);
    await sms.getByLabel('Auth header value (API key)').fill('gateway-key');
    await sms.getByRole('button', { name: 'Save' }).click();
    await expect(sms.getByText('SMS is saved.')).toBeVisible();
    await expect(sms.getByText('Saved — enter a new value only to replace it.')).toBeVisible();

    await sms.getByRole('textbox', { name: 'Mobile number' }).fill('98765 43210');
    await sms.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('Test message sent.')).toBeVisible();
    await screenshots(page, 'messages-channels');

    const received = (await (
      await fetch(`http://127.0.0.1:${E2E.hookPort}/requests`)
    ).json()) as HookRequest[];
    const mine = received.filter((r) => r.url === path);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body.to).toBe('+919876543210');
    expect(mine[0]!.body.message).toMatch(
      /^This is a test message from .+\. If you can read it, this channel works\./,
    );

    await page.getByRole('tab', { name: 'Delivery log' }).click();
    const log = page.getByRole('table', { name: 'Delivery log' });
    await expect(
      log.getByRole('row').filter({ hasText: '+91 98765 43210' }).getByText('Sent', { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'messages-log');

    await page.getByRole('tab', { name: 'Templates' }).click();
    const text = page.getByRole('textbox', { name: 'Text' });
    await text.fill('Pay {{amount}} by {{dueDay}}');
    await expect(
      page.getByText(/^Unknown variable \{\{dueDay\}\}\. A “Fee reminder” message can use/),
    ).toBeVisible();
    await text.fill('');
    await page.getByRole('button', { name: 'Insert amount' }).click();
    // An SMS says money as 'Rs.': one ₹ would make the whole text Unicode, 70 characters a part.
    await expect(page.getByTestId('template-preview')).toHaveText('Rs. 12,500.00');
    await expectAccessible(page);
    await screenshots(page, 'messages-templates');
    await page.context().close();
  });
});
