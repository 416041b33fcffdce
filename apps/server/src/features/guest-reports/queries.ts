import { type Kysely, sql } from 'kysely';
import { countRows } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

export interface GuestBuyer {
  email: string;
  phone: string;
}

/** The paid checks bought without an account with this e-mail address (any case) and mobile number. */
const paidByGuest = (db: Q, buyer: GuestBuyer) =>
  db
    .selectFrom('checks')
    .where('user_id', 'is', null)
    .where('status', '=', 'paid')
    .where(sql<string>`lower(guest_email)`, '=', buyer.email.toLowerCase())
    .where('guest_phone', '=', buyer.phone);

export async function hasPaidGuestReport(db: Q, buyer: GuestBuyer) {
  return (await paidByGuest(db, buyer).select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Holds this buyer's links until the transaction ends, so that requests for one buyer take turns. */
export const lockBuyer = (db: Q, buyer: GuestBuyer) =>
  sql`select pg_advisory_xact_lock(hashtext(${`guest-reports:${buyer.email.toLowerCase()}:${buyer.phone}`}))`.execute(
    db,
  );

export const countRecentLinks = (db: Q, buyer: GuestBuyer, windowMinutes: number) =>
  countRows(
    db
      .selectFrom('guest_report_links')
      .where(sql<string>`lower(email)`, '=', buyer.email.toLowerCase())
      .where('phone', '=', buyer.phone)
      .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`),
  );

export const insertLink = (db: Q, buyer: GuestBuyer, tokenHash: string, ttlMinutes: number) =>
  db
    .insertInto('guest_report_links')
    .values({
      email: buyer.email,
      phone: buyer.phone,
      token_hash: tokenHash,
      expires_at: sql<Date>`now() + make_interval(mins => ${ttlMinutes})`,
    })
    .execute();

/** The buyer a live (unexpired) link was mailed to, and until when it lists their reports. */
export const liveLink = (db: Q, tokenHash: string) =>
  db
    .selectFrom('guest_report_links')
    .select(['email', 'phone', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

/** The buyer's paid reports, newest first, with the vehicle as the frozen report names it. */
export const guestReports = (db: Q, buyer: GuestBuyer) =>
  paidByGuest(db, buyer)
    .select([
      'unikey',
      sql<string | null>`report->'BasicInfo'->>'VehicleRegistrationNo'`.as('plate'),
      sql<string | null>`report->'BasicInfo'->>'VehChassis'`.as('chassis'),
      sql<string | null>`report->'BasicInfo'->>'Make'`.as('make'),
      sql<string | null>`report->'BasicInfo'->>'Family'`.as('family'),
      'paid_at',
      'created_at',
    ])
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The buyer's paid report with this key, if it is theirs. */
export const guestReport = (db: Q, buyer: GuestBuyer, unikey: string) =>
  paidByGuest(db, buyer).select('id').where('unikey', '=', unikey).executeTakeFirst();
