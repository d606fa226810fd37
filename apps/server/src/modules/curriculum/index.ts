import { curriculumRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** Boards, classes and subjects. */
export const curriculum = defineArea({
  name: 'curriculum',
  routes: async (api, context) => {
    await curriculumRoutes(api, context);
  },
});
