import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../ui/guard';

export const watchRoutes: RouteObject[] = [
  forLoggedInUsers([
    {
      path: '/account/watchlist',
      lazy: { Component: async () => (await import('./WatchlistPage')).WatchlistPage },
    },
  ]),
];
