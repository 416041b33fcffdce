/**
 * What other features use of e-invoicing: a document's e-invoice stamp, a buyer's TIN checked with LHDN, and the
 * count of e-invoices by status (the operator's metrics), and the moment e-invoicing was first switched on.
 */
export { countByStatus as einvoicesByStatus, startedAt as recordEinvoicingStart } from './queries.ts';
export { einvoiceStamp, requireRegisteredTin, validateBuyerTin } from './service.ts';
