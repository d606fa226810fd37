import { batchRoutes } from './routes.ts';
import { allotmentRoutes } from './allotments.routes.ts';
import { defineArea } from '../../area.ts';

/** Batches, their teachers, and who is seated or waiting in them (allotment bills through fees). */
export const batches = defineArea({
  name: 'batches',
  tags: [
    {
      name: 'batches',
      description: 'Batches, the rooms of each centre, and the students and teachers of a batch',
    },
  ],
  routes: async (api, context) => {
    await batchRoutes(api, context);
    await allotmentRoutes(api, context);
  },
});
