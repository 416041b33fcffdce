import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * An ISM ABI upload is imported by a job: the request stores its files here and answers at once; the job reads them,
 * records its progress (rows checked) and its outcome (the upload's report), then clears the files.
 */
const statements = [
  `create table ismabi_imports (
    id bigserial primary key,
    kind varchar(30) not null,
    actor_id int not null references users(id),
    language varchar(2) not null,
    status varchar(10) not null default 'queued' check (status in ('queued', 'checking', 'writing', 'done', 'failed')),
    rows_checked int not null default 0,
    outcome jsonb,
    created_at timestamptz not null default now(),
    finished_at timestamptz
  )`,
  `create table ismabi_import_files (
    import_id bigint not null references ismabi_imports(id) on delete cascade,
    position int not null,
    name varchar(255) not null,
    size int not null,
    type varchar(4) not null check (type in ('csv', 'xlsx')),
    content bytea,
    primary key (import_id, position)
  )`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
