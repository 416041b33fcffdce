import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Money paid through a gateway: a credit top-up (package and credits copied, so a package changed or deleted later
 * does not change what was bought) or a pay-per-search of one check. `public_id` is the payment's unguessable key
 * (the only id that leaves the server); `gateway_bill_id` deduplicates callbacks.
 */
const statements = [
  `create table payments (
    id bigserial primary key,
    public_id varchar(64) not null unique,
    purpose varchar(10) not null check (purpose in ('topup', 'search')),
    user_id int references users(id),
    is_guest boolean not null,
    payer_name varchar(100) not null,
    payer_email varchar(60) not null,
    payer_phone varchar(20) not null,
    credit_package_id int references credit_packages(id) on delete set null,
    credit int check (credit > 0),
    check_id bigint references checks(id),
    amount_sen bigint not null check (amount_sen > 0),
    currency char(3) not null default 'MYR',
    description varchar(200) not null,
    gateway varchar(20) not null,
    gateway_bill_id varchar(100) unique,
    gateway_url varchar(500),
    status varchar(10) not null default 'Pending' check (status in ('Pending', 'Completed', 'Failed', 'Cancelled')),
    referral_code varchar(20),
    referrer_id int references referrers(id),
    transaction_no varchar(40),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    settled_at timestamptz,
    check ((purpose = 'topup' and user_id is not null and credit is not null and check_id is null)
        or (purpose = 'search' and check_id is not null and credit is null)),
    check (is_guest = (user_id is null))
  )`,
  `create index payments_user_idx on payments (user_id, created_at desc)`,
  `create index payments_check_idx on payments (check_id)`,
  // Secrets the instances must share, made once by the first of them (the sandbox gateway's signing key).
  `create table app_secrets (
    name varchar(50) primary key,
    value varchar(200) not null,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
