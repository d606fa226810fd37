import { expect, pageOfDemoOwner, test } from '../fixtures.ts';

test.describe('Indian formats', () => {
  test('no screen has a month-first date input or shows a raw date', async ({ browser }) => {
    // Thirty-odd screens, each loaded afresh: minutes on two cores.
    test.setTimeout(360_000);
    const page = await pageOfDemoOwner(browser);
    // The dashboard links every screen the menu has.
    await expect(page.getByRole('main').getByRole('link', { name: 'Manage Students' })).toBeVisible();
    const hrefs = await page
      .getByRole('main')
      .locator('a[href*="/adminhome?form="]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const href of hrefs) {
      await page.goto(href);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading').first()).toBeVisible();
      await expect(main.getByText('Loading...')).toHaveCount(0);
      // Dates are typed day first (DateField), never in the browser's own mm/dd/yyyy box.
      if ((await page.locator('input[type="date"]').count()) > 0)
        problems.push(`${href}: a native date input`);
      // Dates are shown as 24 Nov 2026: no 2026-11-24 or 11/24/2026 in what people read. (Amounts,
      // ₹1,23,456.00, are checked where they are shown: the fees journeys.)
      const text = await main.innerText();
      const raw = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/.exec(text);
      if (raw) problems.push(`${href}: shows ${raw[0]}`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
