import type { CompanyTaxDetails, PersonTaxDetails } from '@portal/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

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

/** The columns of `TaxColumns`, for a query over `users as u` left-joined to `companies as c`. */
export const taxColumns = [
  'u.account_type',
  'u.tin',
  'u.mykad',
  'c.tin as company_tin',
  'c.company_no',
  'c.sst_no',
  'c.address',
  'c.postcode',
  'c.city',
  'c.state_code',
] as const;

/** The tax details of one account, read with its company's. */
export const accountTaxRow = (db: Q, userId: number) =>
  db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select([...taxColumns, 'u.company_id', 'c.name as company_name'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();

/** A company's TIN, SST no. and address, as its registration stores them (the street lines one per line). */
export const setCompanyTaxDetails = (trx: Q, companyId: number, details: CompanyTaxDetails) =>
  trx
    .updateTable('companies')
    .set({
      tin: details.TIN,
      sst_no: details.SSTNo ?? null,
      address: details.CompanyAddress.Lines,
      postcode: details.CompanyAddress.Postcode,
      city: details.CompanyAddress.City,
      state_code: details.CompanyAddress.StateCode,
    })
    .where('id', '=', companyId)
    .execute();

/** An individual's TIN and MyKad; an empty one is removed. */
export const setPersonTaxDetails = (trx: Q, userId: number, details: PersonTaxDetails) =>
  trx
    .updateTable('users')
    .set({ tin: details.TIN ?? null, mykad: details.MyKad ?? null, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
