import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_DOCS_PATH, errorCodesDescription, PRODUCT_NAME } from '@portal/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { MYINVOIS_SANDBOX_PATH } from './config.ts';
import { benchRoutes } from './dev/bench/routes.ts';
import { devMailRoutes } from './dev/devmail/routes.ts';
import { apiKeyRoutes } from './features/apikeys/routes.ts';
import { attachmentRoutes } from './features/attachments/routes.ts';
import { auditRoutes } from './features/audit/routes.ts';
import { accountRoutes, accountSettingsRoutes } from './features/auth/routes.ts';
import { bulkRoutes } from './features/bulk/routes.ts';
import { checkRoutes, reportPage } from './features/checks/routes.ts';
import { einvoiceRoutes } from './features/einvoices/routes.ts';
import { myinvoisSandbox } from './features/einvoices/sandbox.ts';
import { guestReportRoutes } from './features/guest-reports/routes.ts';
import { invoiceRoutes } from './features/invoices/routes.ts';
import { ismabiRoutes } from './features/ismabi/routes.ts';
import { languageRoutes } from './features/language/routes.ts';
import { optionRoutes } from './features/options/routes.ts';
import type { Gateway } from './features/payments/gateways/index.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { pdpaRoutes } from './features/pdpa/routes.ts';
import { refundRoutes } from './features/refunds/routes.ts';
import { setupRoutes } from './features/setup/routes.ts';
import { sharedReportPage, shareRoutes } from './features/shares/routes.ts';
import { summaryRoutes } from './features/summary/routes.ts';
import { taxRoutes } from './features/taxinvoices/routes.ts';
import { transactionRoutes } from './features/transactions/routes.ts';
import { userRoutes } from './features/users/routes.ts';
import { verifyRoutes } from './features/verify/routes.ts';
import { watchRoutes } from './features/watches/routes.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { registerAccessControl } from './platform/access.ts';
import { handleError } from './platform/errors.ts';
import { healthRoutes } from './platform/health.ts';
import { refuseUnstorableText } from './platform/hostile-input.ts';
import { registerLanguage } from './platform/language.ts';
import { metricsRoute } from './platform/metrics.ts';
import { documentApi, documentRoute, securitySchemes } from './platform/openapi.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { logRedaction } from './platform/redaction.ts';
import { requestIdOf } from './platform/request-id.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import type { Tracing } from './platform/tracing.ts';
import type { AppDeps } from './platform/types.ts';
import { servedWebBuild, serveWebApp } from './platform/web-app.ts';

const defaultWebBuild = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/build');

/** How the app is watched: its requests traced (when tracing is on), and where its log goes (standard output). */
interface Observability {
  tracing?: Tracing | undefined;
  logStream?: DestinationStream | undefined;
}

/** What the app is built from: the features' deps, and the payment gateway the jobs share (built once). */
export interface ServerDeps extends AppDeps {
  gateways: Gateway;
}

export async function buildApp({ gateways, ...deps }: ServerDeps, { tracing, logStream }: Observability = {}) {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      ...logRedaction,
      ...(tracing && { mixin: tracing.logMixin }),
      ...(logStream && { stream: logStream }),
    },
    // pino's `reqId`, answered as X-Request-Id (security-headers.ts) and in a 5xx body (errors.ts).
    genReqId: requestIdOf,
    trustProxy: deps.config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    // A client that sends its request slowly, or holds an idle socket, does not keep a connection for ever.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
  }).withTypeProvider<ZodTypeProvider>();

  // Before every other hook and route, so that all of a request runs inside its span.
  if (tracing) await app.register(tracing.requestSpans);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  deps.metrics.observeRequests(app);
  registerSecurityHeaders(app, deps.config);
  await app.register(cookie);
  await app.register(formBody);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} portal API`,
        version: '1.0.0',
        description: `## Error codes\n\n${errorCodesDescription()}`,
      },
      servers: [{ url: deps.config.publicUrl }],
      components: { securitySchemes },
    },
    transform: documentRoute,
    transformObject: documentApi,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true });

  registerAccessControl(app, deps.db, deps.config.publicUrl);
  metricsRoute(app, deps.config, deps.metrics);
  registerLanguage(app);
  refuseUnstorableText(app);
  await registerRateLimits(app, deps.config, deps.metrics);
  const webBuild = deps.webDist ?? defaultWebBuild;
  const servedBuild = await servedWebBuild(webBuild);
  healthRoutes(app, deps, [
    { name: 'the web build was replaced under the running server: restart it', holds: servedBuild.unchanged },
  ]);
  accountRoutes(app, deps);
  accountSettingsRoutes(app, deps);
  languageRoutes(app, deps);
  optionRoutes(app, deps);
  checkRoutes(app, deps, gateways);
  verifyRoutes(app, deps);
  shareRoutes(app, deps);
  guestReportRoutes(app, deps);
  watchRoutes(app, deps);
  paymentRoutes(app, deps, gateways);
  transactionRoutes(app, deps);
  refundRoutes(app, deps);
  setupRoutes(app, deps);
  invoiceRoutes(app, deps);
  taxRoutes(app, deps);
  userRoutes(app, deps);
  summaryRoutes(app, deps);
  ismabiRoutes(app, deps);
  attachmentRoutes(app, deps);
  pdpaRoutes(app, deps);
  auditRoutes(app, deps);
  apiKeyRoutes(app, deps);
  bulkRoutes(app, deps);
  einvoiceRoutes(app, deps);
  webhookRoutes(app, deps);
  if (deps.config.einvoice?.sandbox) myinvoisSandbox(app, MYINVOIS_SANDBOX_PATH, deps.config.demoKey);
  if (deps.config.demo) devMailRoutes(app, deps);
  if (deps.config.benchRoutes) benchRoutes(app, deps);
  await serveWebApp(app, webBuild, deps.metrics, {
    bytes: deps.config.reportPageCacheBytes,
    routes: [reportPage(deps), sharedReportPage(deps)],
    publicUrl: deps.config.publicUrl,
  });
  return app;
}
