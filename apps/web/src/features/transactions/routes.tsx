import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../app/guard';
import { ComingSoon } from '../../ui/ComingSoon';

export const transactionRoutes: RouteObject[] = [
  forLoggedInUsers([
    { path: '/payment/transactions', element: <ComingSoon title="Transactions" release="transactions" /> },
  ]),
];
