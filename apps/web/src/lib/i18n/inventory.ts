import { inventory } from './en/inventory.ts';
import type { Strings } from './index.ts';

/** The inventory area's strings in the active language (only English today); see ./index.ts. */
export const tInventory: Strings<typeof inventory> = inventory;
