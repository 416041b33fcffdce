import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../ui/guard';

export const refundRoutes: RouteObject[] = [
  forAdministrators([
    { path: '/settings/refunds', lazy: { Component: async () => (await import('./RefundsPage')).RefundsPage } },
  ]),
];
