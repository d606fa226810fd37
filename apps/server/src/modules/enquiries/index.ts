import { enquiryTrends } from './trends.repository.ts';
import { enquiryFigures } from './figures.repository.ts';
import { enquiryRoutes } from './routes.ts';
import { demoClassRoutes } from './demo.routes.ts';
import { defineArea } from '../../area.ts';

/** Enquiries, their follow-ups and funnel, the public form, and demo classes. */
export const enquiries = defineArea({
  name: 'enquiries',
  tags: [
    { name: 'enquiries', description: 'Enquiries, follow-ups, the board, the funnel and the public form' },
  ],
  routes: async (api, context) => {
    await enquiryRoutes(api, context);
    await demoClassRoutes(api, context);
  },
  figures: enquiryFigures,
  trends: enquiryTrends,
});
