import type { FastifyInstance } from 'fastify';
import { httpError } from './errors.ts';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one: not text in any encoding. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot store: a NUL, or a lone surrogate. */
export const unstorable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

/** True when any string in the value, or any key of its objects, is one PostgreSQL cannot store as text (or nests absurdly deep). */
function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth > 32) return true; // no form of ours nests this deep: refused rather than walked
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => unstorable(key) || holdsUnstorableText(item, depth + 1));
}

/**
 * One gate for every route: a NUL byte or an unpaired surrogate in the body, query or path is refused with 400
 * before any validation or handler runs, so no query fails on it half-way and no download starts.
 */
export function refuseUnstorableText(app: FastifyInstance) {
  // A callback, not an async function: no promise on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    if ([request.params, request.query, request.body].some((part) => holdsUnstorableText(part))) {
      return done(httpError('INPUT_UNSUPPORTED_CHARACTERS'));
    }
    done();
  });
}
