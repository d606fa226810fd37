import { sql } from 'drizzle-orm';
import type { LedgerEntry, LowStockEntry, StockDocument } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { matchingCount } from '../../db/page.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  inventoryBalances,
  inventoryDocuments,
  inventoryItems,
  inventoryMovements,
  inventoryStores,
  students,
  teachers,
  users,
} from '../../db/schema/index.ts';
import { itemName } from './repository.ts';

// The stock ledger: documents, their movements, and each store's balance of each item beside them.

export interface Change {
  storeId: number;
  itemId: number;
  /** Signed: in is positive, out negative. */
  quantity: number;
  unitPrice?: number | null;
  dueId?: number | null;
}

const pairsOf = (changes: Change[]) =>
  [...changes].sort((a, b) => a.storeId - b.storeId || a.itemId - b.itemId);

/**
 * Locks the balance rows the changes touch (made at 0 first where a store never held the item), in
 * store then item order so that two documents lock alike, and answers what each holds now: two
 * statements, however many lines. A clerk issuing the same piece at the same moment waits here, then
 * reads what the first one left.
 */
export async function lockBalances(tx: Executor, organisationId: number, changes: Change[]) {
  const pairs = pairsOf(changes);
  const storeIds = pairs.map((c) => c.storeId);
  const itemIds = pairs.map((c) => c.itemId);
  await tx.execute(
    sql`insert into ${inventoryBalances} (store_id, item_id, organisation_id, quantity)
        select s, i, ${organisationId}, 0 from unnest(${sql.param(storeIds)}::int[], ${sql.param(itemIds)}::int[]) as p(s, i)
        on conflict do nothing`,
  );
  const rows = await rowsOf<{ storeId: number; itemId: number; quantity: number }>(
    tx,
    sql`select store_id as "storeId", item_id as "itemId", quantity from ${inventoryBalances}
        where (store_id, item_id) in (select * from unnest(${sql.param(storeIds)}::int[], ${sql.param(itemIds)}::int[]))
        order by store_id, item_id
        for update`,
  );
  return new Map(rows.map((r) => [`${r.storeId}:${r.itemId}`, r.quantity]));
}

/**
 * Applies the changes to the balances (the CHECK refuses any that would go below zero, whatever the
 * code before it read) and writes the document's movements with the balance after each: two statements.
 */
export async function applyChanges(
  tx: Executor,
  organisationId: number,
  documentId: number,
  changes: Change[],
) {
  const pairs = pairsOf(changes);
  const after = await rowsOf<{ storeId: number; itemId: number; quantity: number }>(
    tx,
    sql`update ${inventoryBalances} b set quantity = b.quantity + d.q
        from unnest(${sql.param(pairs.map((c) => c.storeId))}::int[], ${sql.param(pairs.map((c) => c.itemId))}::int[],
                    ${sql.param(pairs.map((c) => c.quantity))}::int[]) as d(s, i, q)
        where b.store_id = d.s and b.item_id = d.i
        returning b.store_id as "storeId", b.item_id as "itemId", b.quantity`,
  );
  const balance = new Map(after.map((r) => [`${r.storeId}:${r.itemId}`, r.quantity]));
  await tx.insert(inventoryMovements).values(
    changes.map((c) => ({
      organisationId,
      documentId,
      storeId: c.storeId,
      itemId: c.itemId,
      quantity: c.quantity,
      balanceAfter: balance.get(`${c.storeId}:${c.itemId}`)!,
      unitPrice: c.unitPrice ?? null,
      dueId: c.dueId ?? null,
    })),
  );
}

export async function insertDocument(tx: Executor, row: typeof inventoryDocuments.$inferInsert) {
  const [made] = await tx.insert(inventoryDocuments).values(row).returning({ id: inventoryDocuments.id });
  return made!.id;
}

/** Who or where a document's stock went to or came from, in words. */
const party = sql`case d.kind
    when 'purchase' then d.supplier
    when 'transfer' then coalesce((select name from ${inventoryStores} x where x.id = d.to_store_id), '')
    else coalesce((select name from ${teachers} t where t.id = d.teacher_id),
                  (select name || ' (' || admission_number || ')' from ${students} st where st.id = d.student_id), '')
  end`;

/** A document with its lines (a transfer's lines are the sending store's), in one statement. */
export async function documentOf(db: Executor, organisationId: number, id: number) {
  const [row] = await rowsOf<StockDocument>(
    db,
    sql`select d.id, d.kind, d.on_day::text as "onDay", s.name as "storeName", ${party} as party,
          coalesce((select sum(m.quantity * -m.unit_price) from ${inventoryMovements} m
                    where m.document_id = d.id and d.kind = 'sale'), 0)::int as amount,
          coalesce((select json_agg(json_build_object('itemId', i.id, 'itemName', ${itemName},
              'quantity', abs(m.quantity), 'balanceAfter', m.balance_after) order by m.id)
            from ${inventoryMovements} m join ${inventoryItems} i on i.id = m.item_id
            where m.document_id = d.id and m.store_id = d.store_id), '[]') as lines
        from ${inventoryDocuments} d join ${inventoryStores} s on s.id = d.store_id
        where d.id = ${id} and d.organisation_id = ${organisationId}`,
  );
  return row;
}

/** A page of an item's movements, newest first (in one store, or all): one statement. */
export function ledgerOf(
  db: Executor,
  organisationId: number,
  itemId: number,
  f: { storeId?: number; limit: number; offset: number },
) {
  const where = sql`m.item_id = ${itemId} and m.organisation_id = ${organisationId}
    ${f.storeId ? sql`and m.store_id = ${f.storeId}` : sql``}`;
  return rowsOf<LedgerEntry & { matching: number }>(
    db,
    sql`select m.id, d.id as "documentId", d.on_day::text as "onDay", d.kind, s.name as "storeName",
          case when d.kind = 'transfer' and m.quantity > 0
            then coalesce((select name from ${inventoryStores} x where x.id = d.store_id), '')
            else ${party} end as party,
          d.bill_number as "billNumber", d.note, m.quantity, m.balance_after as "balanceAfter",
          u.user_name as by,
          ${matchingCount(sql`select 1 from ${inventoryMovements} m where ${where}`)}::int as matching
        from ${inventoryMovements} m
        join ${inventoryDocuments} d on d.id = m.document_id
        join ${inventoryStores} s on s.id = m.store_id
        left join ${users} u on u.id = d.created_by
        where ${where}
        order by m.id desc
        limit ${f.limit} offset ${f.offset}`,
  );
}

/**
 * Each active item with a reorder level, in each store, holding no more than that level (a store that
 * never held it holds none), most short first: one statement.
 */
export function lowStock(
  db: Executor,
  organisationId: number,
  f: { storeId?: number; limit: number; offset: number },
) {
  const from = sql`from ${inventoryItems} i cross join ${inventoryStores} s
    left join ${inventoryBalances} b on b.item_id = i.id and b.store_id = s.id
    where i.organisation_id = ${organisationId} and s.organisation_id = ${organisationId}
      and i.active and i.reorder_level > 0 and coalesce(b.quantity, 0) <= i.reorder_level
      ${f.storeId ? sql`and s.id = ${f.storeId}` : sql``}`;
  return rowsOf<LowStockEntry & { matching: number }>(
    db,
    sql`select i.id as "itemId", ${itemName} as "itemName", i.size, i.unit, s.id as "storeId", s.name as "storeName",
          coalesce(b.quantity, 0) as quantity, i.reorder_level as "reorderLevel",
          ${matchingCount(sql`select 1 ${from}`)}::int as matching
        ${from}
        order by coalesce(b.quantity, 0) - i.reorder_level, lower(i.name), i.id, lower(s.name), s.id
        limit ${f.limit} offset ${f.offset}`,
  );
}
