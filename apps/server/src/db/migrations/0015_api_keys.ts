import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * API access: a company's (or an administrator's) keys for `/api/v1/*`, the secret kept only as its SHA-256 hash;
 * and the answers kept per key and `Idempotency-Key`, whose unique index lets one of many identical retries run.
 */
const statements = [
  `create table api_keys (
    id serial primary key,
    user_id int not null references users(id),
    name varchar(100) not null,
    prefix varchar(20) not null,
    secret_hash char(64) not null unique,
    is_test boolean not null default false,
    created_at timestamptz not null default now(),
    last_used_at timestamptz,
    revoked_at timestamptz
  )`,
  `create index api_keys_user on api_keys (user_id)`,
  `create table api_idempotency (
    id serial primary key,
    api_key_id int not null references api_keys(id),
    idempotency_key varchar(255) not null,
    request_hash char(64) not null,
    status_code int,
    answer text,
    created_at timestamptz not null default now(),
    unique (api_key_id, idempotency_key)
  )`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
