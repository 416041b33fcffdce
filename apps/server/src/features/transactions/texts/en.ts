import { transactionMessages } from '@portal/contract';

/** The transactions spreadsheet (its sheet's name and column headers) and the answers that say a change went well. */
export const en = {
  adjustmentSaved: transactionMessages.adjustmentSaved,
  descriptionSaved: transactionMessages.descriptionSaved,
  deleted: 'The transaction item deleted successfully.',
  sheet: 'Transactions',
  date: 'Date',
  documentNo: 'Document No',
  type: 'Type',
  description: 'Description',
  username: 'Username',
  company: 'Company Name',
  referralCode: 'Referral Code',
  vehicleKey: 'Vehicle Key',
  paymentStatus: 'Payment Status',
  amount: 'Amount (RM)',
  credit: 'Credit',
  balance: 'Credit Balance',
  dealer: 'Car Dealer',
  Pending: 'Pending',
  Completed: 'Completed',
  Failed: 'Failed',
  Cancelled: 'Cancelled',
} as const;
