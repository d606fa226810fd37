import { inventory } from './en/inventory.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The inventory area's strings in the active language; see ./index.ts. */
export const tInventory: Strings<typeof inventory> = localised('inventory', inventory);
