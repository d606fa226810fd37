import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { classes } from './learning.ts';
import { dues } from './fees.ts';
import { students } from './students.ts';
import { centres, teachers } from './teachers.ts';
import { createdAt, organisationId, requiredRef } from './columns.ts';

/*
 * Inventory (issue 68, decision 077): items (books, uniforms by size, stationery) kept in stores, one or
 * more a centre. Every change of stock is a document (a purchase, a transfer, an issue, a sale, a
 * return) of movements, one per item and store, and each store's count of an item is a balance row
 * changed in the same transaction. The balance may never go below zero (a CHECK), so two clerks
 * issuing the last piece cannot both succeed; the movements of a store's item always add up to it.
 */

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: varchar('name', { length: 100 }).notNull(),
    /** book, uniform, stationery or other (contracts: ITEM_KINDS). */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** A uniform's size (each size is an item of its own); '' for the rest. */
    size: varchar('size', { length: 12 }).notNull().default(''),
    unit: varchar('unit', { length: 12 }).notNull(),
    hsnCode: varchar('hsn_code', { length: 8 }).notNull().default(''),
    /** The selling price in paise, GST included. */
    price: integer('price').notNull(),
    /** GST in percent (0, 5, 12, 18, 28): data, since some stationery is 0 %. */
    gstRate: smallint('gst_rate').notNull(),
    reorderLevel: integer('reorder_level').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('inventory_items_name_idx').on(
      t.organisationId,
      sql`lower(${t.name})`,
      sql`lower(${t.size})`,
    ),
    check('inventory_items_amounts_check', sql`price >= 0 and reorder_level >= 0`),
  ],
);

export const inventoryStores = pgTable(
  'inventory_stores',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    centreId: requiredRef('centre_id', () => centres.id),
    name: varchar('name', { length: 80 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('inventory_stores_name_idx').on(t.organisationId, sql`lower(${t.name})`)],
);

/** What a store holds of an item now: changed only with a movement, in the same transaction. */
export const inventoryBalances = pgTable(
  'inventory_balances',
  {
    storeId: requiredRef('store_id', () => inventoryStores.id),
    itemId: requiredRef('item_id', () => inventoryItems.id),
    organisationId: organisationId(),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.itemId] }),
    index('inventory_balances_item_idx').on(t.itemId),
    check('inventory_balances_quantity_check', sql`quantity >= 0`),
  ],
);

/** A kit: a class's book set and uniform, sold as one (each part may be left out at the sale). */
export const inventoryKits = pgTable(
  'inventory_kits',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: varchar('name', { length: 100 }).notNull(),
    classId: integer('class_id').references(() => classes.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('inventory_kits_name_idx').on(t.organisationId, sql`lower(${t.name})`)],
);

export const inventoryKitItems = pgTable(
  'inventory_kit_items',
  {
    kitId: requiredRef('kit_id', () => inventoryKits.id, 'cascade'),
    itemId: requiredRef('item_id', () => inventoryItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kitId, t.itemId] }),
    check('inventory_kit_items_quantity_check', sql`quantity > 0`),
  ],
);

/** One change of stock as staff record it: who, what for, and its paper (a supplier's bill). */
export const inventoryDocuments = pgTable(
  'inventory_documents',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    /** purchase, transfer, issue, sale or return (contracts: STOCK_KINDS). */
    kind: varchar('kind', { length: 10 }).notNull(),
    storeId: requiredRef('store_id', () => inventoryStores.id),
    /** A transfer's receiving store. */
    toStoreId: integer('to_store_id').references(() => inventoryStores.id),
    supplier: varchar('supplier', { length: 100 }).notNull().default(''),
    billNumber: varchar('bill_number', { length: 40 }).notNull().default(''),
    teacherId: integer('teacher_id').references(() => teachers.id),
    studentId: integer('student_id').references(() => students.id),
    kitId: integer('kit_id').references(() => inventoryKits.id),
    note: varchar('note', { length: 200 }).notNull().default(''),
    onDay: date('on_day', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('inventory_documents_org_idx').on(t.organisationId, t.id),
    index('inventory_documents_student_idx').on(t.studentId),
  ],
);

/**
 * The stock ledger: each document's change of one item in one store (a transfer is two), signed, with
 * the store's balance after it. A sale's movement names the due it billed the student.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    documentId: requiredRef('document_id', () => inventoryDocuments.id),
    storeId: requiredRef('store_id', () => inventoryStores.id),
    itemId: requiredRef('item_id', () => inventoryItems.id),
    quantity: integer('quantity').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** A purchase's cost of one (paise), a sale's price of one; null otherwise. */
    unitPrice: integer('unit_price'),
    dueId: integer('due_id').references(() => dues.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('inventory_movements_item_idx').on(t.itemId, t.id),
    index('inventory_movements_document_idx').on(t.documentId),
    check('inventory_movements_quantity_check', sql`quantity <> 0 and balance_after >= 0`),
  ],
);
