import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { accessibleAtBothWidths, expect, pageOfNewOwner, post, screenshots, test } from '../fixtures.ts';
import { dayIn } from '../days.ts';

// Payroll (issue 68): the spec's heading and 'Go to Video' kept; a per-lecture structure set (a rate
// by subject, searched for), last month run from the class the teacher held, leave without pay and
// adjustments entered, approved, a payslip PDF opened, the run reversed; 1280 and 375; axe.

test.describe('payroll', () => {
  test('a per-lecture structure, a month’s run from the classes held, approved, and a payslip PDF', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { page } = await pageOfNewOwner(browser, 'payroll');
    // A class Ravi held last month (its register saved, late, with a reason).
    const today = dayIn(0);
    const month = dayIn(-Number(today.slice(8, 10))).slice(0, 7);
    const day = `${month}-10`;
    const centre = await post(page, '/api/v1/centres', { CentreCode: 'PUN', CentreName: 'Pune Kothrud' });
    await post(page, '/api/v1/subjects', { code: 'PHY', name: 'Physics' });
    const subjects = (await (await page.request.get('/api/v1/batches/choices')).json()).subjects as {
      id: number;
    }[];
    const ravi = await post(page, '/api/v1/teachers', {
      name: 'Ravi Iyer',
      email: `ravi.${Date.now()}@school.test`,
      mobile: '9876512345',
      joiningDate: '2024-06-01',
    });
    const batch = await post(page, '/api/v1/batches', {
      code: 'X-A',
      name: 'Class 10 A',
      centreId: centre.id,
      capacity: 30,
      startsOn: `${month}-01`,
      subjectIds: [subjects[0]!.id],
    });
    const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    await post(page, `/api/v1/batches/${batch.id}/slots`, {
      weekday,
      startTime: '10:00',
      endTime: '11:00',
      subjectId: subjects[0]!.id,
      teacherId: ravi.id,
      fromDate: day,
      toDate: day,
    });
    const registers = (await (await page.request.get(`/api/v1/attendance/day?day=${day}`)).json())
      .registers as {
      sessionId: number | null;
    }[];
    const sessionId = registers.find((r) => r.sessionId)!.sessionId!;
    const saved = await page.request.put('/api/v1/attendance/register', {
      data: { sessionId, batchId: batch.id, day, marks: [], reason: 'Marked from the paper register' },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    // The spec's Payroll: its heading and 'Go to Video' stay.
    await page.goto('/adminhome?form=Payroll');
    await expect(page.getByRole('heading', { name: 'Payroll', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to Video' })).toBeVisible();

    // Ravi is paid ₹3,000 a month and ₹500 a lecture, Physics at ₹600 (chosen by searching).
    await page.getByRole('button', { name: 'Set pay for Ravi Iyer' }).click();
    const form = page.getByRole('dialog', { name: 'Pay for Ravi Iyer' });
    await form.getByLabel('Monthly salary').fill('3000');
    await form.getByLabel('Per lecture held').fill('500');
    await form.getByRole('button', { name: 'Add a rate' }).click();
    await form.getByRole('textbox', { name: 'Subject of rate 1' }).fill('phy');
    await page.getByRole('option', { name: 'Physics' }).click();
    await form.getByRole('button', { name: 'Save pay' }).click();
    await expect(form.getByText('Give the amount a lecture.')).toBeVisible();
    await form.getByLabel('Per lecture, rate 1').fill('600');
    await accessibleAtBothWidths(page);
    await screenshots(page, 'payroll-structure-rates');
    await form.getByRole('button', { name: 'Save pay' }).click();
    await expect(page.getByText('The pay structure is saved.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Pay structures' })).toContainText('₹500.00 a lecture');

    // Last month's run: one Physics lecture held, ₹600, and the month's salary.
    await page.getByLabel('Month').fill(month);
    await page.getByRole('button', { name: 'Run payroll' }).click();
    await expect(page.getByText('The pay run is ready as a draft.')).toBeVisible();
    const lines = page.getByRole('table', { name: 'Lines of the pay run' });
    await expect(lines.getByRole('row', { name: /Ravi Iyer/ })).toContainText('₹3,600.00');

    // Three days without pay and two adjustments with their reasons: a bonus and an advance recovered.
    const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    const salary = Math.round((300_000 * (days - 3)) / days);
    const rupees = (paise: number) =>
      `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await lines.getByRole('button', { name: 'Leave and adjustments of Ravi Iyer' }).click();
    const edit = page.getByRole('dialog', { name: 'Leave and adjustments: Ravi Iyer' });
    await edit.getByLabel('Days of leave without pay').fill('3');
    await edit.getByRole('button', { name: 'Add an adjustment' }).click();
    await edit.getByLabel('Amount 1').fill('1000');
    await edit.getByRole('button', { name: 'Add an adjustment' }).click();
    await edit.getByRole('textbox', { name: 'Adjustment 2' }).click();
    await page.getByRole('option', { name: 'Advance recovery' }).click();
    await expect(edit.getByLabel('Reason 2')).toHaveValue('Advance recovery');
    await edit.getByLabel('Amount 2').fill('200');
    await expect(edit.getByText('Taken off the pay.')).toBeVisible();
    await accessibleAtBothWidths(page);
    await screenshots(page, 'payroll-line-form');
    await edit.getByRole('button', { name: 'Save and compute again' }).click();
    await expect(page.getByText('The pay of Ravi Iyer is computed again.')).toBeVisible();
    const net = salary + 60_000 + 100_000 - 20_000;
    const raviLine = lines.getByRole('row', { name: /Ravi Iyer/ });
    await expect(raviLine).toContainText(`3 days without pay -${rupees(300_000 - salary)}`);
    await expect(raviLine).toContainText('Bonus ₹1,000.00');
    await expect(raviLine).toContainText('Advance recovery -₹200.00');
    await expect(raviLine).toContainText(rupees(net));
    await lines.getByRole('button', { name: 'Leave and adjustments of Ravi Iyer' }).click();
    await expect(
      page.getByText(
        `3 days of leave without pay take ${rupees(300_000 - salary)} off the salary and allowances.`,
      ),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await accessibleAtBothWidths(page);
    await screenshots(page, 'payroll-draft');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('The pay run is approved and locked.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark paid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    // Locked: nothing on a line changes any more.
    await expect(lines.getByRole('button', { name: 'Leave and adjustments of Ravi Iyer' })).toHaveCount(0);

    // The payslip opens as a PDF.
    const href = await page.getByRole('link', { name: 'Payslip of Ravi Iyer (PDF)' }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const dir = path.resolve('e2e/artifacts/pdf');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'e2e-payslip.pdf'), await pdf.body());
    execFileSync('pdftoppm', [
      '-r',
      '60',
      '-png',
      '-singlefile',
      path.join(dir, 'e2e-payslip.pdf'),
      path.join(dir, 'e2e-payslip'),
    ]);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'e2e-payslip.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain('Ravi Iyer');
    expect(text).toContain(`Net pay ${rupees(net)}`);
    expect(text).toContain("3 days' leave without pay");
    expect(text).toContain('Advance recovery');
    await accessibleAtBothWidths(page);
    await screenshots(page, 'payroll-approved');

    // Reversed by a new run: the approved one stays as it was, marked reversed.
    await page.getByRole('button', { name: 'Reverse this run' }).click();
    const reverse = page.getByRole('dialog', { name: `Reverse the pay run of ${month}` });
    await reverse.getByRole('button', { name: 'Reverse the run' }).click();
    await expect(reverse.getByText('Say why the run is reversed.')).toBeVisible();
    await reverse.getByLabel('Why is it reversed?').fill('Bonus belonged to next month');
    await reverse.getByRole('button', { name: 'Reverse the run' }).click();
    await expect(page.getByText('Reverses an approved run: Bonus belonged to next month')).toBeVisible();
    await expect(lines.getByRole('row', { name: /Ravi Iyer/ })).toContainText(`-${rupees(net)}`);
    await expect(page.getByRole('table', { name: 'Pay runs' })).toContainText('Reversal');
    await expect(page.getByRole('table', { name: 'Pay runs' })).toContainText('Approved · Reversed');
    await accessibleAtBothWidths(page);
    await screenshots(page, 'payroll-reversal');
    await page.getByRole('button', { name: 'Open the run it reverses' }).click();
    await expect(page.getByText('Reversed by a later run: this month may be run again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reverse this run' })).toHaveCount(0);
    await page.context().close();
  });
});
