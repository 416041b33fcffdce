import type { RouteObject } from 'react-router';

export const homeRoutes: RouteObject[] = [
  { path: '/Home', lazy: { Component: async () => (await import('./HomePage')).HomePage } },
];
