import { examFigures } from './figures.repository.ts';
import { defineArea } from '../../area.ts';
import { examRoutes } from './routes.ts';

/** Exams: grading scales, exams moving draft → scheduled → held → published, marks and results. */
export const exams = defineArea({
  name: 'exams',
  tags: [
    {
      name: 'exams',
      description: 'Grading scales, exams and their papers on the one calendar, marks entry and results',
    },
  ],
  routes: async (api, context) => {
    await examRoutes(api, context);
  },
  figures: examFigures,
});
