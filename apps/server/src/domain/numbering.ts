import { formatRunningNumber } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { incrementRunningNumber } from './numbering/queries.ts';

/** PTI: a company's credit-package tax invoice (issue 25). */
export type DocumentCode = 'TRX' | 'INV' | 'RCP' | 'CHK' | 'PTI';

/**
 * The next number of a series, taken inside the caller's transaction: the row lock of the
 * increment makes numbers unique, and a rolled-back document gives its number back (gapless).
 */
export async function takeDocumentNo(trx: Kysely<DB>, code: DocumentCode) {
  const row = await incrementRunningNumber(trx, code);
  return formatRunningNumber(row.format, {
    prefix: row.prefix,
    number: row.current_number,
    zeroPadding: row.zero_padding,
    at: row.at,
  });
}
