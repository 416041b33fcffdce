import { formatRunningNumber } from '@portal/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

/** PTI: a company's credit-package tax invoice (issue 25). */
export type DocumentCode = 'TRX' | 'INV' | 'RCP' | 'CHK' | 'PTI';

/**
 * The next number of a series, taken inside the caller's transaction: the row lock of the
 * increment makes numbers unique, and a rolled-back document gives its number back (gapless).
 */
export async function takeDocumentNo(trx: Kysely<DB>, code: DocumentCode) {
  const row = await trx
    .updateTable('running_numbers')
    .set({ current_number: sql`current_number + 1` })
    .where('code', '=', code)
    .returning(['prefix', 'format', 'current_number', 'zero_padding', sql<Date>`now()`.as('at')])
    .executeTakeFirstOrThrow(() => new Error(`No running number set up for ${code}`));
  return formatRunningNumber(row.format, {
    prefix: row.prefix,
    number: row.current_number,
    zeroPadding: row.zero_padding,
    at: row.at,
  });
}
