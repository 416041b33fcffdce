import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A credit package's name and description in Malay and Chinese beside the English ones (`name`, `description`). An
 * empty translation reads as the English; the packages there already get their current words in all three.
 */
const statements = [
  `alter table credit_packages
    add column name_ms varchar(100) not null default '',
    add column name_zh varchar(100) not null default '',
    add column description_ms varchar(500) not null default '',
    add column description_zh varchar(500) not null default ''`,
  `update credit_packages
    set name_ms = name, name_zh = name, description_ms = description, description_zh = description`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
