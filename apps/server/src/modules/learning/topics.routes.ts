import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addTopicBody,
  addTopicResponse,
  messageOnlyResponse,
  successResponse,
  topicDetailsBody,
  topicDetailsResponse,
  topicKeyBody,
  updateTopicBody,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { sendJson } from '../../lib/serializer.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errors, manage, tags, view } from './route-options.ts';
import * as topics from './topics.service.ts';

/** The chapter manager's topic calls (spec §7). */
export async function topicRoutes(api: FastifyInstance, ctx: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post(
    '/api/topic-details',
    {
      config: view,
      schema: {
        operationId: 'getTopicDetails',
        summary: 'The topics of a chapter',
        tags,
        body: topicDetailsBody,
        response: { 200: topicDetailsResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await topics.topicDetails(db, ctx.chapterManagerLists, callerOf(request), request.body),
      ),
  );

  app.post(
    '/api/add-topic',
    {
      config: manage,
      schema: {
        operationId: 'addTopic',
        summary: 'Add a topic to a chapter',
        tags,
        body: addTopicBody,
        response: { 200: addTopicResponse, ...errors },
      },
    },
    async (request) => {
      const added = await topics.addTopic(db, callerOf(request), request.body, request.ip);
      return { message: 'Topic added successfully', ...added };
    },
  );

  app.post(
    '/api/update-topic',
    {
      config: manage,
      schema: {
        operationId: 'updateTopic',
        summary: 'Change a topic',
        tags,
        body: updateTopicBody,
        response: { 200: messageOnlyResponse, ...errors },
      },
    },
    async (request) => {
      await topics.updateTopic(db, callerOf(request), request.body, request.ip);
      return { message: 'Topic updated successfully!' };
    },
  );

  app.post(
    '/api/delete-topic',
    {
      config: manage,
      schema: {
        operationId: 'deleteTopic',
        summary: 'Remove a topic',
        tags,
        body: topicKeyBody,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await topics.deleteTopic(db, callerOf(request), request.body, request.ip);
      return { success: true, message: 'Topic deleted successfully' };
    },
  );
}
