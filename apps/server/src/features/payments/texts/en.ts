/**
 * The payments' own words: the receipt mails, the sandbox payment page, and the descriptions of payments (stored in
 * English on the payment and the ledger, translated when they are read).
 */
export const en = {
  greeting: 'Hi {{name}},',
  orOpenLink: 'Or open this link:',
  receiptSubject: 'Your {{product}} receipt {{transactionNo}}',
  refundSubject: '{{product}}: your payment {{transactionNo}} will be refunded',
  searchIntro: 'Thank you for your payment. Your vehicle accident history report is ready.',
  topupIntro: 'Thank you for your payment. The credits are in your account.',
  refundIntro:
    'We received your payment for a vehicle check that had already been paid, so you were not charged for it twice: we will refund this payment to you.',
  vehicleSearched: 'Vehicle searched',
  amountPaid: 'Amount paid',
  amountToRefund: 'Amount to refund',
  paymentReference: 'Payment reference',
  checkReference: 'Check reference',
  paidOn: 'Paid on',
  creditPackage: 'Credit package',
  sstIncluded: 'Of which SST {{rate}}%',
  taxInvoice: 'Tax invoice',
  taxInvoiceAttached:
    'The tax invoice is attached to this email as a PDF; you can also download it from your transactions.',
  creditsAdded: 'Credits added',
  creditBalance: 'Credit balance',
  credits_one: '{{count}} credit',
  credits_other: '{{count}} credits',
  openMyReport: 'Open my report',
  openYourReport: 'Open your report',
  openTheReport: 'Open the report',
  viewMyTransactions: 'View my transactions',
  yourTransactions: 'Your transactions',
  reportLinkForAccount:
    'Only you can open this link: log in to your account first. To show the report to someone, use Share on the report.',
  reportLinkForGuest:
    'Only you can open this link, on the device you paid on. On another device, ask for the link to My reports at {{page}} with this e-mail address and mobile number. To show the report to someone, use Share on the report.',
  refundNote:
    'Our team makes the refund to the account you paid from and records its reference. Reply to this email if you have a question.',
  sandboxTitle: 'Sandbox payment',
  sandboxHeading: '{{product}} Pay',
  sandboxBadge: 'Sandbox',
  sandboxNote: 'Test gateway: no money moves. Pay completes the payment, Fail declines it.',
  sandboxPayTo: 'Pay to',
  sandboxFor: 'For',
  sandboxPayer: 'Payer',
  sandboxPay: 'Pay',
  sandboxFail: 'Fail',
  sandboxSettled: 'This bill is already {{status}}.',
  sandboxUnknown: 'This bill does not exist.',
  statusCompleted: 'completed',
  statusFailed: 'failed',
  statusCancelled: 'cancelled',
  statusPending: 'pending',
} as const;
