import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Moves a series one number on and answers it with how it is written (and the database's time, for a date in the
 * format); its row stays locked until the caller's transaction ends.
 */
export const incrementRunningNumber = (trx: Kysely<DB>, code: string) =>
  trx
    .updateTable('running_numbers')
    .set({ current_number: sql`current_number + 1` })
    .where('code', '=', code)
    .returning(['prefix', 'format', 'current_number', 'zero_padding', sql<Date>`now()`.as('at')])
    .executeTakeFirstOrThrow(() => new Error(`No running number set up for ${code}`));
