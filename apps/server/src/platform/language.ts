import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  languageOfAcceptLanguage,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's answer, mails and files (see languageOf). */
    language: Language;
  }
}

/** The browser's choice: the `lang` cookie, else the first of Accept-Language the portal speaks, else English. */
export function browserLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return (
    (isLanguage(chosen) ? chosen : undefined) ??
    languageOfAcceptLanguage(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

/** A logged-in account's own choice first, then the browser's. */
export function languageOf(request: FastifyRequest): Language {
  return request.user?.language ?? browserLanguage(request);
}

export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageOf(this);
    },
  });
}
