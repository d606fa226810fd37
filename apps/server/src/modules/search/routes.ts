import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { quickSearchQuery, quickSearchResult } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as search from './service.ts';

/** The quick search in the top bar: any member; what it finds is what their menus open. */
export async function searchRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/search',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'quickSearch',
        summary:
          'Find students, enquiries, teachers and receipts by a name (any order, a typo or two), a mobile number, an admission, enquiry or receipt number',
        tags: ['search'],
        querystring: quickSearchQuery,
        response: { 200: quickSearchResult, ...errorReplies.list },
      },
    },
    async (request) => search.quickSearch(db, callerOf(request), request.query),
  );
}
