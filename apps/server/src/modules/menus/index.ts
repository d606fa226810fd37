import { menuRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** The caller's menu tree. */
export const menus = defineArea({
  name: 'menus',
  tags: [{ name: 'menus', description: "The caller's menu tree" }],
  routes: async (api, context) => {
    await menuRoutes(api, context);
  },
});
