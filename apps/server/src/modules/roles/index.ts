import { roleRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** Roles and the menus they grant. */
export const roles = defineArea({
  name: 'roles',
  tags: [{ name: 'roles', description: 'Roles and the menus they grant (Role Manager)' }],
  routes: async (api, context) => {
    await roleRoutes(api, context);
  },
});
