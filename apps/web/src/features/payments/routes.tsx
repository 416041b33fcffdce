import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../app/guard';
import { CheckoutPage } from './CheckoutPage';
import { CreditTopupPage } from './CreditTopupPage';
import { PaymentDonePage } from './PaymentDonePage';

export const paymentRoutes: RouteObject[] = [
  forLoggedInUsers([{ path: '/account/credittopup', element: <CreditTopupPage /> }]),
  // Guests land here from the payment gateway and check out without an account, so no login is needed.
  { path: '/payment/paymentdone', element: <PaymentDonePage /> },
  { path: '/checkout/:refcode', element: <CheckoutPage /> },
];
