import { instituteRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** Institute settings, and the name and logo every signed-in screen shows. */
export const institute = defineArea({
  name: 'institute',
  tags: [
    {
      name: 'institute',
      description: "The institute's details, logo, years and numbering (Institute Settings)",
    },
  ],
  routes: async (api, context) => {
    await instituteRoutes(api, context);
  },
});
