/** A credit package's tax invoice. */
export const en = {
  documentTitle: 'Tax invoice {{number}}',
  invoiceNumber: 'Invoice Number',
  invoiceDate: 'Invoice Date',
  paymentReference: 'Payment reference',
  status: 'Status',
  paidInFull: 'Paid in full',
  items: 'Items',
  description: 'Description',
  credits: 'Credits',
  paidOnline: 'Paid in full online (payment reference {{reference}}). Nothing is due: do not pay this invoice again.',
  taxInvoiceRow: 'Tax invoice',
  attachedNote: 'The tax invoice is attached to this email as a PDF.',
} as const;
