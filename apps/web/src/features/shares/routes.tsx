import type { RouteObject } from 'react-router';

export const shareRoutes: RouteObject[] = [
  // Public: the link's token is the capability, until it expires or is revoked.
  { path: '/share/:token', lazy: { Component: async () => (await import('./SharePage')).SharePage } },
];
