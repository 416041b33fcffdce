/** What other features use of e-invoicing: a document's e-invoice stamp, and a buyer's TIN checked with LHDN. */
export { einvoiceStamp, requireRegisteredTin, validateBuyerTin } from './service.ts';
