import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Images attached to a check. The bytes live in the database (bytea): every instance on one PostgreSQL serves
 * every image, and a backup of the database is a backup of the images. Only the re-encoded image and its
 * thumbnail are kept (never the file as uploaded, whose metadata may hold where the photo was taken).
 */
const statements = [
  `create table attachments (
    id bigserial primary key,
    public_id varchar(64) not null unique,
    check_id bigint not null references checks (id) on delete cascade,
    is_misc boolean not null,
    name varchar(255) not null,
    description varchar(200) not null default '',
    content_type varchar(40) not null,
    width int not null,
    height int not null,
    byte_size int not null,
    data bytea not null,
    thumb bytea not null,
    uploaded_by int references users (id),
    created_at timestamptz not null default now()
  )`,
  `create index attachments_check_idx on attachments (check_id, is_misc, created_at desc)`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
