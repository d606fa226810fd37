import {
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfNewOwner,
  post,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn, MONTHS } from '../days.ts';

// Days as the screens write them.
/** "26 Nov 2026". */
const shown = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

test.describe('student allotment', () => {
  test('three students for two seats: two seated, one waiting; a removal moves the waiting one up; a transfer; the profile’s history', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'seats');
    const centre = await post(page, '/api/v1/centres', {
      CentreCode: 'IDR',
      CentreName: 'Indore Vijay Nagar',
    });
    const klass = await post(page, '/api/v1/classes', { code: 'C12', name: 'Class 12' });
    const admit = (name: string, mobile: string, classId: number | null) =>
      post(page, '/api/v1/students', {
        name,
        centreId: centre.id,
        classId,
        guardians: [{ relation: 'mother', name: `Parent of ${name}`, mobile, primary: true }],
      });
    const aarav = await admit('Aarav Sharma', '9876500001', klass.id);
    const bhavna = await admit('Bhavna Iyer', '9876500002', klass.id);
    await admit('Chetan Rao', '9876500003', klass.id);
    const farah = await admit('Farah Khan', '9876500004', null);
    const batch = (code: string, name: string) =>
      post(page, '/api/v1/batches', {
        code,
        name,
        centreId: centre.id,
        classId: klass.id,
        capacity: 2,
        startsOn: dayIn(-30),
      });
    const morning = await batch('C12-M', 'Class 12 Morning');
    await batch('C12-E', 'Class 12 Evening');
    const today = dayIn(0);

    await page.goto('/adminhome?form=StudentAlotment');
    await expect(page.getByText('Choose a batch to see its students.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Batch', exact: true }).click();
    await page.getByRole('option', { name: 'Class 12 Morning (C12-M)' }).click();
    await expect(page).toHaveURL(new RegExp(`batch=${morning.id}`));
    await expect(page.getByText('0 of 2 seats taken', { exact: true })).toBeVisible();
    await expect(page.getByText('No students in this batch yet.')).toBeVisible();

    // Three picked for two free seats: the form says what will happen before saving.
    await page.getByRole('button', { name: 'Allot students' }).click();
    const dialog = page.getByRole('dialog', { name: 'Allot students to Class 12 Morning' });
    await expect(dialog.getByText('2 seats free.')).toBeVisible();
    const students = dialog.getByRole('textbox', { name: 'Students' });
    await students.click();
    // The batch's class first, the others after.
    await expect(page.getByText('Class of this batch')).toBeVisible();
    await expect(page.getByText('Other students')).toBeVisible();
    await page.getByRole('option', { name: /^Aarav Sharma/ }).click();
    await page.getByRole('option', { name: /^Bhavna Iyer/ }).click();
    // A search asks the server, by name or admission number.
    await students.fill('chet');
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.getByRole('option', { name: /^Chetan Rao/ }).click();
    await dialog.getByRole('heading', { name: 'Allot students to Class 12 Morning' }).click();
    await expect(dialog.getByText('2 seats free: 2 will be seated, 1 will join the waitlist.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'From (first day)' })).toHaveValue(shown(today));
    await expectAccessible(page);
    await screenshots(page, 'allotment-form');
    await dialog.getByRole('button', { name: 'Allot', exact: true }).click();
    await expect(page.getByText('Seated: Aarav Sharma, Bhavna Iyer. Waitlisted: Chetan Rao.')).toBeVisible();
    await expect(page.getByText('2 of 2 seats taken · 1 waiting')).toBeVisible();
    await expect(page.getByText('Full: students allotted now join the waitlist.')).toBeVisible();
    await expectAccessible(page);
    const seated = page.getByRole('table', { name: 'Students in the batch' });
    await expect(seated.getByRole('rowheader')).toHaveText(['Aarav Sharma', 'Bhavna Iyer']);
    await page.getByRole('tab', { name: 'Waitlist (1)' }).click();
    await expect(page).toHaveURL(/view=waitlisted/);
    const waiting = page.getByRole('table', { name: 'Waitlist' });
    await expect(waiting.getByRole('row', { name: /Chetan Rao/ })).toContainText('1');
    await page.getByRole('tab', { name: 'Allotted (2)' }).click();

    // A seated student leaves: the first on the waitlist takes the seat.
    await page.getByRole('button', { name: 'Actions for Aarav Sharma' }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove Aarav Sharma from Class 12 Morning' });
    await expect(remove.getByRole('textbox', { name: 'Last day in the batch' })).toHaveValue(shown(today));
    await remove.getByRole('textbox', { name: 'Reason' }).fill('Moved to Bhopal');
    await remove.getByRole('button', { name: 'Remove from batch' }).click();
    await expect(
      page.getByText(
        `Aarav Sharma left Class 12 Morning after ${shown(today)}. Chetan Rao took the freed seat.`,
      ),
    ).toBeVisible();
    await expect(page.getByText('2 of 2 seats taken', { exact: true })).toBeVisible();
    await expect(seated.getByRole('rowheader')).toHaveText(['Bhavna Iyer', 'Chetan Rao']);

    // A transfer: the first day in the new batch is after the first day in this one.
    await page.getByRole('button', { name: 'Actions for Bhavna Iyer' }).click();
    await page.getByRole('menuitem', { name: 'Transfer' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer Bhavna Iyer' });
    await transfer.getByRole('textbox', { name: 'To batch' }).click();
    await page.getByRole('option', { name: 'Class 12 Evening (C12-E)' }).click();
    await expect(transfer.getByRole('textbox', { name: 'First day in the new batch' })).toHaveValue(
      shown(dayIn(1)),
    );
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(
      page.getByText(`Bhavna Iyer moved to Class 12 Evening from ${shown(dayIn(1))}.`),
    ).toBeVisible();
    await expect(page.getByText('1 of 2 seats taken', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Past' }).click();
    const past = page.getByRole('table', { name: 'Past students' });
    await expect(past.getByRole('row', { name: /Aarav Sharma/ })).toContainText('LeftMoved to Bhopal');
    await expect(past.getByRole('row', { name: /Bhavna Iyer/ })).toContainText(
      `${shown(today)} – ${shown(today)}Transferred to Class 12 Evening`,
    );
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Allotted (1)' }).click();
    await expect(seated.getByRole('rowheader')).toHaveText(['Chetan Rao']);
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 812 });
    // Cards on a phone, each with its menu named after the student.
    await expect(page.getByRole('list', { name: 'Students in the batch' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actions for Chetan Rao' })).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshots(page, 'allotment');

    // The profile tells the story: the batch now, and the one before, naming the transfer.
    await page.goto(`/adminhome?form=StudentProfile&student=${bhavna.id}`);
    const history = page.getByRole('region', { name: 'Batches' });
    await expect(history.getByRole('listitem').first()).toContainText(
      `Class 12 Evening (C12-E)Seatedfrom ${shown(dayIn(1))}`,
    );
    await expect(history.getByRole('listitem').nth(1)).toContainText(
      `Class 12 Morning (C12-M)${shown(today)} – ${shown(today)} · Transferred to Class 12 Evening`,
    );
    await expectAccessible(page);
    await screenshots(page, 'allotment-profile');
    await page.goto(`/adminhome?form=StudentProfile&student=${aarav.id}`);
    await expect(page.getByRole('region', { name: 'Batches' })).toContainText(
      `${shown(today)} – ${shown(today)} · Left`,
    );
    await page.goto(`/adminhome?form=StudentProfile&student=${farah.id}`);
    await expect(page.getByRole('region', { name: 'Batches' })).toContainText('Not in any batch yet.');
  });
});
