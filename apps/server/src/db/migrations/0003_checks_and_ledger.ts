import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The money side shared by checks, payments and invoices: charges, document numbering, the
 * ledger of every credit and money movement, and the checks themselves with their frozen report.
 * A check keeps the vehicle id without a foreign key: vehicle data is reloaded by imports, while
 * a paid report lives on in its snapshot.
 */
const statements = [
  `create table charge_setups (
    id serial primary key,
    payment_type_id smallint not null unique check (payment_type_id in (1, 2, 3, 4)),
    credit int not null default 0 check (credit >= 0),
    price_sen int not null default 0 check (price_sen >= 0),
    modified_at timestamptz not null default now()
  )`,
  `insert into charge_setups (payment_type_id, credit, price_sen) values (3, 1, 0), (1, 0, 2500)`,
  `create table running_numbers (
    id serial primary key,
    code varchar(10) not null unique,
    name varchar(100) not null,
    prefix varchar(20) not null,
    format varchar(60) not null,
    current_number bigint not null default 0 check (current_number >= 0),
    zero_padding smallint not null default 6 check (zero_padding between 0 and 12),
    modified_at timestamptz not null default now()
  )`,
  `insert into running_numbers (code, name, prefix, format, zero_padding) values
    ('TRX', 'Transaction', 'TRX', '{PREFIX}{YY}{MM}-{N}', 6),
    ('INV', 'Invoice', 'INV', '{PREFIX}-{YYYY}-{N}', 5),
    ('RCP', 'Invoice payment receipt', 'RCP', '{PREFIX}-{YYYY}-{N}', 5),
    ('CHK', 'Check reference', 'CHK', '{PREFIX}{YY}{MM}{DD}-{N}', 6)`,
  `create table checks (
    id bigserial primary key,
    unikey varchar(64) not null unique,
    user_id int references users(id),
    guest_email varchar(60),
    guest_phone varchar(20),
    referral_code varchar(20),
    search_by_vehicle boolean not null,
    search_key varchar(30) not null,
    nvic varchar(20),
    vehicle_id bigint,
    is_found boolean not null,
    status varchar(10) not null default 'unpaid' check (status in ('unpaid', 'paid')),
    payment_type smallint,
    reference_no varchar(40) unique,
    charged_credit int,
    charged_sen bigint,
    report jsonb,
    paid_at timestamptz,
    created_at timestamptz not null default now(),
    check (status = 'unpaid' or (report is not null and reference_no is not null and paid_at is not null))
  )`,
  `create index checks_user_idx on checks (user_id, created_at desc)`,
  `create table transactions (
    id bigserial primary key,
    document_no varchar(40) not null unique,
    type smallint not null check (type in (1, 2, 3)),
    user_id int references users(id),
    company_id int references companies(id),
    check_id bigint references checks(id),
    description varchar(200) not null,
    amount_sen bigint not null default 0,
    credit int not null default 0,
    credit_balance int,
    payment_status varchar(10) check (payment_status in ('Pending', 'Completed', 'Failed', 'Cancelled')),
    referral_code varchar(20),
    referrer_id int references referrers(id),
    reverses_id bigint references transactions(id),
    created_by int references users(id),
    created_at timestamptz not null default now()
  )`,
  `create index transactions_user_idx on transactions (user_id, created_at desc)`,
  `create index transactions_company_idx on transactions (company_id, created_at desc)`,
  `create index transactions_created_idx on transactions (created_at desc)`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
