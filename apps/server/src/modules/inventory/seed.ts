import { sql } from 'drizzle-orm';
import { inventoryMessages } from '@kaksha/contracts';
import type { ItemKind, StockKind } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { demoOrganisationId } from '../../db/demo-seed.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  inventoryBalances,
  inventoryDocuments,
  inventoryItems,
  inventoryKitItems,
  inventoryKits,
  inventoryMovements,
} from '../../db/schema/index.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { chargeStudents } from '../fees/charges.service.ts';
import { todayOf } from '../institute/service.ts';

/**
 * The demo institute's small store (issue 68): a store at each of its first two centres, a dozen items
 * (class 10 books, school shirts by size, stationery, some at 0 % GST), a class 10 kit, a purchase from
 * a supplier a month ago, a transfer to the second store, and three kit sales to students (on their
 * dues, unpaid). Written set-based, in a fixed number of statements; the balances are the ledger's sums.
 */

type Seeded = {
  name: string;
  kind: ItemKind;
  size?: string;
  unit: string;
  hsnCode: string;
  price: number;
  gstRate: number;
  reorderLevel: number;
};
const ITEMS: Seeded[] = [
  {
    name: 'NCERT Mathematics Class 10',
    kind: 'book',
    unit: 'piece',
    hsnCode: '4901',
    price: 19_000,
    gstRate: 0,
    reorderLevel: 10,
  },
  {
    name: 'NCERT Science Class 10',
    kind: 'book',
    unit: 'piece',
    hsnCode: '4901',
    price: 21_000,
    gstRate: 0,
    reorderLevel: 10,
  },
  {
    name: 'RD Sharma Mathematics 10',
    kind: 'book',
    unit: 'piece',
    hsnCode: '4901',
    price: 72_500,
    gstRate: 0,
    reorderLevel: 5,
  },
  {
    name: 'Atlas of India',
    kind: 'book',
    unit: 'piece',
    hsnCode: '4905',
    price: 24_000,
    gstRate: 0,
    reorderLevel: 5,
  },
  ...['28', '30', '32', '34'].map((size) => ({
    name: 'School shirt',
    kind: 'uniform' as const,
    size,
    unit: 'piece',
    hsnCode: '6205',
    price: 52_500,
    gstRate: 5,
    reorderLevel: 5,
  })),
  {
    name: 'Drawing book',
    kind: 'stationery',
    unit: 'piece',
    hsnCode: '4903',
    price: 6_000,
    gstRate: 0,
    reorderLevel: 20,
  },
  {
    name: 'Notebook 172 pages',
    kind: 'stationery',
    unit: 'piece',
    hsnCode: '4820',
    price: 5_600,
    gstRate: 12,
    reorderLevel: 50,
  },
  {
    name: 'Geometry box',
    kind: 'stationery',
    unit: 'piece',
    hsnCode: '9017',
    price: 23_600,
    gstRate: 18,
    reorderLevel: 10,
  },
  {
    name: 'Gel pen',
    kind: 'stationery',
    unit: 'pack',
    hsnCode: '9608',
    price: 11_800,
    gstRate: 18,
    reorderLevel: 15,
  },
];
const key = (name: string, size = '') => `${name}|${size}`;
/** What the supplier's bill brought (by item), and what of it went to the second store. */
const BOUGHT: [string, number][] = [
  [key('NCERT Mathematics Class 10'), 40],
  [key('NCERT Science Class 10'), 40],
  [key('RD Sharma Mathematics 10'), 12],
  [key('Atlas of India'), 4],
  [key('School shirt', '28'), 10],
  [key('School shirt', '30'), 15],
  [key('School shirt', '32'), 15],
  [key('School shirt', '34'), 6],
  [key('Drawing book'), 30],
  [key('Notebook 172 pages'), 120],
  [key('Geometry box'), 20],
  [key('Gel pen'), 12],
];
const MOVED: [string, number][] = [
  [key('NCERT Mathematics Class 10'), 15],
  [key('NCERT Science Class 10'), 15],
  [key('Notebook 172 pages'), 40],
];
/** The class 10 kit; the sales leave parts out (a student who has a shirt buys none). */
const KIT: [string, number][] = [
  [key('NCERT Mathematics Class 10'), 1],
  [key('NCERT Science Class 10'), 1],
  [key('School shirt', '32'), 2],
  [key('Notebook 172 pages'), 6],
  [key('Geometry box'), 1],
];
const SALES: { daysAgo: number; leaveOut: string[] }[] = [
  { daysAgo: 12, leaveOut: [] },
  { daysAgo: 6, leaveOut: [key('School shirt', '32')] },
  { daysAgo: 2, leaveOut: [key('Geometry box'), key('NCERT Science Class 10')] },
];

export async function seedDemoInventory(tx: Executor, suCode: string): Promise<void> {
  const organisationId = await demoOrganisationId(tx, suCode);
  const today = await todayOf(tx, organisationId);
  const stores = await rowsOf<{ id: number }>(
    tx,
    sql`insert into inventory_stores (organisation_id, centre_id, name)
        select ${organisationId}, id, centre_name || ' store' from centres
        where organisation_id = ${organisationId} order by centre_code limit 2
        returning id`,
  );
  const [main, branch] = stores.map((s) => s.id).sort((a, b) => a - b);
  if (!main) return;
  const made = await tx
    .insert(inventoryItems)
    .values(ITEMS.map((i) => ({ organisationId, ...i })))
    .returning({ id: inventoryItems.id, name: inventoryItems.name, size: inventoryItems.size });
  const itemId = new Map(made.map((i) => [key(i.name, i.size), i.id]));
  const item = new Map(ITEMS.map((i) => [key(i.name, i.size), i]));
  const [kit] = await tx
    .insert(inventoryKits)
    .values({ organisationId, name: 'Class 10 kit' })
    .returning({ id: inventoryKits.id });
  await tx
    .insert(inventoryKitItems)
    .values(KIT.map(([k, quantity]) => ({ kitId: kit!.id, itemId: itemId.get(k)!, quantity })));
  const students = await rowsOf<{ id: number }>(
    tx,
    sql`select id from students where organisation_id = ${organisationId} order by admission_number limit ${SALES.length}`,
  );

  // The documents, and each one's movements, in the order they happened.
  const documents: {
    doc: typeof inventoryDocuments.$inferInsert;
    lines: { storeId: number; k: string; quantity: number; unitPrice?: number; sale?: number }[];
  }[] = [];
  const day = (n: number) => addDays(today, -n);
  const base = { organisationId, storeId: main };
  documents.push({
    doc: {
      ...base,
      kind: 'purchase' satisfies StockKind,
      supplier: 'Sahitya Book Depot',
      billNumber: 'SBD/2026/0412',
      onDay: day(30),
    },
    lines: BOUGHT.map(([k, quantity]) => ({
      storeId: main,
      k,
      quantity,
      unitPrice: Math.round((item.get(k)!.price * 0.8) / 100) * 100,
    })),
  });
  if (branch)
    documents.push({
      doc: {
        ...base,
        kind: 'transfer',
        toStoreId: branch,
        onDay: day(20),
        note: 'For the second centre’s admissions',
      },
      lines: MOVED.flatMap(([k, quantity]) => [
        { storeId: main, k, quantity: -quantity },
        { storeId: branch, k, quantity },
      ]),
    });
  students.forEach((student, i) => {
    const sale = SALES[i]!;
    documents.push({
      doc: { ...base, kind: 'sale', studentId: student.id, kitId: kit!.id, onDay: day(sale.daysAgo) },
      lines: KIT.filter(([k]) => !sale.leaveOut.includes(k)).map(([k, quantity]) => ({
        storeId: main,
        k,
        quantity: -quantity,
        unitPrice: item.get(k)!.price,
        sale: student.id,
      })),
    });
  });

  // A sale's lines are dues of its student (three statements for every sale).
  const sold = documents.flatMap(({ doc, lines }) =>
    lines.filter((l) => l.sale).map((l) => ({ l, onDay: doc.onDay })),
  );
  const dueIds = await chargeStudents(
    tx,
    organisationId,
    sold.map(({ l, onDay }) => {
      const it = item.get(l.k)!;
      const name = it.size ? `${it.name} (${it.size})` : it.name;
      return {
        studentId: l.sale!,
        dueOn: onDay,
        headName: inventoryMessages.headName(it.kind),
        label: inventoryMessages.dueLabel(name, -l.quantity),
        gstRate: it.gstRate,
        amount: it.price * -l.quantity,
      };
    }),
  );
  const dueOf = new Map(sold.map(({ l }, i) => [l, dueIds[i]!]));

  const ids = await tx
    .insert(inventoryDocuments)
    .values(documents.map((d) => d.doc))
    .returning({ id: inventoryDocuments.id });
  const balance = new Map<string, number>();
  const movements = documents.flatMap(({ lines }, i) =>
    lines.map((l) => {
      const at = `${l.storeId}:${l.k}`;
      const after = (balance.get(at) ?? 0) + l.quantity;
      balance.set(at, after);
      return {
        organisationId,
        documentId: ids[i]!.id,
        storeId: l.storeId,
        itemId: itemId.get(l.k)!,
        quantity: l.quantity,
        balanceAfter: after,
        unitPrice: l.unitPrice ?? null,
        dueId: dueOf.get(l) ?? null,
      };
    }),
  );
  await tx.insert(inventoryMovements).values(movements);
  await tx.insert(inventoryBalances).values(
    [...balance].map(([at, quantity]) => {
      const [storeId, k] = [Number(at.slice(0, at.indexOf(':'))), at.slice(at.indexOf(':') + 1)];
      return { organisationId, storeId, itemId: itemId.get(k)!, quantity };
    }),
  );
}
