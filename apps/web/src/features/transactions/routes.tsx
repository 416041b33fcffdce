import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../app/guard';
import { TransactionsPage } from './TransactionsPage';

export const transactionRoutes: RouteObject[] = [
  forLoggedInUsers([{ path: '/payment/transactions', element: <TransactionsPage /> }]),
];
