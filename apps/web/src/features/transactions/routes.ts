import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forLoggedInUsers } from '../../ui/route-access';

const here = 'features/transactions';

export const transactionRoutes: RouteConfigEntry[] = [
  forLoggedInUsers('transactions', [route('/payment/transactions', `${here}/TransactionsPage.tsx`)]),
];
