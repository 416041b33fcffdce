import { type SellerDetails, type TaxParties, type TaxParty, taxParties } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Config, Seller } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { splitSst } from '../money/sst.ts';
import * as q from './queries.ts';

type Sst = Config['sst'];

/** The SST inside a price at today's rate (0 when the seller is not registered): what a money row stores. */
export const taxOf = (includingSen: number, sst: Sst) =>
  sst.registered ? splitSst(includingSen, sst.ratePercent).taxSen : 0;

export const sellerDetails = (seller: Seller): SellerDetails => ({
  name: seller.name,
  tin: seller.tin,
  brn: seller.brn,
  mykad: null,
  sstNo: seller.sstNo ?? null,
  address: seller.address,
  phone: seller.phone,
  email: seller.email,
  msic: seller.msic,
  activity: seller.activity,
  bank: seller.bank,
});

const addressOf = (row: {
  address: string | null;
  postcode: string | null;
  city: string | null;
  state_code: string | null;
}) =>
  row.address === null
    ? null
    : {
        lines: row.address
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== ''),
        postcode: row.postcode ?? '',
        city: row.city ?? '',
        stateCode: row.state_code ?? '',
      };

/** A company as a tax document names it: its registered details, reached through the oldest of its active users. */
export async function companyBuyer(db: Kysely<DB>, companyId: number): Promise<TaxParty> {
  const row = await q.companyOf(db, companyId);
  return {
    name: row.name,
    tin: row.tin,
    brn: row.company_no,
    mykad: null,
    sstNo: row.sst_no,
    address: addressOf(row),
    phone: row.contact_no,
    email: row.email,
  };
}

/**
 * An individual as an e-invoice they asked for names them: their name, TIN and MyKad number as their account holds
 * them, e-mail and mobile. No address is asked of an individual (docs/decisions/0060-sst-and-tax-invoices.md).
 */
export async function individualBuyer(db: Kysely<DB>, userId: number): Promise<TaxParty> {
  const row = await q.individualOf(db, userId);
  return {
    name: row.username,
    tin: row.tin,
    brn: null,
    mykad: row.mykad,
    sstNo: null,
    address: null,
    phone: row.phone,
    email: row.email,
  };
}

/** Both parties and today's rate, frozen into a document when it is issued. */
export const partiesOn = (config: Pick<Config, 'seller' | 'sst'>, buyer: TaxParty): TaxParties => ({
  seller: sellerDetails(config.seller),
  buyer,
  sstRatePercent: config.sst.ratePercent,
});

/** A document's stored parties (JSON written by `partiesOn`), checked as they are read back. */
export const storedParties = (value: unknown): TaxParties =>
  taxParties.parse(typeof value === 'string' ? JSON.parse(value) : value);
