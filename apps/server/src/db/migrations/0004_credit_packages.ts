import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** Credit packages that buyers top up with (Credits Setup). */
const statements = [
  `create table credit_packages (
    id serial primary key,
    name varchar(100) not null,
    credit int not null check (credit > 0),
    price_sen int not null check (price_sen > 0),
    description varchar(500) not null default '',
    modified_at timestamptz not null default now()
  )`,
  `insert into credit_packages (name, credit, price_sen, description) values
    ('Single check', 1, 2500, 'One vehicle check'),
    ('Buyer pack', 5, 10000, 'Five checks, RM 20.00 each'),
    ('Dealer pack', 50, 75000, 'Fifty checks, RM 15.00 each, for dealers'),
    ('Dealer pro', 200, 240000, 'Two hundred checks, RM 12.00 each')`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
