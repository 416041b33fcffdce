import { webhookEndpoints } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as webhooks from './service.ts';

/** The API Access page's webhook calls: endpoints, the test event, the delivery log. */
export function webhookRoutes(app: ZodApp, deps: AppDeps) {
  route(app, webhookEndpoints.list, {
    config: { access: 'user' },
    handler: async (request) => webhooks.listEndpoints(deps.db, currentUser(request)),
  });

  route(app, webhookEndpoints.create, {
    config: { access: 'user' },
    handler: async (request) =>
      webhooks.createEndpoint(deps.db, currentUser(request), request.body, { demo: deps.config.demo }),
  });

  route(app, webhookEndpoints.remove, {
    config: { access: 'user' },
    handler: async (request) => webhooks.removeEndpoint(deps.db, currentUser(request), request.query.id),
  });

  route(app, webhookEndpoints.sendTest, {
    config: { access: 'user' },
    handler: async (request) => webhooks.sendTestEvent(deps.db, deps.jobs, currentUser(request), request.query.id),
  });

  route(app, webhookEndpoints.deliveries, {
    config: { access: 'user' },
    handler: async (request) => webhooks.deliveries(deps.db, currentUser(request), request.query.id),
  });
}
