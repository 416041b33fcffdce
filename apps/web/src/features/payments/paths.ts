import { DEFAULT_REFERRAL_CODE } from '@portal/contract';

/** The guest checkout for a dealer's referral code, or the default one. */
export const guestCheckoutPath = (refCode?: string | null) =>
  `/checkout/${encodeURIComponent(refCode?.trim() || DEFAULT_REFERRAL_CODE)}`;
