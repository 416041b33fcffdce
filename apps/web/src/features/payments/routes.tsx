import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../ui/ComingSoon';

export const paymentRoutes: RouteObject[] = [
  // Guests land here from the payment gateway too, so no login is needed.
  { path: '/payment/paymentdone', element: <ComingSoon title="Payment Status" release="payments" /> },
];
