import { defineArea } from '../../area.ts';
import { searchRoutes } from './routes.ts';

/** The quick search across the areas a member's menus open (decision 089). */
export const search = defineArea({
  name: 'search',
  tags: [
    {
      name: 'search',
      description: 'The quick search: students, enquiries, teachers and receipts from one box',
    },
  ],
  routes: async (api, context) => {
    await searchRoutes(api, context);
  },
});
