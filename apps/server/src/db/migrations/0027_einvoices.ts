import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * MyInvois e-invoices (issue 25): one row per source document (a confirmed invoice, a payment, a month's
 * consolidation, a refund, a credit note), unique on that source so that it is submitted once however many workers
 * run. The row is the state machine: Queued → (leased while a worker submits) → Submitted → Valid | Invalid,
 * and Valid → Cancelled. `einvoice_start` keeps when e-invoicing was first switched on: sales before it are not sent.
 */
const statements = [
  `create table einvoices (
    id bigserial primary key,
    source_kind varchar(12) not null check (source_kind in ('invoice', 'payment', 'consolidated', 'refund', 'credit')),
    source_id varchar(20) not null,
    type_code varchar(2) not null check (type_code in ('01', '02', '03', '04')),
    code_number varchar(50) not null,
    original_id bigint references einvoices(id),
    status varchar(10) not null default 'Queued'
      check (status in ('Queued', 'Submitted', 'Valid', 'Invalid', 'Cancelled')),
    attempts int not null default 0,
    next_attempt_at timestamptz not null default now(),
    lease_until timestamptz,
    last_error text,
    document jsonb,
    buyer_name varchar(300),
    total_sen bigint,
    submission_uid varchar(40),
    uuid varchar(40),
    long_id varchar(120),
    errors jsonb,
    submitted_at timestamptz,
    validated_at timestamptz,
    cancelled_at timestamptz,
    cancel_reason varchar(300),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (source_kind, source_id)
  )`,
  "create index einvoices_due on einvoices (next_attempt_at) where status in ('Queued', 'Submitted')",
  'create index einvoices_created on einvoices (created_at desc, id desc)',
  `create table einvoice_start (
    id int primary key check (id = 1),
    started_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
