import { setupIdQuery, setupUpdateQuery, userDeleteAnswer, userPage, userQuery, userRecord } from '@portal/contract';
import { z } from 'zod';
import { currentUser } from '../../platform/access.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as users from './service.ts';

/** Accounts (`/setting/users`), for administrators. The save body is checked by the service. */
export function userRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps;
  const config = { access: 'admin' as const };
  const tags = ['users'];

  app.get('/api/User', {
    config,
    schema: { tags, querystring: userQuery, response: { 200: userPage } },
    handler: async (request) => users.list(db, request.query),
  });

  app.get('/api/User/GetItem', {
    config,
    schema: { tags, querystring: setupIdQuery, response: { 200: userRecord } },
    handler: async (request) => users.item(db, request.query.id),
  });

  app.post('/api/User/save', {
    config,
    schema: {
      tags,
      description: 'id 0 creates a verified account; del=true deletes (or deactivates an account with history).',
      querystring: setupUpdateQuery,
      response: { 200: z.union([userRecord, userDeleteAnswer]) },
    },
    handler: async (request) => {
      const actor = currentUser(request);
      const id = request.query.id ?? 0;
      if (request.query.del) return users.remove(db, actor, id, request.language);
      return users.save(db, actor, id, request.body);
    },
  });

  app.post('/api/User/delete', {
    config,
    schema: { tags, querystring: setupIdQuery, response: { 200: userDeleteAnswer } },
    handler: async (request) => users.remove(db, currentUser(request), request.query.id, request.language),
  });
}
