import { defineArea } from '../../area.ts';
import { jobRoutes } from './routes.ts';

/** The background jobs as the owner sees them: their last runs and failures, and a run now. */
export const jobs = defineArea({
  name: 'jobs',
  tags: [{ name: 'jobs', description: 'Background jobs: their last runs and failures, and running one now' }],
  routes: async (api, context) => {
    await jobRoutes(api, context);
  },
});
