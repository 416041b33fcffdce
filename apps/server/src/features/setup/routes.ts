import { setupEndpoints } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import { route, saveOrRemove } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as setup from './service.ts';

/**
 * Credits, Charges and Running Number Setup, for administrators. The bodies of the Update calls are checked by the
 * service with the contract schemas (`del=true` needs none).
 */
export function setupRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps;
  const config = { access: 'admin' as const };

  const screens = [
    {
      endpoints: setupEndpoints.credits,
      list: () => setup.creditPackages(db),
      get: (id: number) => setup.creditPackage(db, id),
      save: setup.saveCreditPackage,
      remove: setup.deleteCreditPackage,
    },
    {
      endpoints: setupEndpoints.charges,
      list: () => setup.charges(db),
      get: (id: number) => setup.charge(db, id),
      save: setup.saveCharge,
      remove: setup.deleteCharge,
    },
    {
      endpoints: setupEndpoints.runningNumbers,
      list: () => setup.runningNumbers(db),
      get: (id: number) => setup.runningNumber(db, id),
      save: setup.saveRunningNumber,
      remove: setup.deleteRunningNumber,
    },
  ] as const;

  for (const screen of screens) {
    route(app, screen.endpoints.list, { config, handler: async () => screen.list() });

    route(app, screen.endpoints.item, { config, handler: async (request) => screen.get(request.query.id) });

    route(app, screen.endpoints.save, {
      config,
      bodyCheckedByHandler: true,
      handler: saveOrRemove(db, screen),
    });

    route(app, screen.endpoints.remove, {
      config,
      handler: async (request) => screen.remove(db, currentUser(request), request.query.id, request.language),
    });
  }
}
