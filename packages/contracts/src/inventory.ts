import { z } from 'zod';
import { calendarDate, idParam, pageFields, pageOf, requiredText } from './common.ts';
import { GST_RATES, moneyAmount } from './fees/plans.ts';

/**
 * Inventory (issue 68, decision 077): items kept in stores (one or more a centre); stock comes in from a
 * supplier, moves between stores, goes out to a teacher or is sold to a student (a due of the student's,
 * receipted as any fee), and comes back. Every change is a document of movements; a store's count of an
 * item is kept beside them and never goes below zero.
 */

export const ITEM_KINDS = ['book', 'uniform', 'stationery', 'other'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const STOCK_KINDS = ['purchase', 'transfer', 'issue', 'sale', 'return'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

export const inventoryMessages = {
  itemNotFound: 'Item not found.',
  storeNotFound: 'Choose one of your stores.',
  kitNotFound: 'Choose one of your kits.',
  centreNotFound: 'Choose one of your centres.',
  teacherNotFound: 'Choose one of your active teachers.',
  studentNotFound: 'Choose one of your students.',
  classNotFound: 'Choose one of your classes.',
  lineItemNotFound: 'Choose one of your items.',
  name: 'Please name the item.',
  unit: 'Please give the unit (piece, set, pack…).',
  hsn: 'An HSN code is 4, 6 or 8 digits.',
  gstRate: 'Choose a GST rate of 0, 5, 12, 18 or 28 %.',
  itemTaken: 'You already have an item with this name and size.',
  storeName: 'Please name the store.',
  storeTaken: 'You already have a store with this name.',
  kitName: 'Please name the kit.',
  kitTaken: 'You already have a kit with this name.',
  noLines: 'Add at least one item.',
  itemTwice: 'This item is already in the list; change its quantity instead.',
  quantity: 'Enter a quantity of at least 1.',
  supplier: 'Please give the supplier.',
  billNumber: 'Please give the supplier’s bill number.',
  sameStore: 'Choose a different store to transfer to.',
  returnReason: 'Please say why it comes back.',
  inactiveItem: (name: string) => `${name} is no longer sold or issued; make it active first.`,
  notEnough: (name: string, left: number, store: string) =>
    left === 0 ? `There is no ${name} left in ${store}.` : `Only ${left} of ${name} left in ${store}.`,
  notEnoughField: (left: number) => (left === 0 ? 'None left in this store.' : `Only ${left} left.`),
  dueLabel: (name: string, quantity: number) => `${name} × ${quantity}`,
  headName: (kind: ItemKind) =>
    ({ book: 'Books', uniform: 'Uniform', stationery: 'Stationery', other: 'Store items' })[kind],
} as const;

const say = inventoryMessages;

const quantity = z.coerce.number(say.quantity).int(say.quantity).min(1, say.quantity).max(100_000);

export const itemInput = z.object({
  name: requiredText(100, say.name),
  kind: z.enum(ITEM_KINDS),
  size: z.string().trim().max(12).default(''),
  unit: requiredText(12, say.unit),
  hsnCode: z
    .string()
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})?$/, say.hsn)
    .default(''),
  price: moneyAmount,
  gstRate: z.literal(GST_RATES, { error: say.gstRate }),
  reorderLevel: z.coerce.number().int().min(0).max(100_000).default(0),
  active: z.boolean().default(true),
});
export type ItemInput = z.input<typeof itemInput>;

export const itemListQuery = z.object({
  ...pageFields,
  kind: z.enum(ITEM_KINDS).optional(),
  /** The stock of one store only. */
  storeId: idParam.optional(),
  /** Only items at or below their reorder level (in the store, or in any store). */
  low: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type ItemListQuery = z.input<typeof itemListQuery>;

export const storeStock = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  quantity: z.number().int(),
});
export type StoreStock = z.infer<typeof storeStock>;

export const inventoryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ITEM_KINDS),
  size: z.string(),
  unit: z.string(),
  hsnCode: z.string(),
  price: z.number().int(),
  gstRate: z.number().int(),
  reorderLevel: z.number().int(),
  active: z.boolean(),
  /** In the store asked for, or in all stores. */
  stock: z.number().int(),
  byStore: z.array(storeStock),
});
export type InventoryItem = z.infer<typeof inventoryItem>;
export const inventoryItemPage = pageOf(inventoryItem);
export type InventoryItemPage = z.infer<typeof inventoryItemPage>;

export const storeInput = z.object({
  name: requiredText(80, say.storeName),
  centreId: idParam,
});
export const inventoryStore = z.object({
  id: z.number().int(),
  name: z.string(),
  centreId: z.number().int(),
  centreName: z.string(),
  /** Pieces of every item it holds. */
  pieces: z.number().int(),
});
export type InventoryStore = z.infer<typeof inventoryStore>;
export const inventoryStoreList = z.object({ data: z.array(inventoryStore) });

const stockLine = z.object({ itemId: idParam, quantity });
/** Lines of a document: each item once. */
function linesOf<T extends z.ZodType<{ itemId: number }>>(line: T) {
  return z
    .array(line)
    .min(1, say.noLines)
    .max(60)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((l, i) => {
        if (seen.has(l.itemId)) ctx.addIssue({ code: 'custom', path: [i, 'itemId'], message: say.itemTwice });
        seen.add(l.itemId);
      });
    });
}

export const kitInput = z.object({
  name: requiredText(100, say.kitName),
  classId: idParam.nullable().default(null),
  parts: linesOf(stockLine),
});
export const inventoryKit = z.object({
  id: z.number().int(),
  name: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  parts: z.array(
    z.object({
      itemId: z.number().int(),
      itemName: z.string(),
      quantity: z.number().int(),
      price: z.number().int(),
    }),
  ),
});
export type InventoryKit = z.infer<typeof inventoryKit>;
export const inventoryKitList = z.object({ data: z.array(inventoryKit) });

const onDay = calendarDate().optional();
const note = z.string().trim().max(200).default('');

export const purchaseInput = z.object({
  storeId: idParam,
  supplier: requiredText(100, say.supplier),
  billNumber: requiredText(40, say.billNumber),
  onDay,
  note,
  lines: linesOf(stockLine.extend({ unitCost: moneyAmount })),
});
export const stockTransferInput = z.object({
  storeId: idParam,
  toStoreId: idParam,
  onDay,
  note,
  lines: linesOf(stockLine),
});
export const issueInput = z.object({
  storeId: idParam,
  teacherId: idParam,
  onDay,
  note,
  lines: linesOf(stockLine),
});
/** Stock back into a store: from a teacher it was issued to, or any other reason (said). */
export const returnInput = z.object({
  storeId: idParam,
  teacherId: idParam.nullable().default(null),
  onDay,
  note: requiredText(200, say.returnReason),
  lines: linesOf(stockLine),
});
/** A sale to a student: the kit's parts chosen (any may be left out) or loose items. */
export const saleInput = z.object({
  storeId: idParam,
  studentId: idParam,
  kitId: idParam.nullable().default(null),
  onDay,
  note,
  lines: linesOf(stockLine),
});
export type PurchaseInput = z.input<typeof purchaseInput>;
export type StockTransferInput = z.input<typeof stockTransferInput>;
export type IssueInput = z.input<typeof issueInput>;
export type ReturnInput = z.input<typeof returnInput>;
export type SaleInput = z.input<typeof saleInput>;

export const stockDocument = z.object({
  id: z.number().int(),
  kind: z.enum(STOCK_KINDS),
  onDay: z.string(),
  storeName: z.string(),
  /** Supplier, teacher, student or receiving store. */
  party: z.string(),
  /** What a sale billed the student (paise, GST included); 0 otherwise. */
  amount: z.number().int(),
  lines: z.array(
    z.object({
      itemId: z.number().int(),
      itemName: z.string(),
      quantity: z.number().int(),
      /** The store's balance after (a transfer's: the sending store's). */
      balanceAfter: z.number().int(),
    }),
  ),
});
export type StockDocument = z.infer<typeof stockDocument>;

export const ledgerQuery = z.object({ ...pageFields, storeId: idParam.optional() });
export const ledgerEntry = z.object({
  id: z.number().int(),
  documentId: z.number().int(),
  onDay: z.string(),
  kind: z.enum(STOCK_KINDS),
  storeName: z.string(),
  party: z.string(),
  billNumber: z.string(),
  note: z.string(),
  quantity: z.number().int(),
  balanceAfter: z.number().int(),
  by: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export const ledgerPage = pageOf(ledgerEntry);
export type LedgerPage = z.infer<typeof ledgerPage>;

export const lowStockEntry = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  size: z.string(),
  unit: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  quantity: z.number().int(),
  reorderLevel: z.number().int(),
});
export type LowStockEntry = z.infer<typeof lowStockEntry>;
export const lowStockPage = pageOf(lowStockEntry);
export type LowStockPage = z.infer<typeof lowStockPage>;
export const lowStockQuery = z.object({ ...pageFields, storeId: idParam.optional() });

/** What the inventory forms offer: centres, active teachers, classes. */
export const inventoryChoices = z.object({
  centres: z.array(z.object({ id: z.number().int(), name: z.string() })),
  teachers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  classes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type InventoryChoices = z.infer<typeof inventoryChoices>;
