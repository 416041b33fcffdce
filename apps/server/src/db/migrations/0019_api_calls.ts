import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The log of `/api/v1` calls made with a valid API key: the route's pattern (never its reference or body), the
 * answer's status and how long it took. Kept 90 days (the hourly retention job).
 */
const statements = [
  `create table api_calls (
    id bigserial primary key,
    api_key_id int not null references api_keys(id),
    method varchar(10) not null,
    route varchar(200) not null,
    status_code int not null,
    duration_ms int not null,
    called_at timestamptz not null default now()
  )`,
  `create index api_calls_key_time on api_calls (api_key_id, called_at)`,
  `create index api_calls_time on api_calls (called_at)`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
