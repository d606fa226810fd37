import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InventoryItem, InventoryStore, StockDocument } from '@kaksha/contracts';
import { caller, rowsOf } from '../harness.ts';
import type { Account, TestApp } from '../harness.ts';
import { makeCentre } from './teachers.ts';

/** Two stores at two centres, and a book (0 % GST), a shirt of size 32 (5 %) and a pen (18 %). */
export async function storeSetUp(t: TestApp, owner: Account) {
  const call = caller(t);
  const centreA = await makeCentre(t, owner);
  const centreB = await makeCentre(t, owner);
  const store = async (name: string, centreId: number) => {
    const res = await call(owner, 'POST', '/api/v1/inventory/stores', { name, centreId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as InventoryStore;
  };
  const item = async (body: object) => {
    const res = await call(owner, 'POST', '/api/v1/inventory/items', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as InventoryItem;
  };
  const main = await store('Main store', centreA.id);
  const branch = await store('Branch store', centreB.id);
  const book = await item({
    name: 'Class 5 Maths',
    kind: 'book',
    unit: 'piece',
    hsnCode: '4901',
    price: 35_000,
    gstRate: 0,
    reorderLevel: 5,
  });
  const shirt = await item({
    name: 'School shirt',
    kind: 'uniform',
    size: '32',
    unit: 'piece',
    hsnCode: '6205',
    price: 52_500,
    gstRate: 5,
    reorderLevel: 3,
  });
  const pen = await item({
    name: 'Gel pen',
    kind: 'stationery',
    unit: 'piece',
    hsnCode: '9608',
    price: 1_180,
    gstRate: 18,
    reorderLevel: 20,
  });
  return { main, branch, book, shirt, pen, centreA };
}

export const posting =
  (t: TestApp) =>
  async (owner: Account, path: string, body: object, status = 201) => {
    const res = await caller(t)(owner, 'POST', `/api/v1/inventory/${path}`, body);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as StockDocument & { message: string; fieldErrors?: Record<string, string> };
  };

/** Every store's balance of every item equals the sum of its movements, and the last movement's balance. */
export async function expectLedgerAgrees(t: TestApp, organisationId?: number) {
  const disagreeing = await rowsOf(
    t.database,
    sql`select b.store_id, b.item_id, b.quantity,
          (select coalesce(sum(m.quantity), 0) from inventory_movements m
            where m.store_id = b.store_id and m.item_id = b.item_id)::int as moved,
          (select m.balance_after from inventory_movements m
            where m.store_id = b.store_id and m.item_id = b.item_id order by m.id desc limit 1) as last
        from inventory_balances b
        where ${organisationId ? sql`b.organisation_id = ${organisationId}` : sql`true`}`,
  );
  const wrong = disagreeing.filter(
    (r) => r.quantity !== r.moved || (r.last !== null && r.last !== r.quantity),
  );
  expect(wrong).toEqual([]);
}

export const stockOfIn = (t: TestApp) => async (owner: Account, itemId: number) =>
  ((await caller(t)(owner, 'GET', `/api/v1/inventory/items/${itemId}`)).json() as InventoryItem).byStore.map(
    (s) => [s.storeName, s.quantity],
  );
