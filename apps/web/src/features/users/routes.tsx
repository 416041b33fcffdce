import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../ui/guard';

export const userRoutes: RouteObject[] = [
  forAdministrators([
    { path: '/setting/users', lazy: { Component: async () => (await import('./UsersPage')).UsersPage } },
  ]),
];
