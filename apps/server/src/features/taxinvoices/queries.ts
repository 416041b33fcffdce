import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB, TaxInvoices } from '../../db/schema.ts';

type Q = Kysely<DB>;

export const insertTaxInvoice = (trx: Q, values: Insertable<TaxInvoices>) =>
  trx.insertInto('tax_invoices').values(values).returning(['id', 'document_no']).executeTakeFirstOrThrow();

export const findTaxInvoice = (db: Q, id: number) =>
  db
    .selectFrom('tax_invoices as ti')
    .innerJoin('payments as p', 'p.id', 'ti.payment_id')
    .select([
      'ti.id',
      'ti.document_no',
      sql<string>`ti.document_date::text`.as('document_date'),
      'ti.company_id',
      'ti.payment_id',
      'ti.description',
      'ti.credit',
      'ti.amount_sen',
      'ti.tax_sen',
      'ti.parties',
      'p.transaction_no',
    ])
    .where('ti.id', '=', id)
    .executeTakeFirst();

export type TaxInvoiceRecord = NonNullable<Awaited<ReturnType<typeof findTaxInvoice>>>;
