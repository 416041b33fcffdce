import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The seeded credit packages (0004) in Malay and Chinese. 0024 copied their English into the Malay and Chinese
 * columns, so a Malay or Chinese buyer read "Buyer pack" on the top-up form, the home page, the ledger and the tax
 * invoice. Each column is written only where it still holds the seeded English: an administrator's own wording stays.
 */
const seeded = [
  {
    name: 'Single check',
    description: 'One vehicle check',
    ms: ['Semakan Tunggal', 'Satu semakan kenderaan'],
    zh: ['单次查询', '查询一辆车'],
  },
  {
    name: 'Buyer pack',
    description: 'Five checks, RM 20.00 each',
    ms: ['Pakej Pembeli', 'Lima semakan, RM 20.00 setiap satu'],
    zh: ['买家配套', '5 次查询，每次 RM 20.00'],
  },
  {
    name: 'Dealer pack',
    description: 'Fifty checks, RM 15.00 each, for dealers',
    ms: ['Pakej Peniaga', 'Lima puluh semakan, RM 15.00 setiap satu, untuk peniaga kereta'],
    zh: ['车商配套', '50 次查询，每次 RM 15.00，专为车商而设'],
  },
  {
    name: 'Dealer pro',
    description: 'Two hundred checks, RM 12.00 each',
    ms: ['Pakej Peniaga Pro', 'Dua ratus semakan, RM 12.00 setiap satu'],
    zh: ['车商专业配套', '200 次查询，每次 RM 12.00'],
  },
] as const;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** One column of every seeded package, set where it still equals the English column it was copied from. */
function translate(column: string, english: 'name' | 'description', words: (row: (typeof seeded)[number]) => string) {
  return seeded.map(
    (row) =>
      `update credit_packages set ${column} = ${literal(words(row))}
        where ${english} = ${literal(row[english])} and ${column} = ${english}`,
  );
}

const statements = [
  ...translate('name_ms', 'name', (row) => row.ms[0]),
  ...translate('description_ms', 'description', (row) => row.ms[1]),
  ...translate('name_zh', 'name', (row) => row.zh[0]),
  ...translate('description_zh', 'description', (row) => row.zh[1]),
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
