import { centreRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** Centres and which teachers serve them. */
export const centres = defineArea({
  name: 'centres',
  tags: [{ name: 'centres', description: 'Centres and which teachers serve them' }],
  routes: async (api, context) => {
    await centreRoutes(api, context);
  },
});
