import { instituteRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** Institute settings, and the name and logo every signed-in screen shows. */
export const institute = defineArea({
  name: 'institute',
  routes: async (api, context) => {
    await instituteRoutes(api, context);
  },
});
