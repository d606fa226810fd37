import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  INSTITUTE_LOGO_MAX_BYTES,
  INSTITUTE_LOGO_TOO_LARGE,
  INSTITUTE_LOGO_TYPE,
  instituteBooks,
  instituteBooksBody,
  instituteBrand,
  instituteSettings,
  instituteSettingsBody,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { detectImage } from '../../lib/files.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { callerOf } from '../../plugins/auth.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as books from './books.service.ts';
import * as institute from './service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 413: apiError, 415: apiError };
const view = { access: { menu: 'InstituteSettings', level: 'view' as const } };
const manage = { access: { menu: 'InstituteSettings', level: 'manage' as const } };

/** Institute settings (FrmName InstituteSettings), and the name and logo every signed-in screen shows. */
export async function instituteRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/institute/brand',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'getInstituteBrand',
        summary: "The institute's name and logo, and the first-run steps still open",
        tags: ['institute'],
        response: { 200: instituteBrand, ...errors },
      },
    },
    async (request) => institute.brand(db, callerOf(request)),
  );

  app.get(
    '/api/v1/institute/logo',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'getInstituteLogo',
        summary: "The institute's logo image",
        tags: ['institute'],
        response: errors,
      },
    },
    async (request, reply) => sendStoredFile(reply, await institute.logoOf(db, callerOf(request)), 'inline'),
  );

  app.get(
    '/api/v1/institute/settings',
    {
      config: view,
      schema: {
        operationId: 'getInstituteSettings',
        summary: "The institute's details, time zone, years and numbering",
        tags: ['institute'],
        response: { 200: instituteSettings, ...errors },
      },
    },
    async (request) => institute.getSettings(db, callerOf(request)),
  );

  app.put(
    '/api/v1/institute/settings',
    {
      config: manage,
      schema: {
        operationId: 'updateInstituteSettings',
        summary: "Change the institute's details, time zone, years and numbering",
        tags: ['institute'],
        body: instituteSettingsBody,
        response: { 200: instituteSettings, ...errors },
      },
    },
    async (request) => institute.updateSettings(db, callerOf(request), request.body),
  );

  app.get(
    '/api/v1/institute/books',
    {
      config: view,
      schema: {
        operationId: 'getInstituteBooks',
        summary:
          'Up to which day the books are closed, the backdating window, and how long receipt links open',
        tags: ['institute'],
        response: { 200: instituteBooks, ...errors },
      },
    },
    async (request) => books.booksOf(db, callerOf(request)),
  );

  app.put(
    '/api/v1/institute/books',
    {
      config: manage,
      schema: {
        operationId: 'saveInstituteBooks',
        summary:
          'Close the books up to a day (or open them), set the backdating window and receipt links’ life',
        tags: ['institute'],
        body: instituteBooksBody,
        response: { 200: instituteBooks, ...errors },
      },
    },
    async (request) => books.saveBooks(db, callerOf(request), request.body),
  );

  app.put(
    '/api/v1/institute/logo',
    {
      config: manage,
      schema: {
        operationId: 'setInstituteLogo',
        summary: "Upload the institute's logo (PNG, JPEG or WebP, at most 1 MB)",
        tags: ['institute'],
        consumes: ['multipart/form-data'],
        response: { 200: instituteSettings, ...errors },
      },
    },
    async (request) => {
      const { file } = await readMultipart(request, {
        fields: z.object({}),
        fileField: 'logo',
        maxBytes: INSTITUTE_LOGO_MAX_BYTES,
        tooLargeMessage: INSTITUTE_LOGO_TOO_LARGE,
      });
      const type = file ? detectImage(file.bytes) : null;
      if (!file || !type)
        throw new AppError('UNSUPPORTED_MEDIA', INSTITUTE_LOGO_TYPE, { logo: INSTITUTE_LOGO_TYPE });
      return institute.setLogo(db, callerOf(request), { bytes: file.bytes, type });
    },
  );

  app.delete(
    '/api/v1/institute/logo',
    {
      config: manage,
      schema: {
        operationId: 'deleteInstituteLogo',
        summary: "Remove the institute's logo",
        tags: ['institute'],
        response: { 200: instituteSettings, ...errors },
      },
    },
    async (request) => institute.setLogo(db, callerOf(request), null),
  );

  app.post(
    '/api/v1/institute/onboarding/dismiss',
    {
      config: manage,
      schema: {
        operationId: 'dismissOnboarding',
        summary: 'Close first-run setup (finished, or skipped for later)',
        tags: ['institute'],
        response: { 200: instituteBrand, ...errors },
      },
    },
    async (request) => institute.dismissOnboarding(db, callerOf(request)),
  );
}
