import { expect, expectAccessible, pageOfNewOwner, post, screenshots, test } from '../fixtures.ts';

test.describe('batches', () => {
  test('a room for the centre, a batch in it, a code already taken refused, the batch closed', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'batch');
    for (const [url, data] of [
      ['/api/v1/centres', { CentreCode: 'BPL', CentreName: 'Bhopal MP Nagar' }],
      ['/api/v1/classes', { code: 'C11', name: 'Class 11' }],
      ['/api/v1/subjects', { code: 'PHY', name: 'Physics' }],
    ] as const) {
      expect((await page.request.post(url, { data })).status(), url).toBe(201);
    }

    await page.goto('/adminhome?form=Batch&tab=rooms');
    await page.getByRole('textbox', { name: 'Centre' }).click();
    await page.getByRole('option', { name: 'Bhopal MP Nagar' }).click();
    await page.getByRole('textbox', { name: 'Room' }).fill('Room A');
    await page.getByRole('textbox', { name: 'Seats' }).fill('35');
    await page.getByRole('button', { name: 'Add room' }).click();
    await expect(page.getByText('Room A saved.')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Rooms' }).getByRole('rowheader', { name: 'Room A' }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Batches' }).click();
    await expect(page.getByText(/^No planned or active batches\./)).toBeVisible();
    const addBatch = async (code: string) => {
      await page.getByRole('button', { name: 'Add batch' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a batch' });
      await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Class 11 Morning');
      await dialog.getByRole('textbox', { name: 'Class' }).click();
      await page.getByRole('option', { name: 'Class 11' }).click();
      await dialog.getByRole('textbox', { name: 'Subjects' }).click();
      await page.getByRole('option', { name: 'Physics' }).click();
      await dialog.getByRole('heading', { name: 'Add a batch' }).click();
      await dialog.getByRole('textbox', { name: 'Centre' }).click();
      await page.getByRole('option', { name: 'Bhopal MP Nagar' }).click();
      await dialog.getByRole('textbox', { name: 'Room' }).click();
      await page.getByRole('option', { name: 'Room A' }).click();
      await dialog.getByRole('textbox', { name: 'Starts on' }).fill('01/06/2026');
      // Leave the date field by clicking outside it, so no calendar stays open.
      await dialog.getByRole('heading', { name: 'Add a batch' }).click();
      return dialog;
    };
    let dialog = await addBatch('c11-m');
    await expectAccessible(page);
    await screenshots(page, 'batch-form');
    await dialog.getByRole('button', { name: 'Save batch' }).click();
    await expect(page.getByText('Class 11 Morning saved.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Batches' });
    await expect(table.getByRole('row', { name: /C11-M/ })).toContainText('Bhopal MP Nagar · Room A');
    await expect(table.getByRole('row', { name: /C11-M/ })).toContainText('from 1 Jun 2026');

    dialog = await addBatch('C11-M');
    await dialog.getByRole('button', { name: 'Save batch' }).click();
    await expect(dialog.getByText('A batch with this code already exists.').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit Class 11 Morning' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Class 11 Morning' });
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue('C11-M');
    await dialog.getByRole('textbox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Closed' }).click();
    await dialog.getByRole('button', { name: 'Save batch' }).click();
    await expect(page.getByText('Class 11 Morning saved.')).toBeVisible();
    await expect(page.getByText(/^No planned or active batches\./)).toBeVisible();
    await page.getByRole('textbox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await expect(table.getByRole('row', { name: /C11-M/ })).toContainText('Closed');
    await expectAccessible(page);
    await screenshots(page, 'batches');
  });

  test('teacher allotment: a teacher for a subject, then another from a later day, with the history', async ({
    browser,
  }) => {
    const { page } = await pageOfNewOwner(browser, 'allot');
    const centre = await post(page, '/api/v1/centres', { CentreCode: 'GWL', CentreName: 'Gwalior' });
    await post(page, '/api/v1/subjects', { code: 'BIO', name: 'Biology' });
    for (const name of ['Nisha Verma', 'Arun Mehta'])
      await post(page, '/api/v1/teachers', {
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@school.test`,
        mobile: '9876512345',
        joiningDate: '2024-06-01',
      });
    const choices = await (await page.request.get('/api/v1/batches/choices')).json();
    await post(page, '/api/v1/batches', {
      code: 'BIO-1',
      name: 'Biology Sunday',
      centreId: centre.id,
      capacity: 25,
      startsOn: '2026-06-01',
      subjectIds: [choices.subjects[0].id],
    });

    await page.goto('/adminhome?form=TeacherAlotment');
    await page.getByRole('textbox', { name: 'Batch' }).click();
    await page.getByRole('option', { name: 'Biology Sunday (BIO-1)' }).click();
    await expect(page.getByText('No teacher yet.')).toBeVisible();
    const give = async (teacher: string, day: string) => {
      await page.getByRole('textbox', { name: 'Teacher for Biology' }).click();
      await page.getByRole('option', { name: teacher }).click();
      await page.getByRole('textbox', { name: 'From (first day)' }).fill(day);
      await page.getByRole('heading', { name: 'Biology', level: 3 }).click();
      await page.getByRole('button', { name: 'Save' }).click();
    };
    await give('Nisha Verma', '01/06/2026');
    await expect(page.getByText('Nisha Verma, since 1 Jun 2026')).toBeVisible();
    await give('Arun Mehta', '01/06/2026');
    await expect(
      page.getByText(/must start after the current teacher’s first day \(1 Jun 2026\)/),
    ).toBeVisible();
    await give('Arun Mehta', '15/09/2026');
    await expect(page.getByText(/^Arun Mehta, since 15 Sept? 2026$/)).toBeVisible();
    const history = page.getByRole('table', { name: 'History' });
    await expect(history.getByRole('row', { name: /Nisha Verma/ })).toContainText('14 Sep');
    await expectAccessible(page);
    await screenshots(page, 'teacher-allotment');
  });
});
