import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { accessibleAtBothWidths, expect, pageOfNewOwner, post, screenshots, test } from '../fixtures.ts';
import { dayIn } from '../days.ts';

// Payroll (issue 68): the spec's heading and 'Go to Video' kept; a per-lecture structure set, last
// month run from the class the teacher held, approved, and a payslip PDF opened; 1280 and 375; axe.

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

    // Ravi is paid ₹500 a lecture.
    await page.getByRole('button', { name: 'Set pay for Ravi Iyer' }).click();
    const form = page.getByRole('dialog', { name: 'Pay for Ravi Iyer' });
    await form.getByLabel('Per lecture held').fill('500');
    await form.getByRole('button', { name: 'Save pay' }).click();
    await expect(page.getByText('The pay structure is saved.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Pay structures' })).toContainText('₹500.00 a lecture');

    // Last month's run: one lecture held, ₹500.
    await page.getByLabel('Month').fill(month);
    await page.getByRole('button', { name: 'Run payroll' }).click();
    await expect(page.getByText('The pay run is ready as a draft.')).toBeVisible();
    const lines = page.getByRole('table', { name: 'Lines of the pay run' });
    await expect(lines.getByRole('row', { name: /Ravi Iyer/ })).toContainText('₹500.00');
    await accessibleAtBothWidths(page);
    await screenshots(page, 'payroll-draft');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('The pay run is approved and locked.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark paid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

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
    expect(text).toContain('Net pay ₹500.00');
    await accessibleAtBothWidths(page);
    await screenshots(page, 'payroll-approved');
    await page.context().close();
  });
});
