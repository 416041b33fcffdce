/**
 * The labels of the option lists (`/util/*`) and of the codes they name (a ledger row's type, an invoice's status, a
 * payment's method), by the option's id. English is the contract's label.
 */
export const en = {
  userRoles: { '0': 'User', '1': 'Administrator' },
  paymentTypes: {
    '1': 'Pay per search (card / online banking)',
    '2': 'Credit top-up (card / online banking)',
    '3': 'Credit',
    '4': 'Postpaid',
  },
  transactionTypes: { '1': 'Payment', '2': 'Credit', '3': 'Postpaid' },
  invoiceStatuses: { '1': 'Draft', '2': 'Cancelled', '4': 'Confirmed', '5': 'Partially paid', '6': 'Paid' },
  paymentMethods: { '1': 'Bank transfer', '2': 'Cheque', '3': 'Cash', '4': 'Online banking (FPX)', '5': 'Card' },
  creditSetup: '{{name}} — {{credits}} — {{price}}',
  credits_one: '{{count}} credit',
  credits_other: '{{count}} credits',
} as const;
