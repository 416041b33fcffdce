import type { ChargeInfo } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { chargeSetups } from './charges/queries.ts';

export async function chargeList(db: Kysely<DB>): Promise<ChargeInfo[]> {
  const rows = await chargeSetups(db);
  return rows.map((row) => ({ PaymentTypeID: row.payment_type_id, Credit: row.credit, PriceSen: row.price_sen }));
}

const CACHE_MS = 5_000;
const cache = new WeakMap<Kysely<DB>, { charges: ChargeInfo[]; json: string; until: number }>();

/**
 * The charges the report shows, kept for 5 seconds: they change only when an administrator edits Charges Setup. What
 * a check costs is always read fresh at payment (and by GetChargeInfo, which the Make Payment modal shows).
 */
async function displayedCharges(db: Kysely<DB>) {
  const cached = cache.get(db);
  if (cached && cached.until > Date.now()) return cached;
  const charges = await chargeList(db);
  const displayed = { charges, json: JSON.stringify(charges), until: Date.now() + CACHE_MS };
  cache.set(db, displayed);
  return displayed;
}

/** The charges GetItem answers with a check (see displayedCharges). */
export const chargesForDisplay = async (db: Kysely<DB>) => (await displayedCharges(db)).charges;

/** The charges as ChargeInfo JSON text, part of what a kept report page is drawn from (see displayedCharges). */
export const chargesJsonForDisplay = async (db: Kysely<DB>) => (await displayedCharges(db)).json;

/** After a Charges Setup change on this instance, show the new charges at once. */
export function forgetDisplayedCharges(db: Kysely<DB>) {
  cache.delete(db);
}
