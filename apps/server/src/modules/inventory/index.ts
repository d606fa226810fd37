import { inventoryFigures } from './figures.repository.ts';
import { defineArea } from '../../area.ts';
import { inventoryRoutes } from './routes.ts';

/** Inventory: items, stores and kits; stock in, across, out to teachers, sold to students, and back. */
export const inventory = defineArea({
  name: 'inventory',
  tags: [
    {
      name: 'inventory',
      description:
        'Items, stores and kits; purchases, transfers, issues, sales (billed to the student’s dues) and returns, each store’s balance kept beside its ledger',
    },
  ],
  routes: async (api, context) => {
    await inventoryRoutes(api, context);
  },
  figures: inventoryFigures,
});
