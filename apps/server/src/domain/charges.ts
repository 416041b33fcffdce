import type { ChargeInfo } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { chargeSetups } from './charges/queries.ts';

export async function chargeList(db: Kysely<DB>): Promise<ChargeInfo[]> {
  const rows = await chargeSetups(db);
  return rows.map((row) => ({ PaymentTypeID: row.payment_type_id, Credit: row.credit, PriceSen: row.price_sen }));
}

const CACHE_MS = 5_000;
const cache = new WeakMap<Kysely<DB>, { json: string; until: number }>();

/**
 * The charges as ChargeInfo JSON text for the report page, kept for 5 seconds: they change only
 * when an administrator edits Charges Setup. What a check costs is always read fresh at payment
 * (and by GetChargeInfo, which the Make Payment modal shows).
 */
export async function chargesJsonForDisplay(db: Kysely<DB>): Promise<string> {
  const cached = cache.get(db);
  if (cached && cached.until > Date.now()) return cached.json;
  const json = JSON.stringify(await chargeList(db));
  cache.set(db, { json, until: Date.now() + CACHE_MS });
  return json;
}

/** After a Charges Setup change on this instance, show the new charges at once. */
export function forgetDisplayedCharges(db: Kysely<DB>) {
  cache.delete(db);
}
