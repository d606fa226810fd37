import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deskAdmission, deskAdmissionInput, idParams } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { publicOrigin } from '../../lib/urls.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies, pdfFile } from '../../plugins/openapi.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import { idCardPdf } from './id-card.ts';
import * as desk from './service.ts';

const tags = ['admissions'];

/** The front desk's one flow, admit, seat and collect (NewStudentEnrollment); a student's ID card (StudentProfile). */
export async function admissionRoutes(api: FastifyInstance, { db, courier, settings }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/admissions',
    {
      config: { access: { menu: 'NewStudentEnrollment', level: 'manage' } },
      schema: {
        operationId: 'admitSeatCollect',
        summary:
          'Admit a student with guardians, seat them in a batch on a fee plan with a coupon, collect the first payment and send the receipt: one transaction',
        tags,
        body: deskAdmissionInput,
        response: { 201: deskAdmission, ...errorReplies.record },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await desk.admitSeatCollect(db, courier, callerOf(request), request.body, publicOrigin(settings)),
        ),
  );

  app.get(
    '/api/v1/students/:id/id-card.pdf',
    {
      config: { access: { menu: 'StudentProfile', level: 'view' } },
      schema: {
        operationId: 'getStudentIdCard',
        summary:
          'The student’s ID card as a PDF (A7): institute, photo, name, admission number, batches and a QR code of the card’s random code',
        tags,
        params: idParams,
        response: { 200: pdfFile, ...errorReplies.record },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await idCardPdf(db, callerOf(request), request.params.id);
      return sendStoredFile(reply, { bytes: pdf, type: 'application/pdf', fileName }, 'inline');
    },
  );
}
