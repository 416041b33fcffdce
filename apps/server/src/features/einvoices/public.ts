/**
 * What other features use of e-invoicing: a document's e-invoice stamp, a buyer's TIN checked with LHDN, the count of
 * e-invoices by status (the operator's metrics), the moment e-invoicing was first switched on, and the look for new
 * e-invoices a change queues (a sale paid, an invoice confirmed, a refund paid, a reversal).
 */

export { queueNewEinvoices } from './job.ts';
export { countByStatus as einvoicesByStatus, startedAt as recordEinvoicingStart } from './queries.ts';
export { einvoiceStamp, requireRegisteredTin, validateBuyerTin } from './service.ts';
