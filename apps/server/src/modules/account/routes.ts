import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  changePasswordBody,
  messageResponse,
  PASSWORD_CHANGED,
  loginBody,
  loginResponse,
  profile,
  profileBody,
  profileUpdateFields,
  profileUpdateResponse,
  PROFILE_PHOTO_MAX_BYTES,
  registerBody,
  registerResponse,
  resetPasswordBody,
  sendOtpBody,
  sendOtpResponse,
  sessionUser,
  successResponse,
  verifyOtpBody,
  verifyOtpResponse,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { detectImage } from '../../lib/files.ts';
import { callerOf, SESSION_COOKIE, sessionCookieOptions } from '../../plugins/auth.ts';
import * as account from './service.ts';
import * as password from './password.service.ts';
import { addressOf, emailOf, signInThrottle } from './sign-in-throttle.ts';

const errors = {
  400: apiError,
  401: apiError,
  403: apiError,
  409: apiError,
  413: apiError,
  415: apiError,
  429: apiError,
};

/** Throttles keyed by address (and the email in the body, when `perEmail`); run before any password is hashed. */
function throttle(max: number, timeWindow: string, perEmail = true) {
  return {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${addressOf(request)}|${perEmail ? emailOf(request) : ''}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string; statusCode: number }) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  };
}

export async function accountRoutes(api: FastifyInstance, ctx: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, settings, limits, sessions } = ctx;
  const policy = ctx.sessionPolicy;

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: throttle(limits.registerPerHour, '1 hour', false) },
      schema: {
        operationId: 'register',
        summary: 'Register an institute and its owner',
        tags: ['account'],
        body: registerBody,
        response: { 200: registerResponse, ...errors },
      },
    },
    async (request) => {
      const { userId } = await account.register(db, request.body, request.ip);
      return { userId, message: `Registration successful. User ID: ${userId}` };
    },
  );

  const spendSignInAttempt = signInThrottle(api, limits);
  const login = async (request: FastifyRequest<{ Body: z.infer<typeof loginBody> }>, reply: FastifyReply) => {
    const refused = await spendSignInAttempt(request, reply);
    if (refused) return reply.status(429).send(refused);
    const result = await account.login(db, request.body.email, request.body.password, policy, request.ip);
    if (!result) return reply.status(401).send({ ResCode: 0 as const, message: account.INVALID_LOGIN });
    reply.setCookie(
      SESSION_COOKIE,
      result.token,
      sessionCookieOptions(settings.SECURE_COOKIES, policy.absoluteMs / 1000),
    );
    return { ResCode: 1 as const, message: 'Login successful.', ...result.user };
  };
  // The spec documents both paths; one handler and one set of budgets serve them.
  for (const [url, operationId] of [
    ['/login', 'login'],
    ['/api/login', 'apiLogin'],
  ] as const) {
    app.post(
      url,
      {
        config: { access: 'public' },
        schema: {
          operationId,
          summary: 'Sign in with email and password',
          tags: ['account'],
          body: loginBody,
          response: { 200: loginResponse, 401: loginResponse, 429: apiError },
        },
      },
      login,
    );
  }

  app.get(
    '/api/v1/session',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'getSession',
        summary: 'The signed-in user of this session',
        tags: ['account'],
        response: { 200: sessionUser, 401: apiError },
      },
    },
    async (request) => account.toSessionUser(callerOf(request)),
  );

  app.delete(
    '/api/v1/session',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'signOut',
        summary: 'Sign out of this session',
        tags: ['account'],
        response: { 204: z.null(), 401: apiError },
      },
    },
    async (request, reply) => {
      await account.logout(db, callerOf(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/me/password',
    {
      config: {
        access: 'session',
        // Guessing the current password from a borrowed session is as slow as guessing at sign-in.
        rateLimit: {
          ...throttle(limits.loginPerWindow, limits.loginWindow, false),
          keyGenerator: (request: FastifyRequest) =>
            `password:${request.cookies[SESSION_COOKIE] ?? addressOf(request)}`,
        },
      },
      schema: {
        operationId: 'changeMyPassword',
        summary: 'Change the signed-in user’s password (other sessions end)',
        tags: ['account'],
        body: changePasswordBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await password.changePassword(db, callerOf(request), currentPassword, newPassword, request.ip);
      return { message: PASSWORD_CHANGED };
    },
  );

  app.post(
    '/api/profile',
    {
      config: { access: 'session', readOnly: true },
      schema: {
        operationId: 'getProfile',
        summary: "The signed-in user's profile",
        tags: ['account'],
        body: profileBody,
        response: { 200: profile, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (request.body.EmailID.trim().toLowerCase() !== caller.email)
        throw forbidden('You can only see your own profile.');
      return account.getProfile(db, caller);
    },
  );

  app.post(
    '/api/profile/update',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'updateProfile',
        summary: "Change the signed-in user's profile and photo",
        tags: ['account'],
        consumes: ['multipart/form-data'],
        response: { 200: profileUpdateResponse, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { data, file } = await readMultipart(request, {
        fields: profileUpdateFields,
        fileField: 'UserImage',
        maxBytes: PROFILE_PHOTO_MAX_BYTES,
        tooLargeMessage: PHOTO_TOO_LARGE,
      });
      const type = file ? detectImage(file.bytes) : undefined;
      if (file && !type) throw new AppError('UNSUPPORTED_MEDIA', PHOTO_TYPE, { UserImage: PHOTO_TYPE });
      const photo = file && type ? { bytes: file.bytes, type } : undefined;
      if (data.EmailID.trim().toLowerCase() !== caller.email)
        throw forbidden('You can only change your own profile.');
      const updated = await account.updateProfile(db, caller, { ...data, photo }, request.ip);
      return { message: 'Profile updated successfully!', UserImage: updated.UserImage };
    },
  );

  app.post(
    '/send-otp',
    {
      config: { access: 'public', rateLimit: throttle(limits.otpSendsPerWindow, limits.otpWindow) },
      schema: {
        operationId: 'sendOtp',
        summary: 'Send a one-time password for a password reset',
        tags: ['account'],
        body: sendOtpBody,
        response: { 200: sendOtpResponse, ...errors },
      },
    },
    async (request) => {
      // Stored and mailed after the reply: known and unknown emails answer alike, and as fast.
      const { email } = request.body;
      setImmediate(() => {
        password
          .sendOtp(db, mailer, email)
          .then((mailId) => (mailId === null ? undefined : mailer.deliver(mailId)))
          .catch((err: unknown) => request.log.error({ err }, 'OTP not sent'));
      });
      return { success: true, message: password.OTP_SENT };
    },
  );

  app.post(
    '/api/v1/password-reset/verify',
    {
      config: { access: 'public', rateLimit: throttle(limits.otpGuessesPerWindow, limits.otpWindow) },
      schema: {
        operationId: 'verifyOtp',
        summary: 'Check a one-time password; answers a one-time reset token',
        tags: ['account'],
        body: verifyOtpBody,
        response: { 200: verifyOtpResponse, ...errors },
      },
    },
    async (request) => {
      const resetToken = await password.verifyOtp(db, request.body.email, request.body.otp);
      return { success: true, message: 'OTP verified.', resetToken };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public', rateLimit: throttle(limits.otpGuessesPerWindow, limits.otpWindow) },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset token',
        tags: ['account'],
        body: resetPasswordBody,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      const { email, resetToken, newPassword } = request.body;
      const organisationId = await password.resetPassword(db, email, resetToken, newPassword, request.ip);
      // A new password ended the user's sessions: no node may go on honouring them from memory.
      if (organisationId !== null) await sessions.changed(organisationId);
      return { success: true, message: 'Password successfully reset! Redirecting to login...' };
    },
  );
}

const PHOTO_TYPE = 'Photo must be a JPEG, PNG or WebP image.';
const PHOTO_TOO_LARGE = `Photo must be ${PROFILE_PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller.`;
