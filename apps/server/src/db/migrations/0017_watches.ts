import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Watched vehicles (issue 12): a user watches a chassis from a paid report of theirs. The watch keeps what it last
 * saw of that chassis's claims (how many, the newest claim's id and accident date); an import that adds claims
 * beyond that marks the watch changed once (how many new claims, when) and moves what it has seen forward.
 */
const statements = [
  `create table watches (
    id serial primary key,
    user_id int not null references users(id),
    chassis_no_key varchar(30) not null,
    check_id int not null references checks(id),
    created_at timestamptz not null default now(),
    seen_claim_count int not null default 0 check (seen_claim_count >= 0),
    seen_last_claim_id bigint not null default 0,
    seen_last_claim_date date,
    new_claims int not null default 0 check (new_claims >= 0),
    changed_at timestamptz
  )`,
  `create unique index watches_user_chassis on watches (user_id, chassis_no_key)`,
  `create index watches_chassis on watches (chassis_no_key)`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
