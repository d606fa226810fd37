import type { Page } from '@playwright/test';
import { E2E } from '../env.ts';
import {
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfNewOwner,
  pickOption,
  post,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn, typed } from '../days.ts';

/** The mail the sink received for `to`. */
const mailTo = async (to: string) =>
  (await (
    await fetch(`http://127.0.0.1:${E2E.sinkHttpPort}/messages?to=${encodeURIComponent(to)}`)
  ).json()) as { raw: string }[];

/** A centre with a batch of two students, each with a guardian reachable by email and mobile. */
async function smallBatch(page: Page) {
  const stamp = Date.now();
  const centre = await post(page, '/api/v1/centres', { CentreCode: 'AND', CentreName: 'Andheri' });
  const batch = await post(page, '/api/v1/batches', {
    code: 'JEE-M',
    name: 'JEE Morning',
    centreId: centre.id,
    capacity: 40,
    startsOn: dayIn(-30),
  });
  const families = [
    { student: 'Aarav Shah', guardian: 'Meera Shah', mobile: '9820011111' },
    { student: 'Bina Das', guardian: 'Kunal Das', mobile: '9820022222' },
  ].map((f, i) => ({ ...f, email: `family${i}.${stamp}@e2e.test` }));
  const ids: number[] = [];
  for (const f of families)
    ids.push(
      (
        await post(page, '/api/v1/students', {
          name: f.student,
          centreId: centre.id,
          guardians: [
            { relation: 'mother', name: f.guardian, mobile: f.mobile, email: f.email, primary: true },
          ],
        })
      ).id,
    );
  await post(
    page,
    `/api/v1/batches/${batch.id}/students`,
    { studentIds: ids, fromDate: dayIn(-10), feePlanId: null },
    200,
  );
  return { centre, batch, families, ids };
}

test.describe('the front desk’s day (issue 65)', () => {
  test('an announcement to a batch reaches its families’ mail, with its delivery report; SMS not set up offers click-to-chat and a call', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page } = await pageOfNewOwner(browser, 'announce');
    const { families } = await smallBatch(page);
    await page.goto('/adminhome?form=Messages&tab=announcements');
    const form = page.getByRole('form', { name: 'New announcement' });
    await expect(form.getByRole('radio', { name: 'A batch' })).toBeChecked();
    await form.getByRole('textbox', { name: 'Batches' }).click();
    await page.getByRole('option', { name: 'JEE Morning' }).click();
    await form.getByRole('textbox', { name: 'Batches' }).press('Escape');
    await expect(form.getByRole('checkbox', { name: 'Guardians' })).toBeChecked();
    await form.getByRole('textbox', { name: 'Title' }).fill('Parents meeting on Saturday');
    await form.getByRole('textbox', { name: 'Message' }).fill('Please come to the Andheri centre at 11:00.');
    await expectAccessible(page);
    await screenshots(page, 'desk-announcement-form');
    await form.getByRole('button', { name: 'Send announcement' }).click();

    const report = page.getByRole('dialog', { name: 'Delivery report: Parents meeting on Saturday' });
    await expect(report).toBeVisible();
    const count = (name: string) => report.locator(`[data-count="${name}"]`);
    await expect(count('people')).toHaveText('2');
    // SMS and WhatsApp are not set up: four messages say so, and the desk can still reach each family.
    await expect(count('notSetUp')).toHaveText('4');
    await expect(report.getByText(/SMS or WhatsApp is not set up/)).toBeVisible();
    const chat = report.getByRole('link', { name: 'Chat on WhatsApp with +91 98200 11111' }).first();
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/919820011111\?text=.*Parents/);
    await expect(report.getByRole('link', { name: 'Call +91 98200 11111' }).first()).toHaveAttribute(
      'href',
      'tel:+919820011111',
    );
    // Each family's email reaches the mail sink, with the title as its subject.
    for (const f of families) {
      await expect
        .poll(async () => (await mailTo(f.email)).filter((m) => m.raw.includes('Parents')).length, {
          timeout: 30_000,
        })
        .toBe(1);
      expect((await mailTo(f.email)).find((m) => m.raw.includes('Parents'))!.raw).toContain(
        'Subject: Parents meeting on Saturday',
      );
    }
    await expect(count('sent')).toHaveText('2', { timeout: 20_000 });
    await expectAccessible(page);
    await screenshots(page, 'desk-announcement-report', report);
    await page.setViewportSize({ width: 375, height: 812 });
    await noSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await report.getByRole('button', { name: 'Close' }).click();
    await expect(
      page.getByRole('table', { name: 'Announcements sent' }).getByRole('row', { name: /Parents meeting/ }),
    ).toContainText('Batch JEE Morning');
    await page.context().close();
  });

  test('dates nobody means: an unusual age and an old instalment are warned of, an admission months ahead refused', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page } = await pageOfNewOwner(browser, 'dates');
    await post(page, '/api/v1/centres', { CentreCode: 'AND', CentreName: 'Andheri' });
    await page.goto('/adminhome?form=NewStudentEnrollment');
    await page.getByRole('textbox', { name: 'Student’s full name', exact: true }).fill('Tiny Tot');
    const born = page.getByRole('textbox', { name: 'Date of birth' });
    await born.fill(typed(dayIn(-800)));
    await born.press('Tab');
    await expect(
      page.getByText('That makes the student 2 years old. Check the year; if it is right, save as it is.'),
    ).toBeVisible();
    await pickOption(page, page, 'Centre', 'Andheri (AND)');
    await pickOption(page, page, 'Relation', 'Mother');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Tot');
    await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('98220 33333');
    const admitted = page.getByRole('textbox', { name: 'Admission date' });
    await admitted.fill(typed(dayIn(90)));
    await admitted.press('Tab');
    await page.getByRole('button', { name: 'Admit student' }).click();
    await expect(
      page.getByText('An admission date can be at most 31 days ahead. Check the month and the year.').first(),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'desk-dates-admission');

    // A fee plan's instalment due two years ago: said under the day, and still saved if meant.
    const centre = (await (await page.request.get('/api/v1/centres')).json()).data[0];
    await post(page, '/api/v1/batches', {
      code: 'OLD-1',
      name: 'Old batch',
      centreId: centre.id,
      capacity: 10,
      startsOn: dayIn(-900),
    });
    await post(page, '/api/v1/fee-heads', { name: 'Tuition' });
    await page.goto('/adminhome?form=BatchFees&tab=heads');
    await page.getByRole('tab', { name: 'Fee plans' }).click();
    await page.getByRole('button', { name: 'Add fee plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a fee plan' });
    await dialog.getByRole('textbox', { name: 'Plan name' }).fill('Old plan');
    await pickOption(page, dialog, 'Batch', 'Old batch (OLD-1)');
    const head = dialog.getByRole('group', { name: 'Fee head 1' });
    await pickOption(page, head, 'Fee head', 'Tuition');
    await head.getByRole('textbox', { name: 'Amount' }).fill('1000');
    const due = dialog.getByRole('group', { name: 'Instalment 1' }).getByRole('textbox', { name: 'Due on' });
    await due.fill(typed(dayIn(-730)));
    await due.press('Tab');
    await expect(
      dialog.getByText(/That is more than a year ago: a student seated on this plan would owe it at once/),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'desk-dates-plan', dialog);
    await page.context().close();
  });

  test('from a profile, one click each: message the guardians (click-to-chat when SMS is not set up), seat in a batch; the list chooses many to change their status', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const { page } = await pageOfNewOwner(browser, 'profile-actions');
    const { ids } = await smallBatch(page);
    const centre = (await (await page.request.get('/api/v1/centres')).json()).data[0];
    await post(page, '/api/v1/batches', {
      code: 'NEET-E',
      name: 'NEET Evening',
      centreId: centre.id,
      capacity: 40,
      startsOn: dayIn(-5),
    });
    await page.goto(`/adminhome?form=StudentProfile&student=${ids[0]}`);
    await expect(page.getByRole('heading', { name: 'Aarav Shah', level: 2 })).toBeVisible();
    for (const name of ['Print ID card', 'Collect fee', 'Seat in a batch'])
      await expect(page.getByRole('link', { name })).toBeVisible();
    // Attendance and exams are real areas: the profile says what it knows, never "not part of Kaksha yet".
    await expect(page.getByText(/^No class of theirs was marked from \d+ \w+ \d{4} to/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the attendance report' })).toHaveAttribute(
      'href',
      `/adminhome?form=Attendance&view=reports&student=${ids[0]}`,
    );
    await expect(page.getByRole('link', { name: 'Open Exams' })).toBeVisible();
    await expect(page.getByText(/Not part of Kaksha yet/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Send a message' }).click();
    const dialog = page.getByRole('dialog', { name: 'A message to the guardians of Aarav Shah' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Fee reminder');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Please see the office this week.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(
      dialog.getByText(
        /To 1 guardian\(s\): 1 sent or on their way, 2 not sent as SMS or WhatsApp is not set up/,
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Chat on WhatsApp with +91 98200 11111' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/919820011111\?text=Fee%20reminder/,
    );
    await expect(dialog.getByRole('link', { name: 'Call +91 98200 11111' })).toHaveAttribute(
      'href',
      'tel:+919820011111',
    );
    await expectAccessible(page);
    await screenshots(page, 'desk-profile-message', dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Seat in a batch: the allotment screen, the batch chosen, the dialog opens with Aarav picked.
    await page.getByRole('link', { name: 'Seat in a batch' }).click();
    await expect(page.getByText('Choose the batch to seat Aarav Shah in.')).toBeVisible();
    await pickOption(page, page, 'Batch', 'NEET Evening (NEET-E)');
    const allot = page.getByRole('dialog', { name: /Allot students to NEET Evening/ });
    await expect(allot.getByText('Aarav Shah')).toBeVisible();
    await allot.getByRole('button', { name: 'Allot', exact: true }).click();
    await expect(page.getByText('Seated: Aarav Shah.')).toBeVisible();

    // The list: choose both on the page, put them on hold in one go.
    await page.goto('/adminhome?form=ManageStudents');
    await page.getByRole('checkbox', { name: 'Choose every student on this page' }).check();
    const bar = page.getByRole('region', { name: 'What to do with the students chosen' });
    await expect(bar.getByText('2 student(s) chosen')).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Export chosen (CSV)' })).toHaveAttribute(
      'href',
      new RegExp(`ids=(${ids[0]}%2C${ids[1]}|${ids[1]}%2C${ids[0]})`),
    );
    await expectAccessible(page);
    await screenshots(page, 'desk-bulk-bar');
    await bar.getByRole('button', { name: 'Change status' }).click();
    const status = page.getByRole('dialog', { name: 'Change the status of 2 student(s) chosen' });
    await status.getByRole('textbox', { name: 'Reason' }).fill('Exams');
    await status.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText('2 student(s) now On hold.')).toBeVisible();
    await page.context().close();
  });
});
