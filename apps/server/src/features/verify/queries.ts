import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';

/** A paid check by its reference, with its report as the database's one canonical text (what its fingerprint hashes). */
export const paidByReference = compiledOnce('paid_check_by_reference', ['\u0000reference'], (db, reference: string) =>
  db
    .selectFrom('checks')
    .select(['reference_no', 'verify_token', 'paid_at', sql<string>`report::text`.as('report_json')])
    .where('reference_no', '=', reference)
    .where('status', '=', 'paid'),
);
