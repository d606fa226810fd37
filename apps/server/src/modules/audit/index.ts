import { auditRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** Who changed what (the audit log). */
export const audit = defineArea({
  name: 'audit',
  routes: async (api, context) => {
    await auditRoutes(api, context);
  },
});
