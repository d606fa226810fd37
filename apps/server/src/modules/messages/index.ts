import { messageFigures } from './figures.repository.ts';
import { messageJobs } from './jobs.ts';
import { announcementRoutes } from './announcements.routes.ts';
import { messageRoutes } from './routes.ts';
import { defineArea } from '../../area.ts';

/** Messages: the delivery log, templates, channels and recipients' wishes. */
export const messages = defineArea({
  name: 'messages',
  tags: [
    {
      name: 'messages',
      description: 'Messages to guardians, students and staff: the delivery log, templates and channels',
    },
  ],
  routes: async (api, context) => {
    await messageRoutes(api, context);
    await announcementRoutes(api, context);
  },
  jobs: ({ courier }) => messageJobs(courier),
  figures: messageFigures,
});
