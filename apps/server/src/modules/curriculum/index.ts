import { curriculumRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** Boards, classes and subjects. */
export const curriculum = defineArea({
  name: 'curriculum',
  tags: [{ name: 'curriculum', description: 'Boards, classes and subjects' }],
  routes: async (api, context) => {
    await curriculumRoutes(api, context);
  },
});
