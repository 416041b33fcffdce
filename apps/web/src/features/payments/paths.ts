import { DEFAULT_REFERRAL_CODE, type PaymentDetails } from '@portal/contract';

/** The guest checkout for a dealer's referral code, or the default one. */
export const guestCheckoutPath = (refCode?: string | null) =>
  `/checkout/${encodeURIComponent(refCode?.trim() || DEFAULT_REFERRAL_CODE)}`;

/**
 * What a guest's Try Again after a failed payment carries back to the checkout (as the navigation's state, so that no
 * e-mail or mobile number goes into an address): the contact typed, and the check whose number fills the search again.
 */
export interface GuestRetry {
  email: string;
  phoneNo: string;
  unikey: string | null;
}

export const guestRetryOf = (payment: PaymentDetails): GuestRetry => ({
  email: payment.paymentEmail,
  phoneNo: payment.paymentPhone,
  unikey: payment.VehicleKey,
});

/** The retry a checkout was opened with, if any (the navigation's state is whatever the history holds). */
export function guestRetryFrom(state: unknown): GuestRetry | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { email, phoneNo, unikey } = state as Partial<Record<keyof GuestRetry, unknown>>;
  if (typeof email !== 'string' || typeof phoneNo !== 'string') return undefined;
  return { email, phoneNo, unikey: typeof unikey === 'string' ? unikey : null };
}
