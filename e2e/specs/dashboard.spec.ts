import type { Page } from '@playwright/test';
import { accessibleAtBothWidths, expect, pageOfDemoOwner, screenshots, test } from '../fixtures.ts';

// The owner's morning (issue 69): today's figures above the spec's tiles, each line opening the list
// behind it already filtered; a centre chosen; 1280 and 375; axe.

const FIGURES = [
  'Fees collected',
  'Dues owed',
  'Enquiries',
  'Admissions',
  'Attendance today',
  'Classes today',
  'Exams',
  'Payroll',
  'Stock',
  'Messages',
];

/** Clicks a figure's line and waits for its list to ask the API with the filter the link carried. */
async function follow(page: Page, line: ReturnType<Page['getByRole']>, form: string, asked: RegExp) {
  const request = page.waitForRequest(asked);
  await line.click();
  await page.waitForURL(new RegExp(`form=${form}`));
  await request;
}

test.describe('the dashboard', () => {
  test("the owner's morning: every figure, three followed to their filtered lists, a centre chosen", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const page = await pageOfDemoOwner(browser);
    const main = page.getByRole('main');
    for (const name of FIGURES) await expect(main.getByRole('region', { name, exact: true })).toBeVisible();
    // The spec's tiles are still there, below the figures.
    await expect(main.getByRole('link', { name: 'Manage Students' })).toBeVisible();
    await screenshots(page, 'dashboard-today');
    await accessibleAtBothWidths(page);

    // Dues owed by age → PendingFees, asked for that age.
    const dues = main.getByRole('region', { name: 'Dues owed' });
    const band = dues.getByRole('link', { name: /days:/ }).first();
    const ageing = /ageing=(\w+)/.exec((await band.getAttribute('href'))!)![1]!;
    await follow(page, band, 'PendingFees', new RegExp(`/api/v1/fees/pending\\?.*ageing=${ageing}`));
    await expect(main.getByRole('heading', { name: 'Pending Fees' }).first()).toBeVisible();
    await page.goBack();

    // Overdue follow-ups → Manage Enquiry, filtered on them.
    const enquiries = main.getByRole('region', { name: 'Enquiries', exact: true });
    await follow(
      page,
      enquiries.getByRole('link', { name: /Follow-ups overdue/ }),
      'ManageEnquiry',
      /\/api\/v1\/enquiries(\/board)?\?.*followUp=overdue/,
    );
    await expect(main.getByRole('textbox', { name: 'Follow-up' })).toHaveValue('Overdue');
    await page.goBack();

    // Results to publish → the exams held, waiting.
    const exams = main.getByRole('region', { name: 'Exams', exact: true });
    await follow(
      page,
      exams.getByRole('link', { name: /Results to publish/ }),
      'ExamManagementSystem',
      /\/api\/v1\/exams\?.*status=held/,
    );
    await expect(main.getByRole('textbox', { name: 'Stage' })).toHaveValue('Held');
    await screenshots(page, 'dashboard-exams-to-publish');
    await page.goBack();

    // One centre's morning: the figures are asked again for it.
    const centre = main.getByRole('combobox', { name: 'Centre' });
    const options = await centre.locator('option').allTextContents();
    expect(options[0]).toBe('All centres');
    const asked = page.waitForRequest(/\/api\/v1\/dashboard\/today\?centreId=\d+/);
    await centre.selectOption({ label: options[1]! });
    await asked;
    await expect(main.getByRole('region', { name: 'Dues owed' })).toBeVisible();
    await screenshots(page, 'dashboard-one-centre');
    await page.context().close();
  });

  test('the trends: each a chart with its table beside it, and its CSV', async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await pageOfDemoOwner(browser);
    const trends = page.getByRole('main').getByRole('region', { name: 'Trends' });
    const panels = [
      ['Collections against dues', /^Collected against fell due by month: /, 12],
      ['Enquiries and admissions', /^Enquiries and admissions by month: /, 12],
      ['Attendance by week', /^Attendance by week: /, 12],
    ] as const;
    for (const [name, chart, rows] of panels) {
      const panel = trends.getByRole('region', { name, exact: true }).first();
      await expect(panel.getByRole('img', { name: chart })).toBeVisible();
      await expect(panel.getByRole('table', { name }).getByRole('row')).toHaveCount(rows + 1);
    }
    // Some month of the demo's collections has money in it, as a row of the table says.
    const collections = trends.getByRole('table', { name: 'Collections against dues' });
    await expect(collections.getByRole('cell', { name: /₹[1-9]/ }).first()).toBeVisible();
    await screenshots(page, 'dashboard-trends', trends);

    // The collections' CSV: its header and a row a month.
    const download = page.waitForEvent('download');
    await trends.getByRole('link', { name: 'Download Collections against dues as CSV' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    const lines = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Month","Collected (₹)","Fell due (₹)"');
    expect(lines).toHaveLength(13);
    await accessibleAtBothWidths(page);

    // Admissions this month → Manage Students, every status, admitted since the first of the month.
    const admissions = page.getByRole('main').getByRole('region', { name: 'Admissions', exact: true });
    await follow(
      page,
      admissions.getByRole('link', { name: /Admitted this month/ }),
      'ManageStudents',
      /\/api\/v1\/students\?.*admittedFrom=\d{4}-\d{2}-01/,
    );
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Admitted from' })).not.toHaveValue('');
    await screenshots(page, 'dashboard-admissions-this-month');
    await page.context().close();
  });
});
