import { auditRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** Who changed what (the audit log). */
export const audit = defineArea({
  name: 'audit',
  tags: [{ name: 'audit', description: 'Who changed what (Audit Log)' }],
  routes: async (api, context) => {
    await auditRoutes(api, context);
  },
});
