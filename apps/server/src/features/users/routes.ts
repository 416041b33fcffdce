import { userEndpoints } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import { route, saveOrRemove } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as users from './service.ts';

/** Accounts (`/setting/users`), for administrators. The save body is checked by the service. */
export function userRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps;
  const config = { access: 'admin' as const };

  route(app, userEndpoints.list, { config, handler: async (request) => users.list(db, request.query) });

  route(app, userEndpoints.item, { config, handler: async (request) => users.item(db, request.query.id) });

  route(app, userEndpoints.save, {
    config,
    // A closed account is refused before any field fault, and del=true needs no body.
    bodyCheckedByHandler: true,
    handler: saveOrRemove(db, {
      save: (_db, actor, id, body) => users.save(deps, actor, id, body),
      remove: users.remove,
    }),
  });

  route(app, userEndpoints.remove, {
    config,
    handler: async (request) => users.remove(db, currentUser(request), request.query.id, request.language),
  });
}
