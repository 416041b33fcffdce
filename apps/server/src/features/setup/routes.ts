import {
  chargeSetup,
  chargeSetupList,
  creditPackage,
  creditPackageList,
  deleteAnswer,
  runningNumber,
  runningNumberList,
  setupIdQuery,
  setupUpdateQuery,
} from '@portal/contract';
import { z } from 'zod';
import { currentUser } from '../../platform/access.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as setup from './service.ts';

/**
 * Credits, Charges and Running Number Setup (`/api/Admin/*`), for administrators. The bodies of
 * the Update calls are checked by the service with the contract schemas (`del=true` needs none).
 */
export function setupRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps;
  const config = { access: 'admin' as const };
  const tags = ['setup'];

  const screens = [
    {
      one: 'Credit',
      many: 'Credits',
      shape: creditPackage,
      listShape: creditPackageList,
      list: () => setup.creditPackages(db),
      get: (id: number) => setup.creditPackage(db, id),
      save: setup.saveCreditPackage,
      remove: setup.deleteCreditPackage,
    },
    {
      one: 'Charge',
      many: 'Charges',
      shape: chargeSetup,
      listShape: chargeSetupList,
      list: () => setup.charges(db),
      get: (id: number) => setup.charge(db, id),
      save: setup.saveCharge,
      remove: setup.deleteCharge,
    },
    {
      one: 'RunningNumber',
      many: 'RunningNumbers',
      shape: runningNumber,
      listShape: runningNumberList,
      list: () => setup.runningNumbers(db),
      get: (id: number) => setup.runningNumber(db, id),
      save: setup.saveRunningNumber,
      remove: setup.deleteRunningNumber,
    },
  ] as const;

  for (const screen of screens) {
    const shape: z.ZodType = screen.shape;
    app.get(`/api/Admin/Get${screen.many}`, {
      config,
      schema: { tags, response: { 200: screen.listShape as z.ZodType } },
      handler: async () => screen.list(),
    });

    app.get(`/api/Admin/Get${screen.one}`, {
      config,
      schema: { tags, querystring: setupIdQuery, response: { 200: shape } },
      handler: async (request) => screen.get(request.query.id),
    });

    app.post(`/api/Admin/Update${screen.one}`, {
      config,
      schema: { tags, querystring: setupUpdateQuery, response: { 200: z.union([shape, deleteAnswer]) } },
      handler: async (request) => {
        const actor = currentUser(request);
        const id = request.query.id ?? 0;
        if (request.query.del) return screen.remove(db, actor, id, request.language);
        return screen.save(db, actor, id, request.body);
      },
    });

    app.post(`/api/Admin/Delete${screen.one}`, {
      config,
      schema: { tags, querystring: setupIdQuery, response: { 200: deleteAnswer } },
      handler: async (request) => screen.remove(db, currentUser(request), request.query.id, request.language),
    });
  }
}
