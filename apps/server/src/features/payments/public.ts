/** What other features may use of payments: the credit packages on offer, and withdrawing a check's open bill. */
export { creditSetupOptions, withdrawOpenSearchBill } from './service.ts';
