import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../ui/guard';

export const ismabiRoutes: RouteObject[] = [
  forAdministrators([
    { path: '/settings/ismabi', lazy: { Component: async () => (await import('./IsmabiPage')).IsmabiPage } },
  ]),
];
