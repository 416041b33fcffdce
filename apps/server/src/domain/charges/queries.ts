import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export const chargeSetups = (db: Kysely<DB>) =>
  db.selectFrom('charge_setups').select(['payment_type_id', 'credit', 'price_sen']).orderBy('id').execute();
