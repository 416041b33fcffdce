import {
  errorAnswer,
  loginLinkRequest,
  loginWithLinkRequest,
  messageAnswer,
  registrationAnswer,
  registrationRequest,
  resendEmailQuery,
  resetPasswordRequest,
  resetRequest,
  tokenAnswer,
  tokenRequest,
  userProfile,
  verifyAnswer,
  verifyRequest,
} from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorAnswerOf, HttpError, httpError, parseBody } from '../../platform/errors.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { revokeSession } from './queries.ts';
import * as accounts from './service.ts';
import { authTexts } from './texts.ts';

const registrationError = errorAnswer.extend({ invalid: z.literal(true).optional(), msg: z.string().optional() });

/** The browser's known-device token (see throttle.ts): sent only to the login calls, never readable by scripts. */
const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_DAYS = 180;

/** The browser's device token: URL-safe base64 as randomToken makes it, so it needs no decoding. */
const deviceTokenIn = (cookieHeader: string | undefined) =>
  cookieHeader?.match(new RegExp(`(?:^|;)\\s*${DEVICE_COOKIE}=([\\w-]+)\\s*(?:;|$)`))?.[1];

function rememberDevice(reply: FastifyReply, outcome: accounts.LoginOutcome, secure: boolean) {
  if (!outcome.deviceToken) return outcome.answer;
  const attributes = [
    `${DEVICE_COOKIE}=${outcome.deviceToken}`,
    'Path=/oauth',
    `Max-Age=${DEVICE_COOKIE_DAYS * 24 * 3600}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
  return outcome.answer;
}

export function accountRoutes(app: ZodApp, deps: AppDeps) {
  const secureCookies = deps.config.publicUrl.startsWith('https://');
  app.post('/api/Account/Post', {
    config: { access: 'public', rateLimit: rateLimits.registration },
    schema: {
      tags: ['accounts'],
      body: z.unknown(),
      response: { 200: registrationAnswer, 400: registrationError },
    },
    handler: async (request, reply) => {
      try {
        return await accounts.register(deps, parseBody(registrationRequest, request.body), request.language);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const answer = errorAnswerOf(error, request.language);
        return reply.status(error.statusCode as 400).send({ invalid: true, msg: answer.Message, ...answer });
      }
    },
  });

  app.post('/api/Account/ResendEmail', {
    config: { access: 'public', rateLimit: rateLimits.mail },
    schema: { tags: ['accounts'], querystring: resendEmailQuery, response: { 200: messageAnswer } },
    handler: async (request) => {
      await accounts.resendVerification(deps, request.query.email, request.language);
      return { msg: authTexts.of(request.language)('verificationEmailResent') };
    },
  });

  app.post('/oauth/verify', {
    config: { access: 'public' },
    schema: { tags: ['accounts'], body: verifyRequest, response: { 200: verifyAnswer } },
    handler: async (request) => {
      const outcome = await accounts.verifyAccount(deps.db, request.body.Email, request.body.TacCode);
      if (outcome === 'failed') throw httpError('VERIFY_FAILED');
      return {
        verified: true,
        msg: authTexts.of(request.language)(outcome === 'already' ? 'alreadyVerified' : 'verified'),
      };
    },
  });

  app.post('/oauth/token', {
    config: { access: 'public' },
    schema: { tags: ['accounts'], body: tokenRequest, response: { 200: tokenAnswer } },
    handler: async (request, reply) => {
      const client = { address: request.ip, deviceToken: deviceTokenIn(request.headers.cookie) };
      const outcome = await accounts.issueToken(deps, request.body, client, request.language);
      return rememberDevice(reply, outcome, secureCookies);
    },
  });

  app.post('/oauth/LoginLink', {
    config: { access: 'public', rateLimit: rateLimits.mail },
    schema: { tags: ['accounts'], body: loginLinkRequest, response: { 200: messageAnswer } },
    handler: async (request) => {
      await accounts.requestLoginLink(deps, request.body.Email, request.language);
      return { msg: authTexts.of(request.language)('loginLinkSent') };
    },
  });

  app.post('/oauth/LoginWithLink', {
    config: { access: 'public' },
    schema: { tags: ['accounts'], body: loginWithLinkRequest, response: { 200: tokenAnswer } },
    handler: async (request, reply) =>
      rememberDevice(reply, await accounts.loginWithLink(deps, request.body, request.ip), secureCookies),
  });

  app.post('/oauth/Reset', {
    config: { access: 'public', rateLimit: rateLimits.mail },
    schema: { tags: ['accounts'], body: resetRequest, response: { 200: messageAnswer } },
    handler: async (request) => {
      await accounts.requestPasswordReset(deps, request.body.Email, request.language);
      return { msg: authTexts.of(request.language)('resetEmailSent') };
    },
  });

  app.post('/oauth/resetpassword', {
    config: { access: 'public' },
    schema: { tags: ['accounts'], body: resetPasswordRequest, response: { 200: messageAnswer } },
    handler: async (request) => {
      await accounts.resetPassword(deps.db, request.body);
      return { msg: authTexts.of(request.language)('passwordResetDone') };
    },
  });

  app.post('/api/Account/Logout', {
    config: { access: 'public' },
    schema: { tags: ['accounts'], response: { 200: messageAnswer } },
    handler: async (request) => {
      if (request.user) await revokeSession(deps.db, request.user.sessionId);
      return { msg: authTexts.of(request.language)('loggedOut') };
    },
  });

  app.get('/api/UserProfile', {
    config: { access: 'public' },
    schema: { tags: ['accounts'], response: { 200: userProfile } },
    handler: async (request) => ({
      ...(await accounts.profileOf(deps.db, request.user?.id)),
      Language: request.language,
    }),
  });
}
