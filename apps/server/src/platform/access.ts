import { AsyncLocalStorage } from 'node:async_hooks';
import { API_DOCS_PATH, type Language, UserRole } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/connection.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { HttpError } from './errors.ts';
import { apiKeyUser, sessionUser } from './queries.ts';
import { sha256 } from './secrets.ts';
import { SESSION_COOKIE, type SessionCookie, sessionCookie } from './session-cookie.ts';

/** `apikey`: the `/api/v1` routes, called by a company's program with `Authorization: Bearer <API key>`. */
export type Access = 'public' | 'user' | 'admin' | 'apikey';

/** The API key a `/api/v1` call was made with. */
export interface ApiKeyCaller {
  id: number;
  isTest: boolean;
}

export interface AuthUser {
  id: number;
  role: number;
  email: string;
  username: string;
  sessionId: number;
  /** The account's chosen language; null leaves it to the browser (cookie, Accept-Language). */
  language: Language | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A public route whose handler looks the session up itself, inside its own query (GetItem joins it to the
     * check): the access hook only hashes the token into `sessionTokenHash`, and the handler calls `settleCaller`.
     */
    ownSession?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    apiKey: ApiKeyCaller | null;
    /** On an `ownSession` route, the hash of the caller's token until the handler has found whose it is. */
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    /** Every registered route and who may call it: what the authorisation test walks. */
    routeAccess: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

/** The web app's built files (platform/web-app.ts): nobody's session is looked up to send them. */
const builtFileRoutes = new Set(['/assets/*', '/favicon.svg']);

/** Routes added by plugins (the web app's built files, the API docs) are public by nature. */
const pluginRoutePrefixes = [API_DOCS_PATH, '/assets'];

/** Who asked for the page being drawn (its own request looked them up), as its loaders' in-process calls run. */
const pageCaller = new AsyncLocalStorage<{ token: string | undefined; user: AuthUser | null }>();

/**
 * Runs `draw` (a page's loaders and rendering, platform/web-app.ts) so that the calls it makes to the API with the
 * page's own token take the caller the page's request found: one session lookup for a page, not one per call.
 */
export function asPageCaller<T>(request: FastifyRequest, draw: () => Promise<T>): Promise<T> {
  return pageCaller.run({ token: tokenFrom(request), user: request.user }, draw);
}

const bearer = (value: string | undefined) => value?.match(/^Bearer\s+(\S+)$/i)?.[1];

/** The session token of the login cookie (the web app's), or undefined. */
const cookieToken = (request: FastifyRequest) => bearer(request.cookies[SESSION_COOKIE]);

/** An API client's token in the Authorization header, else the web app's login cookie. */
export function tokenFrom(request: FastifyRequest): string | undefined {
  return bearer(request.headers.authorization) ?? cookieToken(request);
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser sends the login cookie with a form another site posts to us, so a change that only the cookie
 * authenticates (every change the web app makes: its scripts cannot read the cookie to send a header) must come from
 * our own pages: Sec-Fetch-Site says so, or else Origin names this site. A call with its token in the Authorization
 * header is an API client's, which no other site can make a browser send.
 */
function isCrossSiteCookieChange(request: FastifyRequest, publicOrigin: string) {
  if (safeMethods.has(request.method) || request.headers.authorization) return false;
  if (!cookieToken(request)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin';
  const origin = request.headers.origin;
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
}

/** Who asks, as a statement that left-joins their live session selects them (`caller_…`). */
export interface CallerColumns {
  caller_id: number | null;
  caller_role: number | null;
  caller_email: string | null;
  caller_username: string | null;
  caller_language: AuthUser['language'];
  caller_session_id: number | null;
}

/** The caller of a row's `caller_…` columns, or nobody. */
export function callerOfRow(row: CallerColumns): AuthUser | null {
  if (row.caller_id === null || row.caller_session_id === null) return null;
  // The columns come from one left-joined row: all set or all null; the fallbacks only satisfy the types.
  return {
    id: row.caller_id,
    role: row.caller_role ?? 0,
    email: row.caller_email ?? '',
    username: row.caller_username ?? '',
    language: row.caller_language,
    sessionId: row.caller_session_id,
  };
}

/** GetItem's query (features/checks/queries.ts) left-joins its caller's live session. */
export { liveSession } from './queries.ts';

async function apiKeyCaller(db: Db, request: FastifyRequest): Promise<HttpError | undefined> {
  // Only the header: a key is a program's, never a browser's cookie.
  const key = bearer(request.headers.authorization);
  if (!key) return new HttpError('UNAUTHORISED');
  const row = await apiKeyUser(db, sha256(key));
  if (!row) return new HttpError('API_KEY_INVALID');
  const { keyId, isTest, ...user } = row;
  request.user = { ...user, sessionId: 0 };
  request.apiKey = { id: keyId, isTest };
  return undefined;
}

export async function userForToken(db: Db, token: string): Promise<AuthUser | null> {
  return (await sessionUser(db, sha256(token))) ?? null;
}

/**
 * Every route declares who may call it; a route without a declaration stops the server
 * at start, so no route is left open by omission. A change authenticated by the cookie alone must be same-origin.
 */
export function registerAccessControl(app: FastifyInstance, db: Db, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  const loginCookie = sessionCookie(publicUrl);
  app.decorateRequest('user', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('sessionTokenHash', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('routeAccess', declared);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.access) {
      if (!pluginRoutePrefixes.some((prefix) => route.url.startsWith(prefix))) {
        throw new Error(`Route ${route.method} ${route.url} declares no access (public, user, admin or apikey)`);
      }
      route.config = { ...route.config, access: 'public' };
    }
    if (route.config.ownSession) {
      // Only a public route may answer before knowing its caller.
      if (route.config.access !== 'public')
        throw new Error(`Route ${route.url} looks its session up but is not public`);
      route.onError = [route.onError ?? []].flat().concat(settleBeforeError(db));
    }
    for (const method of [route.method].flat())
      declared.push({ method, url: route.url, access: route.config.access ?? 'public' });
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.access === 'apikey') {
      apiKeyCaller(db, request).then(done, done);
      return;
    }
    if (isCrossSiteCookieChange(request, publicOrigin)) return done(new HttpError('FORBIDDEN'));
    const token = builtFileRoutes.has(request.routeOptions.url ?? '') ? undefined : tokenFrom(request);
    // No promise for the common case of a call without a token.
    if (!token) return done(accessError(request));
    if (request.routeOptions.config.ownSession) {
      request.sessionTokenHash = sha256(token);
      return done();
    }
    const page = pageCaller.getStore();
    if (page?.token === token) {
      request.user = page.user;
      return done(accessError(request));
    }
    userForToken(db, token).then((user) => {
      request.user = user;
      // The session ended (logout elsewhere, expiry, a password reset): the browser stops sending its cookie.
      if (!user && token === cookieToken(request)) loginCookie.end(reply);
      done(accessError(request));
    }, done);
  });
}

/** An `ownSession` route's caller, found by its handler's query (null: no live session). */
export function settleCaller(request: FastifyRequest, user: AuthUser | null) {
  request.user = user;
  request.sessionTokenHash = null;
}

/**
 * A page's caller, found by its route's own query (`ownSession`, platform/web-app.ts's kept pages): as the access hook
 * does for any other page, a login cookie whose session has ended is cleared, so that the browser stops sending it.
 */
export function settlePageCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser | null,
  loginCookie: SessionCookie,
) {
  const token = tokenFrom(request);
  settleCaller(request, user);
  if (!user && token && token === cookieToken(request)) loginCookie.end(reply);
}

/** An error before the handler found the caller is still answered in the caller's own language. */
function settleBeforeError(db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply, error: Error) => {
    // Without the database the session cannot be read either: the answer stays in the request's language.
    if (request.sessionTokenHash === null || isDatabaseUnavailable(error)) return;
    settleCaller(request, (await sessionUser(db, request.sessionTokenHash)) ?? null);
  };
}

/** Why this caller may not call this route, or nothing when they may. */
function accessError(request: FastifyRequest): HttpError | undefined {
  const access = request.routeOptions.config.access ?? 'public';
  if (access === 'public') return undefined;
  if (!request.user) return new HttpError('UNAUTHORISED');
  if (access === 'admin' && request.user.role !== UserRole.Administrator) return new HttpError('FORBIDDEN');
  return undefined;
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError('UNAUTHORISED');
  return request.user;
}
