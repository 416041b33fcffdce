import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * One charge per check. At most one open (Pending) pay-per-search payment per check, by a partial unique index (older
 * duplicates are cancelled first: the newest is the one a buyer was last sent to). Money that still arrives for a
 * check already sold becomes a refund-due record an administrator settles by hand, with the refund's reference.
 */
const statements = [
  `update payments set status = 'Cancelled', settled_at = now(), updated_at = now()
    where purpose = 'search' and status = 'Pending'
      and id not in (select max(id) from payments where purpose = 'search' and status = 'Pending' group by check_id)`,
  `create unique index payments_open_search_idx on payments (check_id) where purpose = 'search' and status = 'Pending'`,
  `create table refunds (
    id bigserial primary key,
    payment_id bigint not null unique references payments(id),
    check_id bigint references checks(id),
    amount_sen bigint not null check (amount_sen > 0),
    payer_name varchar(100) not null,
    payer_email varchar(60) not null,
    reason varchar(200) not null,
    status varchar(10) not null default 'Due' check (status in ('Due', 'Refunded')),
    reference varchar(100),
    refunded_at timestamptz,
    refunded_by int references users(id),
    created_at timestamptz not null default now(),
    check ((status = 'Due') = (reference is null))
  )`,
  `create index refunds_status_idx on refunds (status, created_at desc)`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
