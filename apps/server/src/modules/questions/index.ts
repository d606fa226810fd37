import { defineArea } from '../../area.ts';
import { paperRoutes } from './papers.routes.ts';
import { questionRoutes } from './routes.ts';

/** The question bank: questions on the learning tree by Bloom's level, and papers built from a blueprint. */
export const questions = defineArea({
  name: 'questions',
  tags: [
    {
      name: 'questions',
      description:
        'The question bank (by chapter, topic and Bloom’s level), its CSV import, and papers built from a blueprint',
    },
  ],
  routes: async (api, context) => {
    await questionRoutes(api, context);
    await paperRoutes(api, context);
  },
});
