import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  InventoryChoices,
  InventoryItem,
  InventoryKit,
  InventoryStore,
  ItemKind,
} from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { matchingCount } from '../../db/page.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  centres,
  classes,
  inventoryBalances,
  inventoryItems,
  inventoryKitItems,
  inventoryKits,
  inventoryStores,
  students,
  teachers,
} from '../../db/schema/index.ts';

// Items, stores and kits (db/schema/inventory.ts); stock documents are in stock.repository.ts.

export interface KnownItem {
  id: number;
  name: string;
  kind: ItemKind;
  active: boolean;
  price: number;
  gstRate: number;
}

/** Which of these ids are the organisation's, in one statement; items with what a document needs. */
export async function knownRefs(
  db: Executor,
  organisationId: number,
  ids: {
    storeIds?: number[];
    itemIds?: number[];
    teacherId?: number | null;
    studentId?: number | null;
    centreId?: number | null;
    classId?: number | null;
    kitId?: number | null;
  },
) {
  const known = (table: SQL, list: number[], extra = sql``) =>
    sql`array(select id from ${table} where organisation_id = ${organisationId}
          and id = any(${sql.param(list)}::int[]) ${extra})`;
  const one = (id: number | null | undefined) => (id ? [id] : []);
  const [row] = await rowsOf<{
    stores: { id: number; name: string }[];
    items: KnownItem[];
    teachers: number[];
    students: number[];
    centres: number[];
    classes: number[];
    kits: number[];
  }>(
    db,
    sql`select
      coalesce((select json_agg(json_build_object('id', id, 'name', name)) from ${inventoryStores}
        where organisation_id = ${organisationId} and id = any(${sql.param(ids.storeIds ?? [])}::int[])), '[]') as stores,
      coalesce((select json_agg(json_build_object('id', id, 'name', case when size = '' then name
          else name || ' (' || size || ')' end, 'kind', kind, 'active', active, 'price', price, 'gstRate', gst_rate))
        from ${inventoryItems}
        where organisation_id = ${organisationId} and id = any(${sql.param(ids.itemIds ?? [])}::int[])), '[]') as items,
      ${known(sql`${teachers}`, one(ids.teacherId), sql`and active`)} as teachers,
      ${known(sql`${students}`, one(ids.studentId))} as students,
      ${known(sql`${centres}`, one(ids.centreId))} as centres,
      ${known(sql`${classes}`, one(ids.classId))} as classes,
      ${known(sql`${inventoryKits}`, one(ids.kitId))} as kits`,
  );
  return row!;
}

export async function insertItem(tx: Executor, row: typeof inventoryItems.$inferInsert) {
  const [made] = await tx.insert(inventoryItems).values(row).returning({ id: inventoryItems.id });
  return made!.id;
}

export async function updateItem(
  tx: Executor,
  organisationId: number,
  id: number,
  set: Partial<typeof inventoryItems.$inferInsert>,
) {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`update ${inventoryItems} set name = ${set.name}, kind = ${set.kind}, size = ${set.size},
          unit = ${set.unit}, hsn_code = ${set.hsnCode}, price = ${set.price}, gst_rate = ${set.gstRate},
          reorder_level = ${set.reorderLevel}, active = ${set.active}
        where id = ${id} and organisation_id = ${organisationId} returning id`,
  );
  return rows.length > 0;
}

const itemName = sql`case when i.size = '' then i.name else i.name || ' (' || i.size || ')' end`;

/** Each store's count of the item, by store name (stores that never held it left out). */
const byStore = sql`coalesce((select json_agg(json_build_object('storeId', s.id, 'storeName', s.name,
    'quantity', b.quantity) order by s.name, s.id)
  from ${inventoryBalances} b join ${inventoryStores} s on s.id = b.store_id where b.item_id = i.id), '[]')`;

interface ItemFilter {
  q?: string;
  kind?: ItemKind;
  storeId?: number;
  low?: boolean;
  limit: number;
  offset: number;
}

/** A page of items by name with their stock (in one store, or all), and how many match: one statement. */
export function listItems(db: Executor, organisationId: number, f: ItemFilter) {
  const stock = f.storeId
    ? sql`coalesce((select b.quantity from ${inventoryBalances} b where b.item_id = i.id and b.store_id = ${f.storeId}), 0)`
    : sql`coalesce((select sum(b.quantity) from ${inventoryBalances} b where b.item_id = i.id), 0)`;
  const conditions = [sql`i.organisation_id = ${organisationId}`];
  if (f.q) conditions.push(sql`(i.name ilike ${containsPattern(f.q)} or i.hsn_code like ${`${f.q}%`})`);
  if (f.kind) conditions.push(sql`i.kind = ${f.kind}`);
  if (f.low) conditions.push(sql`i.active and ${stock} <= i.reorder_level`);
  const where = sql.join(conditions, sql` and `);
  return rowsOf<InventoryItem & { matching: number }>(
    db,
    sql`select i.id, i.name, i.kind, i.size, i.unit, i.hsn_code as "hsnCode", i.price, i.gst_rate as "gstRate",
          i.reorder_level as "reorderLevel", i.active, ${stock}::int as stock, ${byStore} as "byStore",
          ${matchingCount(sql`select 1 from ${inventoryItems} i where ${where}`)}::int as matching
        from ${inventoryItems} i
        where ${where}
        order by lower(i.name), i.size, i.id
        limit ${f.limit} offset ${f.offset}`,
  );
}

export async function itemDetail(db: Executor, organisationId: number, id: number) {
  const [row] = await rowsOf<InventoryItem>(
    db,
    sql`select i.id, i.name, i.kind, i.size, i.unit, i.hsn_code as "hsnCode", i.price, i.gst_rate as "gstRate",
          i.reorder_level as "reorderLevel", i.active,
          coalesce((select sum(b.quantity) from ${inventoryBalances} b where b.item_id = i.id), 0)::int as stock,
          ${byStore} as "byStore"
        from ${inventoryItems} i where i.id = ${id} and i.organisation_id = ${organisationId}`,
  );
  return row;
}

export { itemName };

export async function insertStore(tx: Executor, row: typeof inventoryStores.$inferInsert) {
  const [made] = await tx.insert(inventoryStores).values(row).returning({ id: inventoryStores.id });
  return made!.id;
}

/** The organisation's stores by name, with their centre and how many pieces each holds. */
export function listStores(db: Executor, organisationId: number) {
  return rowsOf<InventoryStore>(
    db,
    sql`select s.id, s.name, s.centre_id as "centreId", c.centre_name as "centreName",
          coalesce((select sum(b.quantity) from ${inventoryBalances} b where b.store_id = s.id), 0)::int as pieces
        from ${inventoryStores} s join ${centres} c on c.id = s.centre_id
        where s.organisation_id = ${organisationId}
        order by lower(s.name), s.id`,
  );
}

export async function insertKit(
  tx: Executor,
  row: typeof inventoryKits.$inferInsert,
  parts: { itemId: number; quantity: number }[],
) {
  const [made] = await tx.insert(inventoryKits).values(row).returning({ id: inventoryKits.id });
  const kitId = made!.id;
  await tx.insert(inventoryKitItems).values(parts.map((p) => ({ ...p, kitId })));
  return kitId;
}

/** The organisation's kits by name, each with its parts and their prices. */
export function listKits(db: Executor, organisationId: number, id?: number) {
  return rowsOf<InventoryKit>(
    db,
    sql`select k.id, k.name, k.class_id as "classId", cl.name as "className",
          coalesce((select json_agg(json_build_object('itemId', i.id, 'itemName', ${itemName},
              'quantity', p.quantity, 'price', i.price) order by lower(i.name), i.size, i.id)
            from ${inventoryKitItems} p join ${inventoryItems} i on i.id = p.item_id where p.kit_id = k.id), '[]') as parts
        from ${inventoryKits} k left join ${classes} cl on cl.id = k.class_id
        where k.organisation_id = ${organisationId} ${id ? sql`and k.id = ${id}` : sql``}
        order by lower(k.name), k.id`,
  );
}

/** What the forms offer, in one statement. */
export async function choicesOf(db: Executor, organisationId: number) {
  const list = (select: SQL) => sql`coalesce((select json_agg(x) from (${select}) x), '[]')`;
  const [row] = await rowsOf<InventoryChoices>(
    db,
    sql`select
      ${list(sql`select id, centre_name as name from ${centres} where organisation_id = ${organisationId} and active
                 order by centre_name, id`)} as centres,
      ${list(sql`select id, name from ${teachers} where organisation_id = ${organisationId} and active
                 order by name, id`)} as teachers,
      ${list(sql`select id, name from ${classes} where organisation_id = ${organisationId} order by name, id`)} as classes`,
  );
  return row!;
}
