import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coupon,
  couponInput,
  couponListQuery,
  couponPage,
  feeStatement,
  idParams,
  redeemCouponInput,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../plugins/auth.ts';
import { sendJson } from '../../lib/serializer.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as coupons from './coupons.service.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['fees'];
const specialCoupon = (level: 'view' | 'manage') => ({ access: { menu: 'SpecialCoupon', level } });

/** SpecialCoupon: coupons, and redeeming one on what a student owes. */
export async function couponRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/coupons',
    {
      config: specialCoupon('view'),
      schema: {
        operationId: 'listCoupons',
        summary:
          'Coupons, the latest to end first, with their uses; by state (current, upcoming, expired, inactive)',
        tags,
        querystring: couponListQuery,
        response: { 200: couponPage, ...listErrors },
      },
    },
    async (request, reply) => sendJson(reply, await coupons.coupons(db, callerOf(request), request.query)),
  );

  app.post(
    '/api/v1/coupons',
    {
      config: specialCoupon('manage'),
      schema: {
        operationId: 'createCoupon',
        summary:
          'Add a coupon: code, % or flat, the days it works, limits, and the batches and heads it covers',
        tags,
        body: couponInput,
        response: { 201: coupon, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await coupons.saveCoupon(db, callerOf(request), null, request.body)),
  );

  app.put(
    '/api/v1/coupons/:id',
    {
      config: specialCoupon('manage'),
      schema: {
        operationId: 'updateCoupon',
        summary: 'Change a coupon (what it already took off stays)',
        tags,
        params: idParams,
        body: couponInput,
        response: { 200: coupon, ...errors },
      },
    },
    async (request) => coupons.saveCoupon(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/coupons/:id',
    {
      config: specialCoupon('manage'),
      schema: {
        operationId: 'deleteCoupon',
        summary: 'Delete a coupon never used (switch a used one off instead)',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await coupons.removeCoupon(db, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/students/:id/coupons',
    {
      // The fees desk applies a coupon from a student's statement, or right after allotting.
      config: {
        access: { menu: 'PendingFees', level: 'manage', also: ['SpecialCoupon', 'StudentAlotment'] },
      },
      schema: {
        operationId: 'redeemCoupon',
        summary: 'Redeem a coupon on what a student owes for a batch (a concession of category coupon)',
        tags,
        params: idParams,
        body: redeemCouponInput,
        response: { 201: feeStatement, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await coupons.redeemCoupon(db, callerOf(request), request.params.id, request.body)),
  );
}
