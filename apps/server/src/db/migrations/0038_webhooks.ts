import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Webhooks (issue 39): a company's HTTPS endpoints, each with the secret its deliveries are signed with (kept as is:
 * the portal signs with it), and the delivery log, which is also the queue the `webhook-delivery` job sweeps.
 */
const statements = [
  `create table webhook_endpoints (
    id serial primary key,
    user_id integer not null references users(id) on delete cascade,
    url text not null,
    secret text not null,
    created_at timestamptz not null default now(),
    removed_at timestamptz
  )`,
  'create index webhook_endpoints_user on webhook_endpoints (user_id) where removed_at is null',
  `create table webhook_deliveries (
    id serial primary key,
    endpoint_id integer not null references webhook_endpoints(id) on delete cascade,
    event text not null,
    payload text not null,
    state text not null default 'pending' check (state in ('pending', 'delivered', 'failed')),
    attempts integer not null default 0,
    last_status integer,
    last_error text,
    next_attempt_at timestamptz not null default now(),
    created_at timestamptz not null default now(),
    delivered_at timestamptz
  )`,
  `create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where state = 'pending'`,
  'create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, id desc)',
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
