import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reorderChaptersBody,
  reorderContentBody,
  reorderResponse,
  reorderTopicsBody,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errors, manage, tags } from './route-options.ts';
import * as reorder from './reorder.service.ts';

/** New orders of chapters, topics and content (/api/v1, beyond the spec). */
export async function reorderRoutes(api: FastifyInstance, ctx: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post(
    '/api/v1/chapters/reorder',
    {
      config: manage,
      schema: {
        operationId: 'reorderChapters',
        summary: "Put a subject's chapters in a new order",
        tags,
        body: reorderChaptersBody,
        response: { 200: reorderResponse, ...errors },
      },
    },
    async (request) => {
      await reorder.reorderChapters(db, callerOf(request), request.body, request.ip);
      return { message: 'Order saved.' };
    },
  );

  app.post(
    '/api/v1/topics/reorder',
    {
      config: manage,
      schema: {
        operationId: 'reorderTopics',
        summary: "Put a chapter's topics in a new order",
        tags,
        body: reorderTopicsBody,
        response: { 200: reorderResponse, ...errors },
      },
    },
    async (request) => {
      await reorder.reorderTopics(db, callerOf(request), request.body, request.ip);
      return { message: 'Order saved.' };
    },
  );

  app.post(
    '/api/v1/contents/reorder',
    {
      config: manage,
      schema: {
        operationId: 'reorderContents',
        summary: "Put a topic's content in a new order",
        tags,
        body: reorderContentBody,
        response: { 200: reorderResponse, ...errors },
      },
    },
    async (request) => {
      await reorder.reorderContent(db, callerOf(request), request.body, request.ip);
      return { message: 'Order saved.' };
    },
  );
}
