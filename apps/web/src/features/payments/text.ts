import { DEFAULT_REFERRAL_CODE } from '@portal/contract';

/** Words of the payment and guest-checkout screens (one place, for a later translation). */
export const paymentText = {
  checkWithoutAccount: 'Check without an account',
  guestDoorNote: 'No account needed: pay per search by card or online banking, and get the report by e-mail.',
  payer: 'Payer',
  paidBy: 'Paid by',
  failedText: 'The payment did not go through and nothing was charged by us. You can try again.',
} as const;

/** The guest checkout for a dealer's referral code, or the default one. */
export const guestCheckoutPath = (refCode?: string | null) =>
  `/checkout/${encodeURIComponent(refCode?.trim() || DEFAULT_REFERRAL_CODE)}`;
