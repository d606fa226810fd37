import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { chapterRoutes } from './chapters.routes.ts';
import { contentRoutes } from './contents.routes.ts';
import { reorderRoutes } from './reorder.routes.ts';
import { topicRoutes } from './topics.routes.ts';

/** The chapter manager (ChapterDetails): chapters, topics and content, and their order. */
export async function learningRoutes(api: FastifyInstance, context: AppContext) {
  await chapterRoutes(api, context);
  await topicRoutes(api, context);
  await contentRoutes(api, context);
  await reorderRoutes(api, context);
}
