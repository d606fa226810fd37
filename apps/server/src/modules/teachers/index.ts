import { defineArea } from '../../area.ts';
import { kycRoutes } from './kyc.routes.ts';
import { panelRoutes } from './panels.routes.ts';
import { teacherRoutes } from './routes.ts';

/** The teacher directory (Manageteacher), the detail panels (Panels) and the KYC vault. */
export const teachers = defineArea({
  name: 'teachers',
  tags: [{ name: 'teachers', description: 'The teacher directory, detail panels and KYC documents' }],
  routes: async (api, context) => {
    await teacherRoutes(api, context);
    await panelRoutes(api, context);
    await kycRoutes(api, context, context.vault);
  },
});
