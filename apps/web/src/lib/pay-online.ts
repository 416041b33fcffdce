import { type CreditTopupRequest, paymentEndpoints } from '@portal/contract';
import { call } from './api';

// Shared by the payments pages (credit top-up) and a check's payment flow, so it lives below both features.
/**
 * Records the payment (Pending), asks for its payment link, and sends the browser to the gateway: a top-up's form
 * or a pay per search.
 */
export async function payOnline(request: CreditTopupRequest): Promise<void> {
  const model = await call(
    paymentEndpoints.topup,
    { body: request },
    { handlesErrors: true, payment: true, allowAnonymous: 'paymentType' in request },
  );
  const link = await call(paymentEndpoints.paymentLink, { body: model }, { handlesErrors: true, allowAnonymous: true });
  window.location.assign(link.url);
}
