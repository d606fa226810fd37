import { inventoryMessages as say } from '@kaksha/contracts';
import type {
  LedgerPage,
  LowStockPage,
  StockDocument,
  StockKind,
  issueInput,
  ledgerQuery,
  lowStockQuery,
  purchaseInput,
  returnInput,
  saleInput,
  stockTransferInput,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { pgCode } from '../../lib/db-errors.ts';
import { AppError, notFound, refuseUnknown } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { chargeStudent } from '../fees/charges.service.ts';
import { todayOf } from '../institute/service.ts';
import * as repo from './repository.ts';
import type { KnownItem } from './repository.ts';
import { AREA, pageOf } from './service.ts';
import * as stock from './stock.repository.ts';
import type { Change } from './stock.repository.ts';

// Stock in, across, out and back: each a document of movements and the balances beside them, written
// in one transaction of a fixed number of statements, whatever the number of lines (decision 077).

interface Document {
  kind: StockKind;
  storeId: number;
  toStoreId?: number;
  teacherId?: number | null;
  studentId?: number;
  kitId?: number | null;
  supplier?: string;
  billNumber?: string;
  onDay?: string;
  note: string;
  lines: { itemId: number; quantity: number; unitCost?: number }[];
}

/** Stock out of the document's store is negative; a transfer is out of one store and into another. */
function changesOf(doc: Document, items: Map<number, KnownItem>): Change[] {
  const out = doc.kind === 'transfer' || doc.kind === 'issue' || doc.kind === 'sale';
  return doc.lines.flatMap((l) => {
    const unitPrice =
      doc.kind === 'purchase' ? l.unitCost : doc.kind === 'sale' ? items.get(l.itemId)!.price : null;
    const first = {
      storeId: doc.storeId,
      itemId: l.itemId,
      quantity: out ? -l.quantity : l.quantity,
      unitPrice,
    };
    return doc.kind === 'transfer'
      ? [first, { storeId: doc.toStoreId!, itemId: l.itemId, quantity: l.quantity }]
      : [first];
  });
}

/** Refuses, by the field they came in, whatever is not the organisation's (or, for stock out, not active). */
async function checked(tx: Executor, organisationId: number, doc: Document) {
  const known = await repo.knownRefs(tx, organisationId, {
    storeIds: [doc.storeId, ...(doc.toStoreId ? [doc.toStoreId] : [])],
    itemIds: doc.lines.map((l) => l.itemId),
    teacherId: doc.teacherId,
    studentId: doc.studentId,
    kitId: doc.kitId,
  });
  const stores = new Map(known.stores.map((s) => [s.id, s.name]));
  const items = new Map(known.items.map((i) => [i.id, i]));
  const errors: Record<string, string> = {};
  if (!stores.has(doc.storeId)) errors.storeId = say.storeNotFound;
  if (doc.toStoreId && !stores.has(doc.toStoreId)) errors.toStoreId = say.storeNotFound;
  if (doc.teacherId && !known.teachers.length) errors.teacherId = say.teacherNotFound;
  if (doc.studentId && !known.students.length) errors.studentId = say.studentNotFound;
  if (doc.kitId && !known.kits.length) errors.kitId = say.kitNotFound;
  doc.lines.forEach((l, i) => {
    if (!items.has(l.itemId)) errors[`lines.${i}.itemId`] = say.lineItemNotFound;
  });
  refuseUnknown(errors);
  if (doc.toStoreId === doc.storeId)
    throw new AppError('VALIDATION', say.sameStore, { toStoreId: say.sameStore });
  if (doc.kind === 'issue' || doc.kind === 'sale') {
    const index = doc.lines.findIndex((l) => !items.get(l.itemId)!.active);
    if (index >= 0) {
      const message = say.inactiveItem(items.get(doc.lines[index]!.itemId)!.name);
      throw new AppError('CONFLICT', message, { [`lines.${index}.itemId`]: message });
    }
  }
  return { stores, items };
}

/** The first line that would take a store below zero, refused in words (the CHECK stays the backstop). */
function refuseShortfall(
  doc: Document,
  changes: Change[],
  held: Map<string, number>,
  names: { stores: Map<number, string>; items: Map<number, KnownItem> },
) {
  for (const c of changes) {
    const now = held.get(`${c.storeId}:${c.itemId}`) ?? 0;
    if (now + c.quantity >= 0) continue;
    const index = doc.lines.findIndex((l) => l.itemId === c.itemId);
    const message = say.notEnough(names.items.get(c.itemId)!.name, now, names.stores.get(c.storeId)!);
    throw new AppError('CONFLICT', message, { [`lines.${index}.quantity`]: say.notEnoughField(now) });
  }
}

/** A balance the CHECK refused: only when the code before it was wrong, so said plainly. */
const belowZero = (err: unknown) => {
  if (pgCode(err) === '23514') throw new AppError('CONFLICT', say.notEnough('an item', 0, 'the store'));
  throw err;
};

async function record(db: Db, caller: Caller, doc: Document): Promise<StockDocument> {
  const { organisationId } = caller;
  const id = await db
    .transaction(async (tx) => {
      const names = await checked(tx, organisationId, doc);
      const onDay = doc.onDay ?? (await todayOf(tx, organisationId));
      const changes = changesOf(doc, names.items);
      refuseShortfall(doc, changes, await stock.lockBalances(tx, organisationId, changes), names);
      if (doc.kind === 'sale')
        await billSale(tx, organisationId, doc.studentId!, onDay, changes, names.items);
      const documentId = await stock.insertDocument(tx, {
        organisationId,
        kind: doc.kind,
        storeId: doc.storeId,
        toStoreId: doc.toStoreId ?? null,
        supplier: doc.supplier ?? '',
        billNumber: doc.billNumber ?? '',
        teacherId: doc.teacherId ?? null,
        studentId: doc.studentId ?? null,
        kitId: doc.kitId ?? null,
        note: doc.note,
        onDay,
        createdBy: caller.userId,
      });
      await stock.applyChanges(tx, organisationId, documentId, changes);
      await recordCallerAudit(tx, caller, {
        action: `stock-${doc.kind}`,
        area: AREA,
        entityId: documentId,
        summary: { ...doc },
      });
      return documentId;
    })
    .catch(belowZero);
  return (await stock.documentOf(db, organisationId, id))!;
}

/**
 * A sale is billed to the student as one due per item (its price × quantity, the item's GST rate
 * inside), under a fee head for the item's kind: collected and receipted as any fee. Free items bill
 * nothing. Each movement remembers its due.
 */
async function billSale(
  tx: Executor,
  organisationId: number,
  studentId: number,
  onDay: string,
  changes: Change[],
  items: Map<number, KnownItem>,
) {
  const billed = changes.filter((c) => items.get(c.itemId)!.price > 0);
  const dueIds = await chargeStudent(
    tx,
    organisationId,
    studentId,
    onDay,
    billed.map((c) => {
      const item = items.get(c.itemId)!;
      return {
        headName: say.headName(item.kind),
        label: say.dueLabel(item.name, -c.quantity),
        gstRate: item.gstRate,
        amount: item.price * -c.quantity,
      };
    }),
  );
  billed.forEach((c, i) => (c.dueId = dueIds[i]!));
}

export const purchase = (db: Db, caller: Caller, input: z.output<typeof purchaseInput>) =>
  record(db, caller, { kind: 'purchase', ...input });
export const transfer = (db: Db, caller: Caller, input: z.output<typeof stockTransferInput>) =>
  record(db, caller, { kind: 'transfer', ...input });
export const issue = (db: Db, caller: Caller, input: z.output<typeof issueInput>) =>
  record(db, caller, { kind: 'issue', ...input });
export const giveBack = (db: Db, caller: Caller, input: z.output<typeof returnInput>) =>
  record(db, caller, { kind: 'return', ...input });
export const sell = (db: Db, caller: Caller, input: z.output<typeof saleInput>) =>
  record(db, caller, { kind: 'sale', ...input });

export async function ledger(
  db: Executor,
  caller: Caller,
  itemId: number,
  query: z.output<typeof ledgerQuery>,
): Promise<LedgerPage> {
  const known = await repo.knownRefs(db, caller.organisationId, { itemIds: [itemId] });
  if (!known.items.length) throw notFound(say.itemNotFound);
  const { page, pageSize, storeId } = query;
  return pageOf(
    await stock.ledgerOf(db, caller.organisationId, itemId, {
      storeId,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
  );
}

export async function lowStock(
  db: Executor,
  caller: Caller,
  query: z.output<typeof lowStockQuery>,
): Promise<LowStockPage> {
  const { page, pageSize, storeId } = query;
  return pageOf(
    await stock.lowStock(db, caller.organisationId, {
      storeId,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
  );
}
