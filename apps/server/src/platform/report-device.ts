import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from './secrets.ts';

/**
 * The browser's report-device cookie (docs/decisions/0075-report-access.md): a random token, kept by the server only
 * hashed beside the guest-bought reports this browser may open. Sent with every request of the site (the report's
 * page is drawn by the server), never readable by scripts; not the login's `Authorization` cookie.
 */
const REPORT_DEVICE_COOKIE = 'ReportDevice';
// Browsers keep a cookie at most 400 days.
const REPORT_DEVICE_SECONDS = 400 * 24 * 3600;

/** The browser's token: URL-safe base64 as randomToken makes it; anything else counts as none. */
const deviceTokenOf = (request: FastifyRequest) => request.cookies[REPORT_DEVICE_COOKIE]?.match(/^[\w-]{43}$/)?.[0];

/** The hash the database keeps of this browser's report-device token; null when it has none. */
export function reportDeviceHash(request: FastifyRequest): string | null {
  const token = deviceTokenOf(request);
  return token ? sha256(token) : null;
}

/**
 * This browser's report-device hash, its cookie set now when it has none yet (Secure when the site is served over
 * HTTPS, as the other cookies).
 */
export function issueReportDevice(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = deviceTokenOf(request);
  if (existing) return sha256(existing);
  const token = randomToken();
  reply.setCookie(REPORT_DEVICE_COOKIE, token, {
    path: '/',
    maxAge: REPORT_DEVICE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
  return sha256(token);
}
