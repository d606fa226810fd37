import { inventoryMessages as say } from '@kaksha/contracts';
import type {
  InventoryChoices,
  InventoryItem,
  InventoryItemPage,
  InventoryKit,
  InventoryStore,
  itemInput,
  itemListQuery,
  kitInput,
  storeInput,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound, refuseUnknown } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import * as repo from './repository.ts';

// Inventory's items, stores and kits (the Inventory screen); stock moves in stock.service.ts.

export const AREA = 'inventory';

/** A unique name refused in words, against its field. */
const taken = (message: string) => (err: unknown) => {
  if (isUniqueViolation(err)) throw new AppError('CONFLICT', message, { name: message });
  throw err;
};

const pageOf = <T>(rows: (T & { matching: number })[]) => {
  const total = rows[0]?.matching ?? 0;
  return {
    data: rows.map(({ matching: _, ...row }) => row as T),
    total: Math.min(total, 1000),
    totalCapped: total > 1000,
  };
};
export { pageOf };

export async function listItems(
  db: Db,
  caller: Caller,
  query: z.output<typeof itemListQuery>,
): Promise<InventoryItemPage> {
  const { page, pageSize, storeId, ...filter } = query;
  if (storeId) {
    const known = await repo.knownRefs(db, caller.organisationId, { storeIds: [storeId] });
    refuseUnknown(known.stores.length ? {} : { storeId: say.storeNotFound });
  }
  const rows = await repo.listItems(db, caller.organisationId, {
    ...filter,
    storeId,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return pageOf(rows);
}

export async function getItem(db: Executor, caller: Caller, id: number): Promise<InventoryItem> {
  const item = await repo.itemDetail(db, caller.organisationId, id);
  if (!item) throw notFound(say.itemNotFound);
  return item;
}

export async function createItem(
  db: Db,
  caller: Caller,
  input: z.output<typeof itemInput>,
): Promise<InventoryItem> {
  const id = await db
    .transaction(async (tx) => {
      const itemId = await repo.insertItem(tx, { organisationId: caller.organisationId, ...input });
      await recordCallerAudit(tx, caller, {
        action: 'item-create',
        area: AREA,
        entityId: itemId,
        summary: input,
      });
      return itemId;
    })
    .catch(taken(say.itemTaken));
  return getItem(db, caller, id);
}

export async function updateItem(
  db: Db,
  caller: Caller,
  id: number,
  input: z.output<typeof itemInput>,
): Promise<InventoryItem> {
  await db
    .transaction(async (tx) => {
      if (!(await repo.updateItem(tx, caller.organisationId, id, input))) throw notFound(say.itemNotFound);
      await recordCallerAudit(tx, caller, {
        action: 'item-update',
        area: AREA,
        entityId: id,
        summary: input,
      });
    })
    .catch(taken(say.itemTaken));
  return getItem(db, caller, id);
}

export async function listStores(db: Executor, caller: Caller): Promise<{ data: InventoryStore[] }> {
  return { data: await repo.listStores(db, caller.organisationId) };
}

export async function createStore(
  db: Db,
  caller: Caller,
  input: z.output<typeof storeInput>,
): Promise<InventoryStore> {
  const { organisationId } = caller;
  const id = await db
    .transaction(async (tx) => {
      const known = await repo.knownRefs(tx, organisationId, { centreId: input.centreId });
      refuseUnknown(known.centres.length ? {} : { centreId: say.centreNotFound });
      const storeId = await repo.insertStore(tx, { organisationId, ...input });
      await recordCallerAudit(tx, caller, {
        action: 'store-create',
        area: AREA,
        entityId: storeId,
        summary: input,
      });
      return storeId;
    })
    .catch(taken(say.storeTaken));
  const stores = await repo.listStores(db, organisationId);
  return stores.find((s) => s.id === id)!;
}

export async function listKits(db: Executor, caller: Caller): Promise<{ data: InventoryKit[] }> {
  return { data: await repo.listKits(db, caller.organisationId) };
}

export async function createKit(
  db: Db,
  caller: Caller,
  input: z.output<typeof kitInput>,
): Promise<InventoryKit> {
  const { organisationId } = caller;
  const id = await db
    .transaction(async (tx) => {
      const itemIds = input.parts.map((p) => p.itemId);
      const known = await repo.knownRefs(tx, organisationId, { itemIds, classId: input.classId });
      const errors: Record<string, string> = {};
      if (input.classId && !known.classes.length) errors.classId = say.classNotFound;
      const items = new Set(known.items.map((i) => i.id));
      input.parts.forEach((p, i) => {
        if (!items.has(p.itemId)) errors[`parts.${i}.itemId`] = say.lineItemNotFound;
      });
      refuseUnknown(errors);
      const kitId = await repo.insertKit(
        tx,
        { organisationId, name: input.name, classId: input.classId },
        input.parts,
      );
      await recordCallerAudit(tx, caller, {
        action: 'kit-create',
        area: AREA,
        entityId: kitId,
        summary: input,
      });
      return kitId;
    })
    .catch(taken(say.kitTaken));
  const [kit] = await repo.listKits(db, organisationId, id);
  return kit!;
}

export function choices(db: Executor, caller: Caller): Promise<InventoryChoices> {
  return repo.choicesOf(db, caller.organisationId);
}
