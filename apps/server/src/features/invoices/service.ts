import {
  canEditInvoice,
  canRemoveTransaction,
  type EinvoiceLink,
  formatRinggit,
  type Invoice,
  type InvoiceDetail,
  type InvoicePayment,
  type InvoicePaymentValues,
  InvoiceStatus,
  type InvoiceTransaction,
  type InvoiceValues,
  invoiceStatusDesc,
  isLanguage,
  type Language,
  paymentMethodDesc,
  senToRinggit,
} from '@portal/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { describeLedgerEntry } from '../../domain/ledger/texts.ts';
import { takeDocumentNo } from '../../domain/numbering.ts';
import { companyBuyer, partiesOn, storedParties, taxOf } from '../../domain/tax/parties.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { fieldError, httpError } from '../../platform/errors.ts';
import { enqueueMail, type MailQueue } from '../../platform/mail-delivery.ts';
import { malaysianDayRange, malaysianToday } from '../../platform/malaysian-days.ts';
import { queueNewEinvoices } from '../einvoices/public.ts';
import { confirmedInvoiceMail } from './mails.ts';
import { invoicePdf } from './pdf.ts';
import * as q from './queries.ts';
import { invoicesTexts } from './texts.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

const outstandingOf = (record: q.InvoiceRecord) =>
  record.status === InvoiceStatus.Cancelled ? 0 : record.amount_sen - record.paid_sen;

export function invoiceAnswer(record: q.InvoiceRecord): Invoice {
  const outstanding = outstandingOf(record);
  return {
    id: record.id,
    DocumentNo: record.document_no,
    DocumentDate: record.document_date,
    CompanyID: record.company_id,
    CompanyName: record.company_name,
    CompanyAddress: record.company_address,
    Amount: senToRinggit(record.amount_sen),
    AmountSen: record.amount_sen,
    OutstandingAmount: senToRinggit(outstanding),
    OutstandingAmountSen: outstanding,
    Tax: senToRinggit(record.tax_sen),
    TaxSen: record.tax_sen,
    AmountExcludingSst: senToRinggit(record.amount_sen - record.tax_sen),
    AmountExcludingSstSen: record.amount_sen - record.tax_sen,
    InvoiceStatus: invoiceStatusDesc(record.status),
    Status: record.status,
    CreatedDate: iso(record.created_at),
    CanEditInvoice: canEditInvoice(record.status),
    CanRemoveTransaction: canRemoveTransaction(record.status),
  };
}

/** An invoice line; its stored (English) description in the reader's language, or as stored for the PDF to translate. */
export const lineAnswer = (record: q.LineRecord, language: Language = 'en'): InvoiceTransaction => ({
  id: record.id,
  CreatedDate: iso(record.created_at),
  DocumentNo: record.document_no,
  Description: describeLedgerEntry(record.description, language),
  Username: record.username,
  CompanyName: record.company_name,
  Charges: senToRinggit(record.amount_sen),
  ChargesSen: record.amount_sen,
  Tax: senToRinggit(record.tax_sen),
  TaxSen: record.tax_sen,
});

export const paymentAnswer = (record: q.PaymentRecord): InvoicePayment => ({
  id: record.id,
  DocumentNo: record.document_no,
  ReferenceNo: record.reference_no,
  Method: record.method,
  MethodDesc: paymentMethodDesc(record.method),
  Amount: senToRinggit(record.amount_sen),
  AmountSen: record.amount_sen,
  CreatedDate: iso(record.created_at),
});

async function existingInvoice(db: Db, id: number, lock = false) {
  const record = await q.findInvoice(db, id, lock);
  if (!record) throw httpError('INVOICE_NOT_FOUND');
  return record;
}

/** The invoice locked for a change that the rules of DESIGN §4 allow only while it can be edited. */
async function editableInvoice(db: Db, id: number) {
  const record = await existingInvoice(db, id, true);
  if (!canEditInvoice(record.status)) throw httpError('INVOICE_NOT_EDITABLE');
  return record;
}

// ---------------------------------------------------------------------------------------------
// Reading

export interface InvoiceListFilters {
  q?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  invoiceStatus?: number | undefined;
}

export async function list(db: Db, filters: InvoiceListFilters, page: number, rows: number) {
  const filter = { q: filters.q, fromDate: filters.fromDate, toDate: filters.toDate, status: filters.invoiceStatus };
  const [records, total] = await Promise.all([q.invoicePage(db, filter, page, rows), q.countInvoices(db, filter)]);
  return { items: records.map(invoiceAnswer), page, rows, total };
}

/** What an invoice's tax documents need of the configuration: the seller, the SST rate and the terms. */
export type TaxConfig = Pick<Config, 'seller' | 'sst' | 'invoiceTermsDays'>;

/** The day `days` after a `YYYY-MM-DD` date. */
function dayAfter(date: string, days: number) {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The buyer as the invoice names it: the company's registered details under the name the invoice was made out to,
 * and the invoice's own address when the company has given no structured one (accounts from before issue 25).
 */
async function invoiceBuyer(db: Db, record: q.InvoiceRecord) {
  const buyer = await companyBuyer(db, record.company_id);
  const lines = (record.company_address ?? '').split('\n').filter((line) => line.trim() !== '');
  return {
    ...buyer,
    name: record.company_name,
    address: buyer.address ?? (lines.length > 0 ? { lines, postcode: '', city: '', stateCode: '' } : null),
  };
}

async function detailAnswer(
  db: Db,
  config: TaxConfig,
  record: q.InvoiceRecord,
  einvoice: EinvoiceLink | null,
): Promise<InvoiceDetail> {
  const parties =
    record.parties === null ? partiesOn(config, await invoiceBuyer(db, record)) : storedParties(record.parties);
  return {
    ...invoiceAnswer(record),
    DueDate: dayAfter(record.document_date, config.invoiceTermsDays),
    Parties: parties,
    Einvoice: einvoice,
  };
}

/** One invoice with its parties; `einvoice` is its validated e-invoice, when there is one. */
export const get = async (db: Db, config: TaxConfig, id: number, einvoice: EinvoiceLink | null = null) =>
  detailAnswer(db, config, await existingInvoice(db, id), einvoice);

export async function lines(db: Db, id: number, language: Language = 'en') {
  await existingInvoice(db, id);
  return (await q.invoiceLines(db, id)).map((line) => lineAnswer(line, language));
}

/** What the Select Transaction modal offers: the company's postpaid rows not on any invoice yet. */
export async function selectableLines(
  db: Db,
  id: number,
  fromDate: string | undefined,
  toDate: string | undefined,
  language: Language = 'en',
) {
  const record = await existingInvoice(db, id);
  const range = malaysianDayRange(fromDate, toDate);
  const rows = await q.uninvoicedLines(db, record.company_id, range.from, range.before);
  return rows.map((line) => lineAnswer(line, language));
}

export async function payments(db: Db, invoiceId: number) {
  await existingInvoice(db, invoiceId);
  return (await q.invoicePayments(db, invoiceId)).map(paymentAnswer);
}

export async function payment(db: Db, id: number) {
  const record = await q.findPayment(db, id);
  if (!record) throw httpError('INVOICE_PAYMENT_NOT_FOUND');
  return paymentAnswer(record);
}

// ---------------------------------------------------------------------------------------------
// The invoice

/** A Draft invoice for the company, dated today, with the company's name and address as they are now. */
export async function create(db: Db, actor: AuthUser, companyId: number) {
  return db.transaction().execute(async (trx) => {
    const company = await q.findCompany(trx, companyId);
    if (!company) {
      throw fieldError('companyID', 'INVOICE_COMPANY_UNKNOWN');
    }
    const id = await q.insertInvoice(trx, {
      companyId,
      companyName: company.name,
      companyAddress: company.address,
      date: malaysianToday(),
      createdBy: actor.id,
    });
    const after = invoiceAnswer(await existingInvoice(trx, id));
    await recordAudit(trx, actor.id, 'create', ['invoice', id], { after });
    return { id };
  });
}

/**
 * Which status an invoice may be set to by SaveInvoice: Draft stays Draft, is confirmed (4) or cancelled; a Confirmed
 * invoice stays or is cancelled while it has no payments; Partially paid and Paid are reached only by payments.
 */
function checkStatusChange(from: number, to: number, paidSen: number) {
  if (from === to) return;
  if (to === InvoiceStatus.Cancelled && paidSen > 0) throw httpError('INVOICE_CANCEL_WITH_PAYMENTS');
  const allowed =
    (to === InvoiceStatus.Confirmed && from === InvoiceStatus.Draft) ||
    (to === InvoiceStatus.Cancelled && (from === InvoiceStatus.Draft || from === InvoiceStatus.Confirmed));
  if (!allowed)
    throw httpError('INVOICE_STATUS_NOT_ALLOWED', { from: invoiceStatusDesc(from), to: invoiceStatusDesc(to) });
}

/**
 * Edit Invoice and Confirm Invoice: date, address and status. Confirming takes the INV number; cancelling frees the
 * invoice's transactions so that they can be billed again (its total stays on record).
 */
/**
 * Writes each line's SST at today's rate and answers the lines: a postpaid check is taxed on its invoice line, and
 * the tax is fixed when the invoice is confirmed (docs/decisions/0060-sst-and-tax-invoices.md).
 */
async function taxLines(trx: Db, config: TaxConfig, id: number) {
  const lines = await q.invoiceLines(trx, id);
  for (const line of lines) await q.setLineTax(trx, line.id, taxOf(line.amount_sen, config.sst));
  return lines;
}

/**
 * The confirmed invoice to each user it bills, its PDF attached in their language, queued with the confirmation: the
 * company learns what it owes and by when without an administrator sending it by hand (issue 39).
 */
async function mailConfirmedInvoice(
  trx: Db,
  jobs: MailQueue,
  config: TaxConfig & Pick<Config, 'publicUrl'>,
  id: number,
) {
  const billed = await q.billedUsers(trx, id);
  if (billed.length === 0) return;
  const data = await document(trx, config, id);
  const pdfs = new Map<Language, Uint8Array>();
  for (const user of billed) {
    const language = isLanguage(user.language) ? user.language : 'en';
    const pdf = pdfs.get(language) ?? (await invoicePdf({ ...data, language }));
    pdfs.set(language, pdf);
    await enqueueMail(trx, jobs, confirmedInvoiceMail(user, language, data.invoice, pdf, config.publicUrl));
  }
}

export async function save(
  db: Db,
  jobs: MailQueue,
  config: TaxConfig & Pick<Config, 'publicUrl' | 'einvoice'>,
  actor: AuthUser,
  id: number,
  input: InvoiceValues,
  language: Language = 'en',
) {
  return db.transaction().execute(async (trx) => {
    const record = await editableInvoice(trx, id);
    const before = invoiceAnswer(record);
    checkStatusChange(record.status, input.Status, record.paid_sen);
    const confirming = input.Status === InvoiceStatus.Confirmed && record.status === InvoiceStatus.Draft;
    if (confirming && (await taxLines(trx, config, id)).length === 0) {
      throw httpError('INVOICE_CONFIRM_NEEDS_TRANSACTIONS');
    }
    if (confirming) await q.refreshTotals(trx, id);
    const freed = input.Status === InvoiceStatus.Cancelled ? await q.detachAllLines(trx, id) : [];
    await q.updateInvoice(trx, id, {
      document_date: input.DocumentDate,
      company_address: input.CompanyAddress ?? null,
      status: input.Status,
      ...(confirming
        ? {
            document_no: await takeDocumentNo(trx, 'INV'),
            parties: JSON.stringify(
              partiesOn(config, await invoiceBuyer(trx, { ...record, company_address: input.CompanyAddress ?? null })),
            ),
          }
        : {}),
    });
    const after = invoiceAnswer(await existingInvoice(trx, id));
    await recordAudit(trx, actor.id, confirming ? 'confirm' : 'update', ['invoice', id], {
      before,
      after: freed.length > 0 ? { ...after, freedTransactionIds: freed } : after,
    });
    if (confirming) {
      await mailConfirmedInvoice(trx, jobs, config, id);
      await queueNewEinvoices(config, jobs, trx);
    }
    return { Message: invoicesTexts.of(language)(confirming ? 'invoiceConfirmed' : 'invoiceSaved'), invoice: after };
  });
}

// ---------------------------------------------------------------------------------------------
// Lines

/**
 * Puts the selected transactions on a Draft invoice, all or none: a row already on an invoice (perhaps added by
 * another administrator a moment ago), of another company, or not postpaid refuses the whole selection with 409.
 */
export async function addLines(
  db: Db,
  config: TaxConfig,
  actor: AuthUser,
  id: number,
  transactionIds: number[],
  language: Language = 'en',
) {
  const wanted = [...new Set(transactionIds)];
  return db.transaction().execute(async (trx) => {
    const record = await editableInvoice(trx, id);
    if (record.status !== InvoiceStatus.Draft) throw httpError('INVOICE_ADD_ONLY_TO_DRAFT');
    const taken = await q.attachLines(trx, id, record.company_id, wanted);
    if (taken.length !== wanted.length) throw httpError('INVOICE_TRANSACTIONS_UNAVAILABLE');
    await taxLines(trx, config, id);
    const totals = await q.refreshTotals(trx, id);
    await recordAudit(trx, actor.id, 'create', ['invoice_transaction', id], {
      before: { amountSen: record.amount_sen },
      after: { transactionIds: taken, amountSen: totals.amountSen },
    });
    return {
      Message: invoicesTexts.of(language)('transactionsAdded', { count: taken.length }),
      invoice: invoiceAnswer(await existingInvoice(trx, id)),
    };
  });
}

/** Takes a transaction off its invoice, only while that invoice is a Draft. */
export async function removeLine(db: Db, actor: AuthUser, transactionId: number, language: Language = 'en') {
  return db.transaction().execute(async (trx) => {
    const line = await q.lineById(trx, transactionId);
    if (!line || line.invoice_id === null) throw httpError('INVOICE_TRANSACTION_NOT_ON_INVOICE');
    const record = await existingInvoice(trx, line.invoice_id, true);
    if (!canRemoveTransaction(record.status)) throw httpError('INVOICE_NOT_REMOVABLE');
    // Locked now: the row may have been moved while we waited for the invoice.
    const current = await q.lineById(trx, transactionId);
    if (current?.invoice_id !== record.id) throw httpError('INVOICE_TRANSACTION_NOT_ON_INVOICE');
    await q.detachLine(trx, transactionId);
    const totals = await q.refreshTotals(trx, record.id);
    await recordAudit(trx, actor.id, 'delete', ['invoice_transaction', record.id], {
      before: { transactionId, documentNo: line.document_no, amountSen: record.amount_sen },
      after: { amountSen: totals.amountSen },
    });
    return {
      Message: invoicesTexts.of(language)('transactionRemoved'),
      invoice: invoiceAnswer(await existingInvoice(trx, record.id)),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Payments

/** Partially paid or Paid as the payments cover the total; back to Confirmed when none is left. */
function statusForPaid(amountSen: number, paidSen: number) {
  if (paidSen === 0) return InvoiceStatus.Confirmed;
  return paidSen < amountSen ? InvoiceStatus.PartiallyPaid : InvoiceStatus.Paid;
}

async function settleStatus(trx: Db, id: number) {
  const totals = await q.refreshTotals(trx, id);
  await q.updateInvoice(trx, id, { status: statusForPaid(totals.amountSen, totals.paidSen) });
  return invoiceAnswer(await existingInvoice(trx, id));
}

/** A payment is recorded only on a confirmed, not yet paid invoice (its number is what the payer quotes). */
async function payableInvoice(trx: Db, invoiceId: number) {
  const record = await editableInvoice(trx, invoiceId);
  if (record.status === InvoiceStatus.Draft) throw httpError('INVOICE_PAYMENT_NEEDS_CONFIRMED');
  return record;
}

/** Adds (id 0, with an RCP number) or edits a payment; more than the outstanding amount is refused. */
export async function savePayment(
  db: Db,
  actor: AuthUser,
  invoiceId: number,
  id: number,
  input: InvoicePaymentValues,
  language: Language = 'en',
) {
  const values = { reference_no: input.ReferenceNo, method: input.Method, amount_sen: input.Amount };
  return db.transaction().execute(async (trx) => {
    const record = await payableInvoice(trx, invoiceId);
    const existing = id === 0 ? undefined : await q.findPayment(trx, id);
    if (id !== 0 && existing?.invoice_id !== invoiceId) throw httpError('INVOICE_PAYMENT_NOT_FOUND');
    const outstanding = record.amount_sen - record.paid_sen + (existing?.amount_sen ?? 0);
    if (values.amount_sen > outstanding) {
      throw fieldError('Amount', 'INVOICE_PAYMENT_ABOVE_OUTSTANDING', { amount: formatRinggit(outstanding) });
    }
    const saved = existing
      ? await q.updatePayment(trx, existing.id, values)
      : await q.insertPayment(trx, {
          ...values,
          invoice_id: invoiceId,
          document_no: await takeDocumentNo(trx, 'RCP'),
          created_by: actor.id,
        });
    const invoice = await settleStatus(trx, invoiceId);
    await recordAudit(trx, actor.id, existing ? 'update' : 'create', ['invoice_payment', saved.id], {
      before: existing && paymentAnswer(existing),
      after: { ...paymentAnswer(saved), invoiceId, invoiceStatus: invoice.Status },
    });
    return { Message: invoicesTexts.of(language)('paymentSaved'), invoice };
  });
}

export async function deletePayment(db: Db, actor: AuthUser, id: number, language: Language = 'en') {
  return db.transaction().execute(async (trx) => {
    const found = await q.findPayment(trx, id);
    if (!found) throw httpError('INVOICE_PAYMENT_NOT_FOUND');
    await payableInvoice(trx, found.invoice_id);
    await q.deletePayment(trx, id);
    const invoice = await settleStatus(trx, found.invoice_id);
    await recordAudit(trx, actor.id, 'delete', ['invoice_payment', id], {
      before: { ...paymentAnswer(found), invoiceId: found.invoice_id },
      after: { invoiceStatus: invoice.Status },
    });
    return { Message: invoicesTexts.of(language)('paymentDeleted'), invoice };
  });
}

/** Everything the PDF shows; `einvoice` as for `get`. */
export async function document(db: Db, config: TaxConfig, id: number, einvoice: EinvoiceLink | null = null) {
  const record = await existingInvoice(db, id);
  const [lineRecords, paymentRecords] = await Promise.all([q.invoiceLines(db, id), q.invoicePayments(db, id)]);
  return {
    invoice: await detailAnswer(db, config, record, einvoice),
    lines: lineRecords.map((line) => lineAnswer(line)),
    payments: paymentRecords.map(paymentAnswer),
  };
}
