/**
 * The descriptions the portal writes on payments, ledger rows and refunds. They are stored in English (the record stays as
 * written) and read out in the reader's language: `describeLedgerEntry` recognises each form the portal writes and
 * leaves anything else (an administrator's own words, a package's name) as it is.
 */
export const en = {
  topup: 'Credit top-up: {{name}} ({{credits}})',
  credits_one: '{{count}} credit',
  credits_other: '{{count}} credits',
  payPerSearch: 'Vehicle check (pay per search): {{plate}}',
  refundDue: 'check already paid: refund due',
  check: 'Vehicle check {{reference}} ({{plate}})',
  reversal: 'Reversal of {{documentNo}}',
  refundReasonCheckSold: 'Paid for a check that was already paid',
} as const;
