import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Bulk work off the request path (issue 21). An upload is kept in its batch (`upload`, status `reading`) until the
 * worker has read it, then cleared: the batch becomes a preview, or `refused` with the refusal's code and values. The
 * zip of a finished batch's PDF reports is drawn by the worker into `bulk_report_pdfs` (`reports`: none, preparing,
 * ready, in the language it was asked in) and sent from there; the rows go with their batch, and the retention job lets
them go a week after they were ready (the batch is then `none` again: they can be prepared anew).
 */
const statements = [
  `alter table bulk_batches drop constraint bulk_batches_status_check`,
  `alter table bulk_batches add constraint bulk_batches_status_check
    check (status in ('reading', 'refused', 'preview', 'running', 'done'))`,
  `alter table bulk_batches add column upload bytea`,
  `alter table bulk_batches add column upload_type varchar(4) check (upload_type in ('csv', 'xlsx'))`,
  `alter table bulk_batches add column read_claimed_at timestamptz`,
  `alter table bulk_batches add column refusal_code varchar(40)`,
  `alter table bulk_batches add column refusal_params text`,
  `alter table bulk_batches add column reports varchar(10) not null default 'none'
    check (reports in ('none', 'preparing', 'ready'))`,
  `alter table bulk_batches add column reports_language varchar(2)`,
  `alter table bulk_batches add column reports_ready_at timestamptz`,
  `create index bulk_batches_reading_idx on bulk_batches (id) where status = 'reading'`,
  `create index bulk_batches_reports_idx on bulk_batches (id) where reports = 'preparing'`,
  `create table bulk_report_pdfs (
    batch_id bigint not null references bulk_batches(id) on delete cascade,
    reference varchar(40) not null,
    pdf bytea not null,
    primary key (batch_id, reference)
  )`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
