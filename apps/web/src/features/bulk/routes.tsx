import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../ui/guard';

export const bulkRoutes: RouteObject[] = [
  forLoggedInUsers([
    {
      path: '/check/bulk',
      lazy: { Component: async () => (await import('./BulkChecksPage')).BulkChecksPage },
    },
  ]),
];
