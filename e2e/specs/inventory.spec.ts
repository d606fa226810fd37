import {
  accessibleAtBothWidths,
  expect,
  pageOfNewOwner,
  pickOption,
  post,
  screenshots,
  test,
} from '../fixtures.ts';

// Inventory (issue 68): receive stock from a supplier, sell a kit (its shirt left out) to a student,
// read the item's ledger and the low-stock list, and find the sale on the student's dues; 1280 and
// 375; axe.

test.describe('inventory', () => {
  test('stock is received, a kit is sold to a student and lands on their dues', async ({ browser }) => {
    test.setTimeout(180_000);
    const { page } = await pageOfNewOwner(browser, 'inventory');
    const centre = await post(page, '/api/v1/centres', { CentreCode: 'PUN', CentreName: 'Pune Kothrud' });
    await post(page, '/api/v1/inventory/stores', { name: 'Kothrud store', centreId: centre.id });
    const item = (body: object) => post(page, '/api/v1/inventory/items', { unit: 'piece', ...body });
    const book = await item({
      name: 'Class 5 Maths',
      kind: 'book',
      hsnCode: '4901',
      price: 35_000,
      gstRate: 0,
      reorderLevel: 5,
    });
    const shirt = await item({
      name: 'School shirt',
      kind: 'uniform',
      size: '32',
      hsnCode: '6205',
      price: 52_500,
      gstRate: 5,
      reorderLevel: 3,
    });
    const pen = await item({
      name: 'Gel pen',
      kind: 'stationery',
      hsnCode: '9608',
      price: 1_180,
      gstRate: 18,
      reorderLevel: 20,
    });
    await post(page, '/api/v1/inventory/kits', {
      name: 'Class 5 kit',
      parts: [
        { itemId: book.id, quantity: 1 },
        { itemId: shirt.id, quantity: 2 },
        { itemId: pen.id, quantity: 5 },
      ],
    });
    const student = await post(page, '/api/v1/students', {
      name: 'Kabir Rao',
      centreId: centre.id,
      guardians: [{ relation: 'father', name: 'Arun Rao', mobile: '9876543219', primary: true }],
    });

    await page.goto('/adminhome?form=Inventory');
    await expect(page.getByRole('heading', { name: 'Inventory', level: 2 })).toBeVisible();
    const items = page.getByRole('table', { name: 'Items' });
    await expect(items.getByRole('rowheader', { name: 'School shirt (32)' })).toBeVisible();

    // Receive stock: the supplier's bill, three lines.
    await page.getByRole('button', { name: 'Receive stock' }).click();
    const receive = page.getByRole('dialog', { name: 'Receive stock' });
    await pickOption(page, receive, 'Store', 'Kothrud store · Pune Kothrud');
    await receive.getByRole('textbox', { name: 'Supplier' }).fill('Sahitya Books');
    await receive.getByRole('textbox', { name: 'Bill number' }).fill('SB/2026/114');
    const lines: [string, string, string][] = [
      ['Class 5 Maths — ₹350.00', '30', '300'],
      ['School shirt (32) — ₹525.00', '10', '400'],
      ['Gel pen — ₹11.80', '24', '8'],
    ];
    for (const [i, [name, quantity, cost]] of lines.entries()) {
      if (i > 0) await receive.getByRole('button', { name: 'Add an item' }).click();
      await pickOption(page, receive, `Item ${i + 1}`, name);
      await receive.getByRole('textbox', { name: 'Quantity' }).nth(i).fill(quantity);
      await receive.getByRole('textbox', { name: 'Cost of one' }).nth(i).fill(cost);
    }
    await screenshots(page, 'inventory-receive', receive);
    await accessibleAtBothWidths(page);
    await receive.getByRole('button', { name: 'Receive', exact: true }).click();
    await expect(page.getByText('Received into Kothrud store.')).toBeVisible();
    await expect(items.getByRole('row', { name: /Gel pen/ })).toContainText('24 piece');

    // Sell the kit to Kabir, without the shirts.
    await page.getByRole('button', { name: 'Sell to student' }).click();
    const sell = page.getByRole('dialog', { name: 'Sell to a student' });
    await pickOption(page, sell, 'Store', 'Kothrud store · Pune Kothrud');
    await sell.getByRole('textbox', { name: 'Student' }).fill('Kabir');
    await page.getByRole('option', { name: `Kabir Rao (${student.admissionNumber})` }).click();
    await pickOption(page, sell, 'Kit', 'Class 5 kit');
    await expect(sell.getByText('To the student’s dues: ₹1,459.00')).toBeVisible();
    await sell.getByRole('button', { name: 'Remove item 3' }).click();
    await expect(sell.getByText('To the student’s dues: ₹409.00')).toBeVisible();
    await screenshots(page, 'inventory-sell', sell);
    await accessibleAtBothWidths(page);
    await sell.getByRole('button', { name: 'Sell and add to dues' }).click();
    await expect(
      page.getByText(`₹409.00 added to Kabir Rao (${student.admissionNumber})’s dues.`),
    ).toBeVisible();

    // The pen's ledger: in from the supplier, out to Kabir.
    await items.getByRole('button', { name: 'Ledger of Gel pen' }).click();
    const ledger = page.getByRole('dialog', { name: 'Ledger of Gel pen' });
    const rows = ledger.getByRole('table', { name: 'Stock ledger' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Sold');
    await expect(rows.nth(1)).toContainText('-5');
    await expect(rows.nth(1)).toContainText('19');
    await expect(rows.nth(2)).toContainText('SB/2026/114');
    await screenshots(page, 'inventory-ledger', ledger);
    await accessibleAtBothWidths(page);
    await page.keyboard.press('Escape');

    // Low stock: the pen (19 against 20).
    await page.getByRole('tab', { name: 'Low stock' }).click();
    const low = page.getByRole('table', { name: 'Low stock' });
    await expect(low.getByRole('row')).toHaveCount(2);
    await expect(low.getByRole('row', { name: /Gel pen/ })).toContainText('19 piece');
    await screenshots(page, 'inventory-low');
    await accessibleAtBothWidths(page);

    // On Kabir's dues, item by item with the GST of each.
    await page.goto('/adminhome?form=PendingFees');
    const owing = page.getByRole('table', { name: 'Students who owe' });
    const row = owing.getByRole('row', { name: `${student.name} ${student.admissionNumber}` });
    await expect(row).toContainText('₹409.00');
    await row.getByRole('button', { name: `Statement of ${student.name}` }).click();
    const drawer = page.getByRole('dialog', {
      name: `Statement of ${student.name} (${student.admissionNumber})`,
    });
    await expect(drawer.getByRole('group', { name: 'Totals' })).toContainText('Billed₹409.00');
    await expect(drawer.getByText('Class 5 Maths × 1')).toBeVisible();
    await expect(drawer.getByText('Gel pen × 5')).toBeVisible();
    await screenshots(page, 'inventory-dues', drawer);
    await accessibleAtBothWidths(page);
  });
});
