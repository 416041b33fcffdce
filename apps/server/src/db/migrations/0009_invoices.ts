import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Invoices of postpaid companies. A transaction names the invoice it is billed on (`transactions.invoice_id`), so it
 * can be on one invoice at most by construction; adding it is a conditional update (`where invoice_id is null`).
 * The invoice keeps its total (`amount_sen`) so that a confirmed invoice's figure never moves; its payments take RCP
 * numbers. Company name and address are copied onto the invoice: a document keeps the words it was issued with.
 */
const statements = [
  `create table invoices (
    id serial primary key,
    document_no varchar(40) unique,
    document_date date not null,
    company_id int not null references companies(id),
    company_name varchar(200) not null,
    company_address varchar(500),
    status smallint not null default 1 check (status in (1, 2, 4, 5, 6)),
    amount_sen bigint not null default 0 check (amount_sen >= 0),
    paid_sen bigint not null default 0 check (paid_sen >= 0 and paid_sen <= amount_sen),
    created_by int references users(id),
    created_at timestamptz not null default now(),
    modified_at timestamptz not null default now(),
    check (status in (1, 2) or document_no is not null)
  )`,
  `create index invoices_date_idx on invoices (document_date desc, id desc)`,
  `create index invoices_company_idx on invoices (company_id)`,
  `alter table transactions add column invoice_id int references invoices(id)`,
  `create index transactions_invoice_idx on transactions (invoice_id) where invoice_id is not null`,
  `create index transactions_uninvoiced_idx on transactions (company_id, created_at) where type = 3 and invoice_id is null`,
  `create table invoice_payments (
    id serial primary key,
    invoice_id int not null references invoices(id),
    document_no varchar(40) not null unique,
    reference_no varchar(100) not null,
    method smallint not null check (method between 1 and 5),
    amount_sen bigint not null check (amount_sen > 0),
    created_by int references users(id),
    created_at timestamptz not null default now(),
    modified_at timestamptz not null default now()
  )`,
  `create index invoice_payments_invoice_idx on invoice_payments (invoice_id, id)`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
