import { describe, expect, it } from 'vitest';
import type { FeeStatement, InventoryKit, Receipt } from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin } from '../../../test/harness.ts';
import { pdfText, today } from '../../../test/helpers/fees.ts';
import { expectLedgerAgrees, posting, stockOfIn, storeSetUp } from '../../../test/helpers/inventory.ts';
import { admitStudent } from '../../../test/helpers/students.ts';

/*
 * A sale to a student (issue 68): each item billed to the student's dues with its own GST rate, then
 * collected and receipted like any fee; a kit sold as one with any part left out.
 */

const t = appPerFile();
const call = caller(t);
const post = posting(t);
const stockOf = stockOfIn(t);

async function stocked() {
  const owner = await registerAndLogin(t.app);
  const setUp = await storeSetUp(t, owner);
  const { main, book, shirt, pen } = setUp;
  await post(owner, 'purchases', {
    storeId: main.id,
    supplier: 'Sahitya Books',
    billNumber: 'SB-7',
    lines: [
      { itemId: book.id, quantity: 10, unitCost: 30_000 },
      { itemId: shirt.id, quantity: 10, unitCost: 40_000 },
      { itemId: pen.id, quantity: 50, unitCost: 800 },
    ],
  });
  const student = await admitStudent(t, owner, { name: 'Kabir Rao', centreId: setUp.centreA.id });
  const kitRes = await call(owner, 'POST', '/api/v1/inventory/kits', {
    name: 'Class 5 kit',
    parts: [
      { itemId: book.id, quantity: 1 },
      { itemId: shirt.id, quantity: 2 },
      { itemId: pen.id, quantity: 5 },
    ],
  });
  expect(kitRes.statusCode, kitRes.body).toBe(201);
  return { owner, student, kit: kitRes.json() as InventoryKit, ...setUp };
}

describe('a sale to a student', () => {
  it('goes on the student’s dues item by item with its GST, is collected and receipted like any fee', async () => {
    const { owner, student, kit, main, book, shirt, pen } = await stocked();
    expect(kit.parts.map((p) => [p.itemName, p.quantity, p.price])).toEqual([
      ['Class 5 Maths', 1, 35_000],
      ['Gel pen', 5, 1_180],
      ['School shirt (32)', 2, 52_500],
    ]);
    // The kit with its shirts left out (they have their own already).
    const sale = await post(owner, 'sales', {
      storeId: main.id,
      studentId: student.id,
      kitId: kit.id,
      lines: [
        { itemId: book.id, quantity: 1 },
        { itemId: pen.id, quantity: 5 },
      ],
    });
    expect(sale).toMatchObject({
      kind: 'sale',
      party: `Kabir Rao (${student.admissionNumber})`,
      amount: 40_900,
    });
    expect(await stockOf(owner, shirt.id)).toEqual([['Main store', 10]]);
    expect(await stockOf(owner, pen.id)).toEqual([['Main store', 45]]);

    const statement = (
      await call(owner, 'GET', `/api/v1/students/${student.id}/fees`)
    ).json() as FeeStatement;
    expect(statement.dues.map((d) => [d.headName, d.label, d.gstRate, d.amount, d.dueOn, d.batchId])).toEqual(
      [
        ['Books', 'Class 5 Maths × 1', 0, 35_000, today, null],
        ['Stationery', 'Gel pen × 5', 18, 5_900, today, null],
      ],
    );
    expect(statement.totals).toMatchObject({ billed: 40_900, balance: 40_900 });

    // A GST-registered institute: its receipts show the GST inside each item (decision 079).
    const settings = (await call(owner, 'GET', '/api/v1/institute/settings')).json();
    const {
      logoUrl: _l,
      receiptNumberExample: _r,
      admissionNumberExample: _a,
      updatedAt: _u,
      ...body
    } = settings;
    const registered = await call(owner, 'PUT', '/api/v1/institute/settings', {
      ...body,
      gstin: '27AAPFU0939F1ZV',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const paid = await call(owner, 'POST', `/api/v1/students/${student.id}/payments`, {
      amount: 40_900,
      mode: 'cash',
      receivedOn: today,
      dueIds: statement.dues.map((d) => d.id),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const receipt = paid.json() as Receipt;
    expect(receipt.items.map((i) => [i.headName, i.label, i.gstRate, i.amount])).toEqual([
      ['Books', 'Class 5 Maths × 1', 0, 35_000],
      ['Stationery', 'Gel pen × 5', 18, 5_900],
    ]);
    expect(receipt.balanceAfter).toBe(0);
    const after = (await call(owner, 'GET', `/api/v1/students/${student.id}/fees`)).json() as FeeStatement;
    expect(after.totals).toMatchObject({ paid: 40_900, balance: 0 });

    const pdf = await call(owner, 'GET', `/api/v1/receipts/${receipt.id}/pdf`);
    const text = await pdfText(pdf.rawPayload);
    // ₹59.00 with 18 % inside: ₹50.00 and ₹9.00 of GST.
    for (const words of ['Gel pen × 5', 'Class 5 Maths × 1', 'Stationery', '₹9.00 (18%)', '₹409.00'])
      expect(text).toContain(words);
    await expectLedgerAgrees(t);
  });

  it('bills nothing when the stock is short, and nothing for a free item', async () => {
    const { owner, student, main, book, shirt } = await stocked();
    const short = await post(
      owner,
      'sales',
      {
        storeId: main.id,
        studentId: student.id,
        lines: [
          { itemId: book.id, quantity: 1 },
          { itemId: shirt.id, quantity: 11 },
        ],
      },
      409,
    );
    expect(short.message).toBe('Only 10 of School shirt (32) left in Main store.');
    const none = (await call(owner, 'GET', `/api/v1/students/${student.id}/fees`)).json() as FeeStatement;
    expect(none.dues).toEqual([]);
    expect(await stockOf(owner, book.id)).toEqual([['Main store', 10]]);

    const freebie = await call(owner, 'POST', '/api/v1/inventory/items', {
      name: 'Diary',
      kind: 'stationery',
      unit: 'piece',
      price: 0,
      gstRate: 0,
    });
    const diary = freebie.json() as { id: number };
    await post(owner, 'purchases', {
      storeId: main.id,
      supplier: 'S',
      billNumber: 'D1',
      lines: [{ itemId: diary.id, quantity: 5, unitCost: 0 }],
    });
    const given = await post(owner, 'sales', {
      storeId: main.id,
      studentId: student.id,
      lines: [{ itemId: diary.id, quantity: 1 }],
    });
    expect(given.amount).toBe(0);
    expect(
      ((await call(owner, 'GET', `/api/v1/students/${student.id}/fees`)).json() as FeeStatement).dues,
    ).toEqual([]);
  });

  it('refuses another organisation’s student, and an item no longer in use', async () => {
    const { owner, main, book } = await stocked();
    const other = await registerAndLogin(t.app);
    const theirs = await admitStudent(t, other);
    const refused = await post(
      owner,
      'sales',
      { storeId: main.id, studentId: theirs.id, lines: [{ itemId: book.id, quantity: 1 }] },
      404,
    );
    expect(refused.fieldErrors).toEqual({ studentId: 'Choose one of your students.' });
    const put = await call(owner, 'PUT', `/api/v1/inventory/items/${book.id}`, {
      name: 'Class 5 Maths',
      kind: 'book',
      unit: 'piece',
      price: 35_000,
      gstRate: 0,
      active: false,
    });
    expect(put.statusCode).toBe(200);
    const mine = await admitStudent(t, owner);
    const retired = await post(
      owner,
      'sales',
      { storeId: main.id, studentId: mine.id, lines: [{ itemId: book.id, quantity: 1 }] },
      409,
    );
    expect(retired.message).toBe('Class 5 Maths is no longer sold or issued; make it active first.');
  });
});
