import {
  expect,
  expectAccessible,
  pageOfNewOwner,
  pickOption,
  post,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn, MONTHS, typed } from '../days.ts';

// Days as the screens write them.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
/** "Thu 26 Nov 2026", as the timetable and its clash messages name a day. */
const shown = (day: string) => {
  const [y, m, d] = parts(day);
  return `${weekdayOf(day).slice(0, 3)} ${d} ${MONTHS[m - 1]} ${y}`;
};

test.describe('timetable', () => {
  test('a weekly slot makes classes; a clash is refused naming the teacher; a class moved; a holiday cancels and gives back', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'timetable');
    const centre = await post(page, '/api/v1/centres', { CentreCode: 'PUN', CentreName: 'Pune Kothrud' });
    await post(page, '/api/v1/rooms', { centreId: centre.id, name: 'Room A' });
    await post(page, '/api/v1/subjects', { code: 'PHY', name: 'Physics' });
    const physics = (await (await page.request.get('/api/v1/batches/choices')).json()).subjects[0].id;
    const [ravi] = await Promise.all(
      ['Ravi Iyer', 'Sana Sheikh'].map((name) =>
        post(page, '/api/v1/teachers', {
          name,
          email: `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@school.test`,
          mobile: '9876512345',
          joiningDate: '2024-06-01',
        }),
      ),
    );
    const today = dayIn(0);
    const batch = (code: string, name: string) =>
      post(page, '/api/v1/batches', {
        code,
        name,
        centreId: centre.id,
        capacity: 30,
        startsOn: today,
        endsOn: dayIn(55),
        subjectIds: [physics],
      });
    const jee = await batch('JEE-M', 'JEE Morning');
    const neet = await batch('NEET-E', 'NEET Evening');
    await post(
      page,
      `/api/v1/batches/${jee.id}/teachers`,
      { subjectId: physics, teacherId: ravi.id, fromDate: today },
      200,
    );

    // Classes from tomorrow, weekly: days 1, 8, 15, … 50 of the batch's 55.
    const first = dayIn(1);
    const second = dayIn(8);
    const weekday = weekdayOf(first);
    await page.goto('/adminhome?form=TimeAllocation');
    await pickOption(page, page, 'Batch', 'JEE Morning (JEE-M)');
    await expect(page).toHaveURL(new RegExp(`batch=${jee.id}`));
    await expect(
      page.getByText('No weekly slots yet. Add a slot to make the batch’s classes.'),
    ).toBeVisible();
    await expect(page.getByText('No classes in the next four weeks.')).toBeVisible();

    await page.getByRole('button', { name: 'Add a slot' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add a slot' });
    await pickOption(page, dialog, 'Day of the week', weekday);
    await dialog.getByLabel('Starts at').fill('16:00');
    await dialog.getByLabel('Ends at').fill('17:30');
    await pickOption(page, dialog, 'Subject', 'Physics');
    // The subject's teacher is filled in.
    await expect(dialog.getByRole('textbox', { name: 'Teacher', exact: true })).toHaveValue('Ravi Iyer');
    await pickOption(page, dialog, 'Room', 'Room A');
    await expect(dialog.getByRole('textbox', { name: 'Last day' })).toHaveValue(shown(dayIn(55)).slice(4));
    await expectAccessible(page);
    await screenshots(page, 'timetable-slot-form');
    await dialog.getByRole('button', { name: 'Save slot' }).click();
    await expect(page.getByText(`Added ${weekday} 16:00–17:30: 8 classes made.`)).toBeVisible();
    const slots = page.getByRole('region', { name: `${weekday} slots` });
    await expect(slots).toContainText('Ravi Iyer');
    await expect(slots).toContainText('8 classes to come');
    const classes = page.getByRole('table', { name: 'Classes in the next four weeks' });
    await expect(classes.getByRole('row')).toHaveCount(5);
    await expect(classes.getByRole('row', { name: new RegExp(shown(first)) })).toContainText('16:00–17:30');

    // The same teacher, overlapping, in another batch: refused, naming the class he already has.
    await pickOption(page, page, 'Batch', 'NEET Evening (NEET-E)');
    await expect(page).toHaveURL(new RegExp(`batch=${neet.id}`));
    await page.getByRole('button', { name: 'Add a slot' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a slot' });
    await pickOption(page, dialog, 'Day of the week', weekday);
    await dialog.getByLabel('Starts at').fill('17:00');
    await dialog.getByLabel('Ends at').fill('18:00');
    await pickOption(page, dialog, 'Teacher', 'Ravi Iyer');
    await dialog.getByRole('button', { name: 'Save slot' }).click();
    const clash = `Ravi Iyer is already teaching JEE Morning (Physics) on ${shown(first)}, 16:00–17:30.`;
    // In the form's notice and under the teacher.
    await expect(dialog.getByText(clash, { exact: true })).toHaveCount(2);
    await expect(dialog.getByRole('textbox', { name: 'Teacher', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessible(page);
    await screenshots(page, 'timetable-clash');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('No weekly slots yet.', { exact: false })).toBeVisible();

    // One class moved to later that day.
    await page.goto(`/adminhome?form=TimeAllocation&batch=${jee.id}`);
    await page.getByRole('button', { name: `Change the class on ${shown(first)} at 16:00` }).click();
    await page.getByRole('menuitem', { name: 'Move' }).click();
    dialog = page.getByRole('dialog', { name: `Move the class on ${shown(first)}, 16:00–17:30` });
    await expect(dialog.getByRole('textbox', { name: 'Day' })).toHaveValue(shown(first).slice(4));
    await dialog.getByLabel('Starts at').fill('18:00');
    await dialog.getByLabel('Ends at').fill('19:30');
    await dialog.getByRole('button', { name: 'Move class' }).click();
    await expect(page.getByText(`The class is now on ${shown(first)}, 18:00–19:30.`)).toBeVisible();
    await expect(classes.getByRole('row', { name: new RegExp(shown(first)) })).toContainText('Moved');

    // An institute-wide holiday on the second class's day cancels it, naming the holiday.
    await page.goto(`/adminhome?form=Holiday&year=${second.slice(0, 4)}`);
    await expect(page.getByText(`No holidays in ${second.slice(0, 4)}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Add a holiday' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a holiday' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Founders Day');
    await dialog.getByRole('textbox', { name: 'First day' }).fill(typed(second));
    await dialog.getByRole('heading', { name: 'Add a holiday' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Last day' })).toHaveValue(shown(second).slice(4));
    await expect(dialog.getByRole('radio', { name: 'Whole institute' })).toBeChecked();
    await expectAccessible(page);
    await screenshots(page, 'holiday-form');
    await dialog.getByRole('button', { name: 'Add holiday' }).click();
    await expect(page.getByText('Founders Day added: 1 class cancelled.')).toBeVisible();
    const holidays = page.getByRole('table', { name: `Holidays in ${second.slice(0, 4)}` });
    await expect(holidays.getByRole('row', { name: /Founders Day/ })).toContainText('Whole institute');

    await page.goto(`/adminhome?form=TimeAllocation&batch=${jee.id}`);
    const cancelled = classes.getByRole('row', { name: new RegExp(shown(second)) });
    await expect(cancelled).toContainText('Cancelled');
    await expect(cancelled).toContainText('Holiday: Founders Day');
    await expect(page.getByRole('region', { name: `${weekday} slots` })).toContainText('7 classes to come');
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('list', { name: 'Classes in the next four weeks' })).toContainText(
      'Holiday: Founders Day',
    );
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshots(page, 'timetable');

    // Deleting the holiday brings the class back.
    await page.goto(`/adminhome?form=Holiday&year=${second.slice(0, 4)}`);
    await page.getByRole('button', { name: 'Delete Founders Day' }).click();
    await page
      .getByRole('dialog', { name: 'Delete the holiday' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Founders Day deleted: 1 class restored.')).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshots(page, 'holidays');
    await page.goto(`/adminhome?form=TimeAllocation&batch=${jee.id}`);
    await expect(classes.getByRole('row', { name: new RegExp(shown(second)) })).toContainText('Scheduled');
    await page.context().close();
  });
});
