import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forLoggedInUsers } from '../../ui/route-access';

const here = 'features/payments';

// Guests land on payment done from the payment gateway and check out without an account: no login needed.
export const paymentRoutes: RouteConfigEntry[] = [
  route('/payment/paymentdone', `${here}/PaymentDonePage.tsx`),
  route('/checkout/:refcode', `${here}/CheckoutPage.tsx`),
  forLoggedInUsers('payments', [route('/account/credittopup', `${here}/CreditTopupPage.tsx`)]),
];
