import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Bulk checks: a dealer's uploaded list (a batch) and one item per row. A batch is a preview until confirmed; the
 * worker then takes pending items one at a time (SKIP LOCKED) and, in the item's own transaction, records the
 * check, charges it and marks the item done, so an item is charged once whatever restarts happen. An item points at
 * most at one check (unique), and a check belongs to at most one item. `vehicle_id` is the vehicle found at preview,
 * without a foreign key, as on checks: replacing the vehicle data (`npm run db:generate -- --replace`) must not be
 * stopped by a dealer's old batch.
 */
const statements = [
  `create table bulk_batches (
    id bigserial primary key,
    user_id int not null references users(id),
    file_name varchar(255) not null,
    status varchar(10) not null default 'preview' check (status in ('preview', 'running', 'done')),
    payment_type int,
    total int not null,
    language varchar(2),
    created_at timestamptz not null default now(),
    confirmed_at timestamptz,
    finished_at timestamptz
  )`,
  `create index bulk_batches_user_idx on bulk_batches (user_id, created_at desc)`,
  `create table bulk_items (
    id bigserial primary key,
    batch_id bigint not null references bulk_batches(id) on delete cascade,
    line int not null,
    search_key varchar(40) not null,
    search_by_vehicle boolean not null,
    vehicle_id bigint,
    preview varchar(10) not null check (preview in ('found', 'notfound', 'owned', 'invalid', 'duplicate')),
    state varchar(10) not null default 'pending' check (state in ('pending', 'charged', 'skipped', 'refused')),
    check_id bigint unique references checks(id),
    done_at timestamptz
  )`,
  `create index bulk_items_pending_idx on bulk_items (batch_id, id) where state = 'pending'`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
