import { defineArea } from '../../area.ts';
import { chapterRoutes } from './chapters.routes.ts';
import { contentRoutes } from './contents.routes.ts';
import { reorderRoutes } from './reorder.routes.ts';
import { topicRoutes } from './topics.routes.ts';
import { learningViewRoutes } from './views.routes.ts';

/** The chapter manager (chapters, topics, content and their order) and the study views. */
export const learning = defineArea({
  name: 'learning',
  tags: [{ name: 'learning', description: 'Chapters, topics and study content' }],
  routes: async (api, context) => {
    await chapterRoutes(api, context);
    await topicRoutes(api, context);
    await contentRoutes(api, context);
    await reorderRoutes(api, context);
    await learningViewRoutes(api, context);
  },
});
