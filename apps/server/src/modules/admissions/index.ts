import { admissionRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** The front desk's admit-seat-collect: students, batches and fees in one transaction (above them all). */
export const admissions = defineArea({
  name: 'admissions',
  tags: [
    {
      name: 'admissions',
      description: 'Admit, seat and collect: a student, a seat on a fee plan and the first payment at once',
    },
  ],
  routes: async (api, context) => {
    await admissionRoutes(api, context);
  },
});
