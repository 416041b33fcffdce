import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../ui/guard';

export const transactionRoutes: RouteObject[] = [
  forLoggedInUsers([
    {
      path: '/payment/transactions',
      lazy: { Component: async () => (await import('./TransactionsPage')).TransactionsPage },
    },
  ]),
];
