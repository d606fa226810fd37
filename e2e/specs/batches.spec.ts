import {
  expect,
  expectAccessible,
  freshPage,
  registerOrganisation,
  screenshots,
  signIn,
  test,
} from '../fixtures.ts';

test.describe('batches', () => {
  test('a room for the centre, a batch in it, a code already taken refused, the batch closed', async ({
    browser,
  }) => {
    const page = await freshPage(browser);
    const owner = await registerOrganisation('batch');
    await signIn(page, owner);
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
});
