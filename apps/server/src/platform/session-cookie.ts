import type { FastifyReply } from 'fastify';

/** The login cookie: its name and its value, `Bearer <token>`, are the specification's. */
export const SESSION_COOKIE = 'Authorization';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The login cookie is the server's alone: set when a session starts, cleared when it ends, never readable by the
 * page's scripts (httpOnly). Lax, not Strict: the payment gateway's return and a mailed link arrive as top-level
 * navigations from other sites, and must find the visitor still logged in (docs/decisions/0076-session-cookie.md).
 * Secure wherever the portal is served over https; a developer's http://localhost has no TLS to require.
 */
export function sessionCookie(publicUrl: string) {
  const httpsSite = publicUrl.startsWith('https:');
  const attributes = (reply: FastifyReply) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: reply.request.protocol === 'https' || (httpsSite && !loopbackHosts.has(reply.request.hostname)),
  });
  return {
    /** The session's token, for as long as the session lasts. */
    start(reply: FastifyReply, token: string, lifetimeSeconds: number) {
      reply.setCookie(SESSION_COOKIE, `Bearer ${token}`, { ...attributes(reply), maxAge: lifetimeSeconds });
    },
    end(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, attributes(reply));
    },
  };
}

export type SessionCookie = ReturnType<typeof sessionCookie>;
