import type { RouteObject } from 'react-router';
import { forAdministrators, forLoggedInUsers } from '../../ui/guard';

export const pdpaRoutes: RouteObject[] = [
  forLoggedInUsers([
    { path: '/account/mydata', lazy: { Component: async () => (await import('./MyDataPage')).MyDataPage } },
  ]),
  forAdministrators([
    { path: '/settings/closures', lazy: { Component: async () => (await import('./ClosuresPage')).ClosuresPage } },
  ]),
];
