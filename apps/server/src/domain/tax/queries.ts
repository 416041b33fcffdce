import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

/** An individual's name, contact and tax identification (a TIN, a MyKad number, either or both or none). */
export const individualOf = (db: Q, userId: number) =>
  db
    .selectFrom('users')
    .select(['username', 'email', 'phone', 'tin', 'mykad'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

/** A company's tax details, with the e-mail of its oldest active user (a company has no address of its own). */
export const companyOf = (db: Q, companyId: number) =>
  db
    .selectFrom('companies as c')
    .select([
      'c.name',
      'c.company_no',
      'c.contact_no',
      'c.tin',
      'c.sst_no',
      'c.address',
      'c.postcode',
      'c.city',
      'c.state_code',
      (eb) =>
        eb
          .selectFrom('users as u')
          .select('u.email')
          .whereRef('u.company_id', '=', 'c.id')
          .where('u.active', '=', true)
          .orderBy('u.id')
          .limit(1)
          .as('email'),
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirstOrThrow();
