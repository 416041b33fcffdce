import type { Db } from '../db/connection.ts';

export const companyIdByNumber = (db: Db, companyNo: string) =>
  db.selectFrom('companies').select('id').where('company_no', '=', companyNo).executeTakeFirst();

/** A referral code, left as it is when it exists already. */
export const insertReferrerOnce = (db: Db, referrer: { code: string; name: string; companyId: number }) =>
  db
    .insertInto('referrers')
    .values({ code: referrer.code, name: referrer.name, company_id: referrer.companyId })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

export const deactivateUser = (db: Db, userId: number) =>
  db.updateTable('users').set({ active: false }).where('id', '=', userId).execute();

export const replacePasswordHash = (db: Db, userId: number, passwordHash: string) =>
  db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
