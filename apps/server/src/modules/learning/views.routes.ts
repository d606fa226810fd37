import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  idParams,
  LEARNING_VIEWS,
  learningCatalogue,
  learningChapters,
  learningChaptersQuery,
  learningMediaQuery,
  learningTopics,
  learningTopicsQuery,
  mediaResponse,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { sendContentFile } from './send-file.ts';
import * as learning from './views.service.ts';
import type { ViewSpec } from './views.service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

/**
 * The learning views (LMS, LMS_Video, LearnVideo, ClassVideo, SimulationVideo): read-only browsing of
 * board → class → subject → chapter → topic → content, each under its own menu and showing only its
 * content types, so a user granted Simulation Video alone sees simulations and nothing else.
 */
export async function learningViewRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  for (const definition of LEARNING_VIEWS) {
    const base = `/api/v1/learning/${definition.slug}`;
    const config = { access: { menu: definition.frmName, level: 'view' as const } };
    const tags = ['learning'];
    // One set of calls per view: LmsVideo → listLmsVideoChapters, getLmsVideoMedia, …
    const view = definition.slug.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());
    const described = (operationId: string, summary: string) => ({
      operationId,
      summary: `${definition.frmName}: ${summary}`,
    });
    const spec: ViewSpec = {
      types: definition.types,
      fileUrl: (fileId) => `${base}/files/${fileId}`,
    };

    app.get(
      `${base}/catalogue`,
      {
        config,
        schema: {
          ...described(
            `get${view}Catalogue`,
            'the boards, classes and subjects that have content of this view',
          ),
          tags,
          response: { 200: learningCatalogue, ...errors },
        },
      },
      async (request) => learning.viewCatalogue(db, callerOf(request), spec),
    );

    app.get(
      `${base}/chapters`,
      {
        config,
        schema: {
          ...described(`list${view}Chapters`, 'the chapters of a subject'),
          tags,
          querystring: learningChaptersQuery,
          response: { 200: learningChapters, ...errors },
        },
      },
      async (request) => learning.viewChapters(db, callerOf(request), spec, request.query),
    );

    app.get(
      `${base}/topics`,
      {
        config,
        schema: {
          ...described(`list${view}Topics`, 'the topics of a chapter with their content'),
          tags,
          querystring: learningTopicsQuery,
          response: { 200: learningTopics, ...errors },
        },
      },
      async (request) => learning.viewTopics(db, callerOf(request), spec, request.query),
    );

    app.get(
      `${base}/media`,
      {
        config,
        schema: {
          ...described(`get${view}Media`, 'the media of one content item'),
          tags,
          querystring: learningMediaQuery,
          response: { 200: mediaResponse, ...errors },
        },
      },
      async (request) => learning.viewMedia(db, callerOf(request), spec, request.query),
    );

    app.get(
      `${base}/files/:id`,
      {
        config,
        schema: {
          ...described(`get${view}File`, 'a content file'),
          tags,
          params: idParams,
          querystring: z.object({ download: z.enum(['0', '1']).optional() }),
          response: { 401: apiError, 403: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        const file = await learning.viewFile(db, callerOf(request), spec, request.params.id);
        return sendContentFile(reply, file, request.query.download === '1');
      },
    );
  }
}
