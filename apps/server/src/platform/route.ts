import type { Endpoint, EndpointReply, Language, ParsedOf } from '@portal/contract';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  onRequestHookHandler,
  RouteGenericInterface,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/connection.ts';
import { type AuthUser, currentUser } from './access.ts';
import { ERROR_CODES_KEY } from './openapi.ts';
import type { ZodApp } from './types.ts';

/** The body a handler receives: as the declaration's schema parsed it, or as sent when the handler checks it. */
type BodyOf<E extends Endpoint, Checked extends boolean> = Checked extends true ? unknown : ParsedOf<E, 'body'>;

/** The request and reply types of a route registered from `E`: its parts as its schemas parse them. */
export interface RouteTypesOf<E extends Endpoint, Checked extends boolean = false> extends RouteGenericInterface {
  Params: ParsedOf<E, 'params'>;
  Querystring: ParsedOf<E, 'query'>;
  Body: BodyOf<E, Checked>;
  Headers: ParsedOf<E, 'headers'>;
}

export type EndpointRequest<E extends Endpoint, Checked extends boolean = false> = FastifyRequest<
  RouteTypesOf<E, Checked>
>;

export interface RouteOptions<E extends Endpoint, Checked extends boolean = false> {
  /** Who may call (`platform/access.ts`), rate limits, own session. */
  config: FastifyContextConfig;
  onRequest?: onRequestHookHandler;
  /**
   * The handler (its service) checks the body with the declared schema itself, because the order of its checks or
   * the shape of its refusal is part of the answer (a closed account is said before any field fault; a refused
   * registration carries `invalid`). The body reaches it as sent; `/api/docs` still describes it by the declaration.
   */
  bodyCheckedByHandler?: Checked;
  /** Answers the endpoint's JSON answer, or sends a file or a redirect through `reply`. */
  handler: (request: EndpointRequest<E, Checked>, reply: FastifyReply) => Promise<EndpointReply<E> | FastifyReply>;
}

/** Every part but the body checked by its schema, as the app's validator does; the body passed on as sent. */
const validatorLeavingBody: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === 'body' ? (body) => ({ value: body }) : validatorCompiler(route);

/** Fastify warns of a request part a schema names but leaves undefined (FSTWRN001), so absent parts are left out. */
const definedOnly = <T extends object>(schema: T) =>
  Object.fromEntries(Object.entries(schema).filter(([, part]) => part !== undefined)) as Partial<T>;

/** Registers the route of a contract endpoint: method, path and schemas come from the declaration, nothing else. */
export function route<E extends Endpoint, Checked extends boolean = false>(
  app: ZodApp,
  declaration: E,
  options: RouteOptions<E, Checked>,
): void {
  const { answer, otherAnswers } = declaration;
  app.route({
    method: declaration.method,
    url: declaration.path,
    config: options.config,
    onRequest: options.onRequest,
    // Fastify types a route's compiler by its whole schema object; the zod compiler takes each part's schema.
    validatorCompiler: options.bodyCheckedByHandler ? (validatorLeavingBody as never) : undefined,
    schema: definedOnly({
      tags: declaration.tags ? [...declaration.tags] : undefined,
      description: declaration.description,
      hide: declaration.hide,
      params: declaration.params,
      querystring: declaration.query,
      headers: declaration.headers,
      body: declaration.body,
      consumes: declaration.consumes ? [...declaration.consumes] : undefined,
      produces: declaration.produces ? [...declaration.produces] : undefined,
      response: answer || otherAnswers ? { ...(answer ? { 200: answer } : {}), ...otherAnswers } : undefined,
      [ERROR_CODES_KEY]: declaration.errors,
    }),
    // The declaration's schemas type the request; Fastify's own inference cannot follow them through a generic.
    handler: options.handler as never,
  });
}

/**
 * The handler of the Update call of an administrator's list screen (accounts, setup): `del=true` removes the row and
 * needs no body; otherwise the service checks the body and saves it (id 0 adds a row). Registered with
 * `bodyCheckedByHandler`.
 */
export function saveOrRemove<
  Rows extends {
    save: (db: Db, actor: AuthUser, id: number, body: unknown) => Promise<unknown>;
    remove: (db: Db, actor: AuthUser, id: number, language: Language) => Promise<unknown>;
  },
>(db: Db, rows: Rows) {
  return async (
    request: FastifyRequest<{ Querystring: { id?: number; del?: boolean }; Body: unknown }>,
  ): Promise<Awaited<ReturnType<Rows['save'] | Rows['remove']>>> => {
    const actor = currentUser(request);
    const id = request.query.id ?? 0;
    // A generic's method answers `unknown` inside; its caller knows the screen's own answers.
    if (request.query.del) {
      return (await rows.remove(db, actor, id, request.language)) as Awaited<ReturnType<Rows['remove']>>;
    }
    return (await rows.save(db, actor, id, request.body)) as Awaited<ReturnType<Rows['save']>>;
  };
}

/** A file a route sends for the browser to save: its media type (Fastify's own when left out) and its name. */
export interface Download {
  type?: string;
  fileName: string;
  /** Someone's own records, or a document that may yet change: kept by no cache. */
  noStore?: boolean;
}

/** Sends `body` as a download (`content-disposition: attachment`) named and typed as `download` says. */
export function sendDownload(reply: FastifyReply, download: Download, body: unknown) {
  if (download.type) reply.type(download.type);
  reply.header('content-disposition', `attachment; filename="${download.fileName}"`);
  if (download.noStore) reply.header('cache-control', 'no-store');
  return reply.send(body);
}
