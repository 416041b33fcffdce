import { accountEndpoints, accountSettingsEndpoints, LOGIN_CALLS_PATH, registrationRequest } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/access.ts';
import { errorAnswerOf, HttpError, httpError, parseBody } from '../../platform/errors.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import { route } from '../../platform/route.ts';
import { type SessionCookie, sessionCookie } from '../../platform/session-cookie.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { revokeSession } from './queries.ts';
import * as accounts from './service.ts';
import * as settings from './settings.ts';
import { authTexts } from './texts.ts';

/** The browser's known-device token (see throttle.ts): sent only to the login calls, never readable by scripts. */
const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_DAYS = 180;

/** The browser's device token: URL-safe base64 as randomToken makes it; anything else is no device of ours. */
const deviceTokenOf = (request: FastifyRequest) => request.cookies[DEVICE_COOKIE]?.match(/^[\w-]+$/)?.[0];

/**
 * A login's answer, its session in the browser's login cookie and the browser remembered as a known device. The
 * token stays in the answer too: API clients send it in the Authorization header.
 */
function startBrowserSession(
  reply: FastifyReply,
  outcome: accounts.LoginOutcome,
  loginCookie: SessionCookie,
  secure: boolean,
) {
  if (typeof outcome.answer !== 'string') {
    loginCookie.start(reply, outcome.answer.access_token, outcome.answer.expires_in);
  }
  if (outcome.deviceToken) {
    reply.setCookie(DEVICE_COOKIE, outcome.deviceToken, {
      path: LOGIN_CALLS_PATH,
      maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
      httpOnly: true,
      sameSite: 'strict',
      secure,
    });
  }
  return outcome.answer;
}

/**
 * A login another site's page posts would log this browser into an account of that site's choosing (login CSRF): the
 * cookie it sets would then carry the visitor's searches and payments into the attacker's account. Browsers say where
 * a request comes from; API clients send no Sec-Fetch-Site and are not concerned.
 */
function refuseLoginFromAnotherSite(request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new HttpError('FORBIDDEN');
}

export function accountRoutes(app: ZodApp, deps: AppDeps) {
  const secureCookies = deps.config.publicUrl.startsWith('https://');
  const loginCookie = sessionCookie(deps.config.publicUrl);
  route(app, accountEndpoints.register, {
    config: { access: 'public', rateLimit: rateLimits.registration },
    bodyCheckedByHandler: true,
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

  route(app, accountEndpoints.resendEmail, {
    config: { access: 'public', rateLimit: rateLimits.mail },
    handler: async (request) => {
      await accounts.resendVerification(deps, request.query.email, request.language);
      return { msg: authTexts.of(request.language)('verificationEmailResent') };
    },
  });

  route(app, accountEndpoints.verify, {
    config: { access: 'public' },
    handler: async (request) => {
      const outcome = await accounts.verifyAccount(deps.db, request.body.Email, request.body.TacCode);
      if (outcome === 'failed') throw httpError('VERIFY_FAILED');
      return {
        verified: true,
        msg: authTexts.of(request.language)(outcome === 'already' ? 'alreadyVerified' : 'verified'),
      };
    },
  });

  route(app, accountEndpoints.token, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      refuseLoginFromAnotherSite(request);
      const client = { address: request.ip, deviceToken: deviceTokenOf(request) };
      const outcome = await accounts.issueToken(deps, request.body, client, request.language);
      return startBrowserSession(reply, outcome, loginCookie, secureCookies);
    },
  });

  route(app, accountEndpoints.loginLink, {
    config: { access: 'public', rateLimit: rateLimits.mail },
    handler: async (request) => {
      await accounts.requestLoginLink(deps, request.body.Email, request.language);
      return { msg: authTexts.of(request.language)('loginLinkSent') };
    },
  });

  route(app, accountEndpoints.loginWithLink, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      refuseLoginFromAnotherSite(request);
      return startBrowserSession(
        reply,
        await accounts.loginWithLink(deps, request.body, request.ip),
        loginCookie,
        secureCookies,
      );
    },
  });

  route(app, accountEndpoints.reset, {
    config: { access: 'public', rateLimit: rateLimits.mail },
    handler: async (request) => {
      await accounts.requestPasswordReset(deps, request.body.Email, request.language);
      return { msg: authTexts.of(request.language)('resetEmailSent') };
    },
  });

  route(app, accountEndpoints.resetPassword, {
    config: { access: 'public' },
    handler: async (request) => {
      await accounts.resetPassword(deps.db, request.body);
      return { msg: authTexts.of(request.language)('passwordResetDone') };
    },
  });

  route(app, accountEndpoints.logout, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      if (request.user) await revokeSession(deps.db, request.user.sessionId);
      loginCookie.end(reply);
      return { msg: authTexts.of(request.language)('loggedOut') };
    },
  });

  route(app, accountEndpoints.profile, {
    config: { access: 'public' },
    handler: async (request) => ({
      ...(await accounts.profileOf(deps.db, request.user?.id)),
      Language: request.language,
    }),
  });
}

/** The logged-in user's own account: details, password and e-mail address; the new address's link is public. */
export function accountSettingsRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps;
  // A wrong current password costs a try: too few tries to guess one, plenty for a person.
  const changes = { access: 'user' as const, rateLimit: rateLimits.accountChange };

  route(app, accountSettingsEndpoints.settings, {
    config: { access: 'user' },
    handler: async (request) => settings.settingsOf(db, currentUser(request).id),
  });

  route(app, accountSettingsEndpoints.saveDetails, {
    config: { access: 'user', rateLimit: rateLimits.auditedChange },
    handler: async (request) => ({
      Settings: await settings.saveDetails(db, currentUser(request), request.body),
      Message: authTexts.of(request.language)('detailsSaved'),
    }),
  });

  route(app, accountSettingsEndpoints.saveTaxDetails, {
    config: { access: 'user', rateLimit: rateLimits.auditedChange },
    // Checked by the account's kind: a company's details are required, an individual's optional.
    bodyCheckedByHandler: true,
    handler: async (request) => ({
      Settings: await settings.saveTaxDetails(deps, currentUser(request), request.body),
      Message: authTexts.of(request.language)('taxDetailsSaved'),
    }),
  });

  route(app, accountSettingsEndpoints.changePassword, {
    config: changes,
    handler: async (request) => {
      await settings.changePassword(db, currentUser(request), request.body);
      return { Message: authTexts.of(request.language)('passwordChanged') };
    },
  });

  route(app, accountSettingsEndpoints.changeEmail, {
    config: { ...changes, rateLimit: rateLimits.mail },
    handler: async (request) => ({
      Settings: await settings.requestEmailChange(deps, currentUser(request), request.body, request.language),
      Message: authTexts.of(request.language)('emailChangeSent', { email: request.body.NewEmail }),
    }),
  });

  route(app, accountSettingsEndpoints.pendingEmail, {
    config: { access: 'public' },
    handler: async (request) => settings.pendingEmailOf(db, request.query.taccode),
  });

  route(app, accountSettingsEndpoints.confirmEmail, {
    config: { access: 'public' },
    handler: async (request) => settings.confirmEmail(deps, request.body.taccode, request.language),
  });
}
