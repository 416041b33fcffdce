import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A paid report's page is kept as drawn and found again by one query (docs/decisions/0086-kept-report-pages-by-version.md):
 * `checks.page_version` counts every change to what the page shows of the report, bumped by the database itself in the
 * transaction that makes the change, so that no path that writes a check, its photos or its share links can forget it.
 * What the page shows of its viewer (name, credit, company, watches) is read beside it, not counted here.
 */
const statements = [
  'alter table checks add column page_version integer not null default 0',
  `create function count_check_page_change() returns trigger language plpgsql as $$
  begin
    new.page_version := old.page_version + 1;
    return new;
  end $$`,
  `create trigger checks_page_version before update on checks
    for each row execute function count_check_page_change()`,
  `create function count_report_part_change() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      update checks set page_version = page_version + 1 where id = new.check_id;
      return null;
    end if;
    update checks set page_version = page_version + 1 where id = old.check_id;
    if tg_op = 'UPDATE' and new.check_id <> old.check_id then
      update checks set page_version = page_version + 1 where id = new.check_id;
    end if;
    return null;
  end $$`,
  `create trigger attachments_page_version after insert or update or delete on attachments
    for each row execute function count_report_part_change()`,
  `create trigger report_shares_page_version after insert or update or delete on report_shares
    for each row execute function count_report_part_change()`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
