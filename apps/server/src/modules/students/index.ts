import { studentTrends } from './trends.repository.ts';
import { studentFigures } from './figures.repository.ts';
import { studentRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** Admissions, the student list and one student's record. */
export const students = defineArea({
  name: 'students',
  tags: [{ name: 'students', description: 'Admissions, students and their guardians' }],
  routes: async (api, context) => {
    await studentRoutes(api, context);
  },
  figures: studentFigures,
  trends: studentTrends,
});
