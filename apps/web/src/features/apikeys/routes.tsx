import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../ui/guard';

export const apiKeysRoutes: RouteObject[] = [
  forLoggedInUsers([
    {
      path: '/account/apiaccess',
      lazy: { Component: async () => (await import('./ApiAccessPage')).ApiAccessPage },
    },
  ]),
];
