import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InventoryItem, InventoryItemPage, LedgerPage, LowStockPage } from '@kaksha/contracts';
import {
  appPerFile,
  caller,
  countQueries,
  registerAndLogin,
  rowsOf,
  secondNode,
} from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { makeStaff, makeTeacher } from '../../../test/helpers/teachers.ts';
import {
  expectLedgerAgrees as agrees,
  posting,
  stockOfIn,
  storeSetUp as setUp,
} from '../../../test/helpers/inventory.ts';

/*
 * Inventory (issue 68): items with their GST as data, stores per centre, stock in, across, out and back,
 * each store's balance kept beside a ledger that always adds up to it, and never below zero.
 */

const t = appPerFile();
const call = caller(t);
const post = posting(t);
const stockOf = stockOfIn(t);
const storeSetUp = (owner: Account) => setUp(t, owner);
const expectLedgerAgrees = () => agrees(t);

describe('items and stores', () => {
  it('keeps GST as each item’s data (0 % stationery too), refuses a bad HSN code, a name twice', async () => {
    const owner = await registerAndLogin(t.app);
    const { pen } = await storeSetUp(owner);
    expect(pen.gstRate).toBe(18);
    const free = await call(owner, 'POST', '/api/v1/inventory/items', {
      name: 'Slate pencil',
      kind: 'stationery',
      unit: 'box',
      hsnCode: '9609',
      price: 2_000,
      gstRate: 0,
    });
    expect((free.json() as InventoryItem).gstRate).toBe(0);
    const bad = await call(owner, 'POST', '/api/v1/inventory/items', {
      name: 'Eraser',
      kind: 'stationery',
      unit: 'piece',
      hsnCode: '12',
      price: 500,
      gstRate: 7,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      hsnCode: 'An HSN code is 4, 6 or 8 digits.',
      gstRate: 'Choose a GST rate of 0, 5, 12, 18 or 28 %.',
    });
    const twice = await call(owner, 'POST', '/api/v1/inventory/items', {
      name: 'gel PEN',
      kind: 'stationery',
      unit: 'piece',
      price: 1_000,
      gstRate: 18,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You already have an item with this name and size.');
    // Uniforms by size: the same name in another size is another item.
    const bigger = await call(owner, 'POST', '/api/v1/inventory/items', {
      name: 'School shirt',
      kind: 'uniform',
      size: '34',
      unit: 'piece',
      price: 55_000,
      gstRate: 5,
    });
    expect(bigger.statusCode).toBe(201);
    const page = (
      await call(owner, 'GET', '/api/v1/inventory/items?kind=uniform')
    ).json() as InventoryItemPage;
    expect(page.data.map((i) => `${i.name} ${i.size}`)).toEqual(['School shirt 32', 'School shirt 34']);
  });

  it('shows another organisation nothing: its items, stores and ledgers are not found', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const { main, book } = await storeSetUp(owner);
    await post(owner, 'purchases', {
      storeId: main.id,
      supplier: 'Sahitya Books',
      billNumber: 'SB-1',
      lines: [{ itemId: book.id, quantity: 4, unitCost: 30_000 }],
    });
    expect((await call(other, 'GET', `/api/v1/inventory/items/${book.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/v1/inventory/items/${book.id}/ledger`)).statusCode).toBe(404);
    const theirs = await call(other, 'POST', '/api/v1/inventory/issues', {
      storeId: main.id,
      teacherId: 1,
      lines: [{ itemId: book.id, quantity: 1 }],
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().fieldErrors).toMatchObject({
      storeId: 'Choose one of your stores.',
      'lines.0.itemId': 'Choose one of your items.',
    });
    expect(((await call(other, 'GET', '/api/v1/inventory/items')).json() as InventoryItemPage).total).toBe(0);
    expect(await stockOf(owner, book.id)).toEqual([['Main store', 4]]);
  });
});

describe('the stock ledger', () => {
  it('takes stock in, across, out to a teacher and back, and always equals the counted stock', async () => {
    const owner = await registerAndLogin(t.app);
    const { main, branch, book, pen } = await storeSetUp(owner);
    const teacher = await makeTeacher(t, owner, { name: 'Meera Iyer' });
    const bought = await post(owner, 'purchases', {
      storeId: main.id,
      supplier: 'Sahitya Books',
      billNumber: 'SB/2026/114',
      onDay: '2026-06-01',
      lines: [
        { itemId: book.id, quantity: 30, unitCost: 30_000 },
        { itemId: pen.id, quantity: 100, unitCost: 800 },
      ],
    });
    expect(bought).toMatchObject({ kind: 'purchase', party: 'Sahitya Books', storeName: 'Main store' });
    expect(bought.lines.map((l) => [l.itemName, l.quantity, l.balanceAfter])).toEqual([
      ['Class 5 Maths', 30, 30],
      ['Gel pen', 100, 100],
    ]);
    const moved = await post(owner, 'transfers', {
      storeId: main.id,
      toStoreId: branch.id,
      lines: [{ itemId: book.id, quantity: 12 }],
    });
    expect(moved).toMatchObject({ party: 'Branch store', lines: [{ quantity: 12, balanceAfter: 18 }] });
    await post(owner, 'issues', {
      storeId: main.id,
      teacherId: teacher.id,
      lines: [{ itemId: pen.id, quantity: 10 }],
    });
    await post(owner, 'returns', {
      storeId: main.id,
      teacherId: teacher.id,
      note: 'Unused',
      lines: [{ itemId: pen.id, quantity: 3 }],
    });
    expect(await stockOf(owner, book.id)).toEqual([
      ['Branch store', 12],
      ['Main store', 18],
    ]);
    expect(await stockOf(owner, pen.id)).toEqual([['Main store', 93]]);

    const ledger = (
      await call(owner, 'GET', `/api/v1/inventory/items/${pen.id}/ledger`)
    ).json() as LedgerPage;
    expect(ledger.data.map((e) => [e.kind, e.party, e.quantity, e.balanceAfter])).toEqual([
      ['return', 'Meera Iyer', 3, 93],
      ['issue', 'Meera Iyer', -10, 90],
      ['purchase', 'Sahitya Books', 100, 100],
    ]);
    expect(ledger.data[2]).toMatchObject({ billNumber: 'SB/2026/114', onDay: '2026-06-01' });
    const books = (
      await call(owner, 'GET', `/api/v1/inventory/items/${book.id}/ledger?storeId=${branch.id}`)
    ).json() as LedgerPage;
    expect(books.data.map((e) => [e.kind, e.storeName, e.party, e.quantity])).toEqual([
      ['transfer', 'Branch store', 'Main store', 12],
    ]);
    await expectLedgerAgrees();
  });

  it('lists what is low, store by store (a store that never held an item holds none)', async () => {
    const owner = await registerAndLogin(t.app);
    const { main, book, shirt, pen } = await storeSetUp(owner);
    await post(owner, 'purchases', {
      storeId: main.id,
      supplier: 'Uniform House',
      billNumber: 'UH-9',
      lines: [
        { itemId: shirt.id, quantity: 3, unitCost: 40_000 },
        { itemId: book.id, quantity: 40, unitCost: 30_000 },
      ],
    });
    const low = (
      await call(owner, 'GET', `/api/v1/inventory/low-stock?storeId=${main.id}`)
    ).json() as LowStockPage;
    expect(low.data.map((l) => [l.itemName, l.quantity, l.reorderLevel])).toEqual([
      ['Gel pen', 0, 20],
      ['School shirt (32)', 3, 3],
    ]);
    const lowItems = (
      await call(owner, 'GET', `/api/v1/inventory/items?storeId=${main.id}&low=true`)
    ).json() as InventoryItemPage;
    expect(lowItems.data.map((i) => [i.id, i.stock])).toEqual([
      [pen.id, 0],
      [shirt.id, 3],
    ]);
  });

  it('refuses stock a store does not hold, in words, and changes nothing', async () => {
    const owner = await registerAndLogin(t.app);
    const { main, branch, book } = await storeSetUp(owner);
    await post(owner, 'purchases', {
      storeId: main.id,
      supplier: 'S',
      billNumber: 'B1',
      lines: [{ itemId: book.id, quantity: 2, unitCost: 100 }],
    });
    const refused = await post(
      owner,
      'transfers',
      { storeId: main.id, toStoreId: branch.id, lines: [{ itemId: book.id, quantity: 3 }] },
      409,
    );
    expect(refused.message).toBe('Only 2 of Class 5 Maths left in Main store.');
    expect(refused.fieldErrors).toEqual({ 'lines.0.quantity': 'Only 2 left.' });
    expect(await stockOf(owner, book.id)).toEqual([['Main store', 2]]);
    await expectLedgerAgrees();
  });

  it('writes a document in a fixed number of statements, whatever its number of lines', async () => {
    const owner = await registerAndLogin(t.app);
    const { main } = await storeSetUp(owner);
    const items: InventoryItem[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call(owner, 'POST', '/api/v1/inventory/items', {
        name: `Notebook ${i}`,
        kind: 'stationery',
        unit: 'piece',
        price: 4_000,
        gstRate: 12,
      });
      items.push(res.json() as InventoryItem);
    }
    const buy = (n: number) => () =>
      call(owner, 'POST', '/api/v1/inventory/purchases', {
        storeId: main.id,
        supplier: 'S',
        billNumber: `B${n}`,
        lines: items.slice(0, n).map((i) => ({ itemId: i.id, quantity: 5, unitCost: 3_000 })),
      });
    const one = await countQueries(t.database, buy(1));
    const eight = await countQueries(t.database, buy(8));
    expect(eight.result.statusCode).toBe(201);
    expect(eight.queries).toBe(one.queries);
  });
});

describe('never below zero', () => {
  it('is refused by the database itself', async () => {
    const owner = await registerAndLogin(t.app);
    const { main, book } = await storeSetUp(owner);
    await post(owner, 'purchases', {
      storeId: main.id,
      supplier: 'S',
      billNumber: 'B1',
      lines: [{ itemId: book.id, quantity: 1, unitCost: 100 }],
    });
    await expect(
      rowsOf(
        t.database,
        sql`update inventory_balances set quantity = quantity - 2 where item_id = ${book.id}`,
      ),
    ).rejects.toThrow();
    expect(await stockOf(owner, book.id)).toEqual([['Main store', 1]]);
  });

  it('lets one of two clerks on two nodes issue the last piece, and refuses the other', async () => {
    const owner = await registerAndLogin(t.app);
    const { main, book } = await storeSetUp(owner);
    const teacher = await makeTeacher(t, owner);
    const clerk = await makeStaff(t, owner, { Inventory: 'manage' });
    const other = await secondNode(t);
    try {
      for (let round = 1; round <= 5; round++) {
        await post(owner, 'purchases', {
          storeId: main.id,
          supplier: 'S',
          billNumber: `R${round}`,
          lines: [{ itemId: book.id, quantity: 1, unitCost: 100 }],
        });
        const issue = { storeId: main.id, teacherId: teacher.id, lines: [{ itemId: book.id, quantity: 1 }] };
        const [a, b] = await Promise.all([
          t.app.inject({
            method: 'POST',
            url: '/api/v1/inventory/issues',
            payload: issue,
            headers: { cookie: owner.cookie },
          }),
          other.app.inject({
            method: 'POST',
            url: '/api/v1/inventory/issues',
            payload: issue,
            headers: { cookie: clerk.cookie },
          }),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
        const refused = a.statusCode === 409 ? a : b;
        expect(refused.json().message).toBe('There is no Class 5 Maths left in Main store.');
        expect(await stockOf(owner, book.id)).toEqual([['Main store', 0]]);
      }
    } finally {
      await other.close();
    }
    await expectLedgerAgrees();
  });
});
