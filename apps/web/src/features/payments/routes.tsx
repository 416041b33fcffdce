import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../ui/guard';

export const paymentRoutes: RouteObject[] = [
  forLoggedInUsers([
    {
      path: '/account/credittopup',
      lazy: { Component: async () => (await import('./CreditTopupPage')).CreditTopupPage },
    },
  ]),
  // Guests land here from the payment gateway and check out without an account, so no login is needed.
  {
    path: '/payment/paymentdone',
    lazy: { Component: async () => (await import('./PaymentDonePage')).PaymentDonePage },
  },
  { path: '/checkout/:refcode', lazy: { Component: async () => (await import('./CheckoutPage')).CheckoutPage } },
];
