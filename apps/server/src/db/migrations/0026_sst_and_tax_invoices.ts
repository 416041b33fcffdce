import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Service tax and the buyer's details (issue 25, docs/decisions/0060-sst-and-tax-invoices.md).
 *
 * - Every money row keeps the SST inside its amount (`tax_sen`), worked out at the rate of the day it was written, so
 *   a later change of SST_RATE never rewrites a past sale; rows from before this migration carried no tax.
 * - A company gives its TIN, SST registration no. and a structured address (its `address` keeps the street lines; the
 *   postcode, city and state code MyInvois asks for sit beside it); an individual may give a MyKad or a TIN.
 * - An invoice keeps the parties as they stood when it was confirmed (`parties`), as a tax invoice must not change
 *   when a company edits its details later; its total tax is the sum of its lines'.
 * - A company's credit-package purchase gets a tax invoice of its own series (PTI), mailed with its PDF attached.
 */
const statements = [
  `alter table companies
    add column tin varchar(14),
    add column sst_no varchar(35),
    add column postcode varchar(5),
    add column city varchar(50),
    add column state_code varchar(2)`,
  `alter table users
    add column tin varchar(14),
    add column mykad varchar(12)`,
  `alter table transactions add column tax_sen int not null default 0`,
  `alter table payments add column tax_sen int not null default 0`,
  `alter table invoices
    add column tax_sen int not null default 0,
    add column parties jsonb`,
  `create table tax_invoices (
    id serial primary key,
    document_no varchar(30) not null unique,
    document_date date not null,
    payment_id int not null unique references payments(id),
    user_id int not null references users(id),
    company_id int not null references companies(id),
    description varchar(200) not null,
    credit int not null,
    amount_sen int not null,
    tax_sen int not null,
    parties jsonb not null,
    created_at timestamptz not null default now()
  )`,
  `create index tax_invoices_company on tax_invoices (company_id, id)`,
  `alter table mail_outbox
    add column attachment_name varchar(100),
    add column attachment bytea`,
  `insert into running_numbers (code, name, prefix, format, zero_padding) values
    ('PTI', 'Credit package tax invoice', 'PTI', '{PREFIX}-{YYYY}-{N}', 5)
    on conflict (code) do nothing`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
