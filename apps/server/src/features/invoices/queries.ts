import { TransactionType } from '@portal/contract';
import { type Kysely, sql } from 'kysely';
import { likePattern } from '../../db/like.ts';
import { countRows, onePage } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

// Invoices

const invoiceColumns = [
  'i.id',
  'i.document_no',
  sql<string>`i.document_date::text`.as('document_date'),
  'i.company_id',
  'i.company_name',
  'i.company_address',
  'i.status',
  'i.amount_sen',
  'i.paid_sen',
  'i.tax_sen',
  'i.parties',
  'i.created_at',
] as const;

export interface InvoiceFilter {
  q: string | undefined;
  fromDate: string | undefined;
  toDate: string | undefined;
  status: number | undefined;
}

function filteredInvoices(db: Q, filter: InvoiceFilter) {
  return db.selectFrom('invoices as i').where((eb) => {
    const conditions = [];
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(eb.or([eb('i.document_no', 'ilike', pattern), eb('i.company_name', 'ilike', pattern)]));
    }
    if (filter.fromDate) conditions.push(eb('i.document_date', '>=', filter.fromDate));
    if (filter.toDate) conditions.push(eb('i.document_date', '<=', filter.toDate));
    if (filter.status !== undefined) conditions.push(eb('i.status', '=', filter.status));
    return eb.and(conditions);
  });
}

export const countInvoices = (db: Q, filter: InvoiceFilter) => countRows(filteredInvoices(db, filter));

/** One page, newest invoice date first. */
export const invoicePage = (db: Q, filter: InvoiceFilter, page: number, rows: number) =>
  onePage(
    filteredInvoices(db, filter).select(invoiceColumns).orderBy('i.document_date', 'desc').orderBy('i.id', 'desc'),
    page,
    rows,
  ).execute();

export type InvoiceRecord = Awaited<ReturnType<typeof invoicePage>>[number];

/** One invoice; locked, every change to it (lines, payments, status) takes turns. */
export function findInvoice(db: Q, id: number, lock = false) {
  const query = db.selectFrom('invoices as i').select(invoiceColumns).where('i.id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export const findCompany = (db: Q, id: number) =>
  db.selectFrom('companies').select(['id', 'name', 'address']).where('id', '=', id).executeTakeFirst();

export const insertInvoice = async (
  trx: Q,
  values: { companyId: number; companyName: string; companyAddress: string | null; date: string; createdBy: number },
) =>
  (
    await trx
      .insertInto('invoices')
      .values({
        company_id: values.companyId,
        company_name: values.companyName,
        company_address: values.companyAddress,
        document_date: values.date,
        created_by: values.createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

export async function updateInvoice(
  trx: Q,
  id: number,
  values: {
    document_date?: string;
    company_address?: string | null;
    status?: number;
    document_no?: string;
    parties?: string;
  },
) {
  await trx
    .updateTable('invoices')
    .set({ ...values, modified_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Writes the invoice's total and paid sums from its lines and payments, and answers them. */
export async function refreshTotals(trx: Q, id: number) {
  const row = await trx
    .updateTable('invoices')
    .set({
      amount_sen: sql`coalesce((select sum(amount_sen) from transactions where invoice_id = ${id}), 0)`,
      paid_sen: sql`coalesce((select sum(amount_sen) from invoice_payments where invoice_id = ${id}), 0)`,
      tax_sen: sql`coalesce((select sum(tax_sen) from transactions where invoice_id = ${id}), 0)`,
      modified_at: sql`now()`,
    })
    .where('id', '=', id)
    .returning(['amount_sen', 'paid_sen'])
    .executeTakeFirstOrThrow();
  return { amountSen: row.amount_sen, paidSen: row.paid_sen };
}

// Lines: postpaid transactions

const lineColumns = [
  't.id',
  't.document_no',
  't.description',
  't.amount_sen',
  't.tax_sen',
  't.created_at',
  'u.username',
  'c.name as company_name',
] as const;

function lines(db: Q) {
  return db
    .selectFrom('transactions as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('companies as c', 'c.id', 't.company_id');
}

export const invoiceLines = (db: Q, invoiceId: number) =>
  lines(db).select(lineColumns).where('t.invoice_id', '=', invoiceId).orderBy('t.created_at').orderBy('t.id').execute();

export type LineRecord = Awaited<ReturnType<typeof invoiceLines>>[number];

/** The company's postpaid rows not yet on any invoice, oldest first, within [from, before). */
export const uninvoicedLines = (db: Q, companyId: number, from: Date | undefined, before: Date | undefined) =>
  lines(db)
    .select(lineColumns)
    .where('t.company_id', '=', companyId)
    .where('t.type', '=', TransactionType.Postpaid)
    .where('t.invoice_id', 'is', null)
    .$if(from !== undefined, (query) => query.where('t.created_at', '>=', from as Date))
    .$if(before !== undefined, (query) => query.where('t.created_at', '<', before as Date))
    .orderBy('t.created_at')
    .orderBy('t.id')
    .limit(1000)
    .execute();

/**
 * Puts the rows on the invoice, only those still free and of that company's postpaid rows, in one statement: two
 * administrators adding one row to two invoices at once cannot both win, as the loser's update finds
 * `invoice_id` already set when the winner commits. Answers the ids it took.
 */
export async function attachLines(trx: Q, invoiceId: number, companyId: number, ids: number[]) {
  const rows = await trx
    .updateTable('transactions')
    .set({ invoice_id: invoiceId })
    .where('id', 'in', ids)
    .where('invoice_id', 'is', null)
    .where('type', '=', TransactionType.Postpaid)
    .where('company_id', '=', companyId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export const lineById = (trx: Q, transactionId: number) =>
  trx
    .selectFrom('transactions')
    .select(['id', 'invoice_id', 'document_no', 'amount_sen'])
    .where('id', '=', transactionId)
    .executeTakeFirst();

/** A postpaid row's tax is what its invoice charges: written when it is put on one, cleared when taken off. */
export async function setLineTax(trx: Q, transactionId: number, taxSen: number) {
  await trx.updateTable('transactions').set({ tax_sen: taxSen }).where('id', '=', transactionId).execute();
}

export async function detachLine(trx: Q, transactionId: number) {
  await trx.updateTable('transactions').set({ invoice_id: null, tax_sen: 0 }).where('id', '=', transactionId).execute();
}

export async function detachAllLines(trx: Q, invoiceId: number) {
  const rows = await trx
    .updateTable('transactions')
    .set({ invoice_id: null, tax_sen: 0 })
    .where('invoice_id', '=', invoiceId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

// Payments

const paymentColumns = [
  'id',
  'invoice_id',
  'document_no',
  'reference_no',
  'method',
  'amount_sen',
  'created_at',
] as const;

export const invoicePayments = (db: Q, invoiceId: number) =>
  db.selectFrom('invoice_payments').select(paymentColumns).where('invoice_id', '=', invoiceId).orderBy('id').execute();

export type PaymentRecord = Awaited<ReturnType<typeof invoicePayments>>[number];

export const findPayment = (db: Q, id: number) =>
  db.selectFrom('invoice_payments').select(paymentColumns).where('id', '=', id).executeTakeFirst();

export interface PaymentValues {
  reference_no: string;
  method: number;
  amount_sen: number;
}

export const insertPayment = (
  trx: Q,
  values: PaymentValues & { invoice_id: number; document_no: string; created_by: number },
) => trx.insertInto('invoice_payments').values(values).returning(paymentColumns).executeTakeFirstOrThrow();

export const updatePayment = (trx: Q, id: number, values: PaymentValues) =>
  trx
    .updateTable('invoice_payments')
    .set({ ...values, modified_at: sql`now()` })
    .where('id', '=', id)
    .returning(paymentColumns)
    .executeTakeFirstOrThrow();

export async function deletePayment(trx: Q, id: number) {
  await trx.deleteFrom('invoice_payments').where('id', '=', id).execute();
}

/** Who is billed by an invoice: each active user with a line on it, in the language each chose (its mail). */
export const billedUsers = (db: Q, invoiceId: number) =>
  db
    .selectFrom('users as u')
    .select(['u.email', 'u.username', 'u.language'])
    .where('u.active', '=', true)
    .where('u.closed_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('transactions as t').whereRef('t.user_id', '=', 'u.id').where('t.invoice_id', '=', invoiceId),
      ),
    )
    .orderBy('u.id')
    .execute();
