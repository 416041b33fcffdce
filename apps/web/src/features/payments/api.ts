import {
  type CreditTopupForm,
  creditTopupAnswer,
  optionList,
  type PayPerSearchRequest,
  payerAnswer,
  paymentDetails,
  paymentLinkAnswer,
} from '@portal/contract';
import { api } from '../../app/api';

export const paymentKeys = {
  creditSetups: ['payments', 'credit-setups'] as const,
  payer: ['payments', 'payer'] as const,
  details: (id: string) => ['payments', 'details', id] as const,
  referrers: ['payments', 'referrers'] as const,
};

export function fetchPayer() {
  return api('/api/Payment/Payer', { parse: (body) => payerAnswer.parse(body) });
}

export function fetchCreditSetups() {
  return api('/util/GetCreditSetups', { parse: (body) => optionList.parse(body) });
}

/** The referral codes a checkout link may carry. */
export function fetchReferrers() {
  return api('/pubutil/GetReferers', { parse: (body) => optionList.parse(body), allowAnonymous: true });
}

/** Records the payment (Pending), asks for its payment link, and sends the browser to the gateway. */
export async function payOnline(request: CreditTopupForm | PayPerSearchRequest): Promise<void> {
  const model = await api('/api/Payment/CreditTopup', {
    method: 'POST',
    body: request,
    parse: (body) => creditTopupAnswer.parse(body),
    handlesErrors: true,
    payment: true,
    allowAnonymous: 'paymentType' in request,
  });
  const link = await api('/api/payment/CreatePaymentLink', {
    method: 'POST',
    body: model,
    parse: (body) => paymentLinkAnswer.parse(body),
    handlesErrors: true,
    allowAnonymous: true,
  });
  window.location.assign(link.url);
}

export function fetchPaymentDetails(id: string) {
  return api('/api/Payment/Details', {
    query: { id },
    parse: (body) => paymentDetails.parse(body),
    handlesErrors: true,
    allowAnonymous: true,
  });
}
