import type { ChargeInfo } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function chargeList(db: Kysely<Database>): Promise<ChargeInfo[]> {
  const rows = await db
    .selectFrom('charge_setups')
    .select(['payment_type_id', 'credit', 'price_sen'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ PaymentTypeID: row.payment_type_id, Credit: row.credit, PriceSen: row.price_sen }));
}
