/** Words of the Refunds screen (one place, for a later translation). */
export const refundText = {
  title: 'Refunds',
  description:
    'Money received for a check that was already paid. Pay it back to the payer (bank transfer or the payment gateway), then record the refund here with its reference.',
  markRefunded: 'Mark refunded',
  markTitle: 'Record the refund',
  markIntro: (amount: string, payer: string) => `Refund of ${amount} to ${payer}.`,
  referenceLabel: 'Refund reference',
  referenceHint: 'The bank transfer or gateway refund number',
  marked: 'The refund is recorded.',
  empty: { Due: 'No refund is due.', Refunded: 'No refund recorded yet.', '': 'No refund yet.' },
  statusFilter: 'Status',
  statuses: [
    { value: 'Due', label: 'Due' },
    { value: 'Refunded', label: 'Refunded' },
    { value: '', label: 'All' },
  ],
  refundedOn: (date: string, by: string | null) => `Refunded on ${date}${by ? ` by ${by}` : ''}`,
} as const;
