import { sql } from 'drizzle-orm';
import type { DashboardFigure, FigureDay } from '../../area.ts';
import { inventoryBalances, inventoryItems, inventoryStores } from '../../db/schema/index.ts';

/**
 * Active items at or below their reorder level, as the low-stock list counts them (all stores), or in
 * the chosen centre's stores (decision 084).
 */
function stockJson(d: FigureDay) {
  const stock =
    d.centreId === undefined
      ? sql`(select coalesce(sum(b.quantity), 0) from ${inventoryBalances} b where b.item_id = i.id)`
      : sql`(select coalesce(sum(b.quantity), 0) from ${inventoryBalances} b
          join ${inventoryStores} st on st.id = b.store_id and st.centre_id = ${d.centreId}
          where b.item_id = i.id)`;
  return sql`(select json_build_object('low', count(*))::text from ${inventoryItems} i
    where i.organisation_id = ${d.organisationId} and i.active and ${stock} <= i.reorder_level)`;
}

/** Low stock (Inventory). */
export const inventoryFigures: DashboardFigure[] = [
  { name: 'stock', json: stockJson, links: () => ({ low: { form: 'Inventory', query: { low: 'true' } } }) },
];
