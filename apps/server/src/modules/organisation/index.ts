import { organisationRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** What the spec's organisation calls show (the payroll video). */
export const organisation = defineArea({
  name: 'organisation',
  tags: [{ name: 'payroll', description: 'Payroll' }],
  routes: async (api, context) => {
    await organisationRoutes(api, context);
  },
});
