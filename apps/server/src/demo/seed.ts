import { UserRole } from '@portal/contract';
import type { Db } from '../db/connection.ts';
import { findUserByEmail, insertCompany, insertUser } from '../features/auth/queries.ts';
import { grantCredit } from '../features/ledger/queries.ts';
import { seedVehicleDemo } from '../features/vehicles/demo.ts';
import { hashPassword } from '../platform/secrets.ts';

export const demoAccounts = [
  {
    label: 'Administrator',
    email: 'admin@demo.carsemak.my',
    password: 'Admin#2026',
    role: UserRole.Administrator,
    credit: 0,
  },
  { label: 'Individual', email: 'aisyah@demo.carsemak.my', password: 'Demo#2026', role: UserRole.User, credit: 10 },
  {
    label: 'Company (dealer)',
    email: 'dealer@demo.carsemak.my',
    password: 'Dealer#2026',
    role: UserRole.User,
    credit: 50,
  },
] as const;

const names: Record<string, string> = {
  'admin@demo.carsemak.my': 'Admin',
  'aisyah@demo.carsemak.my': 'Nur Aisyah',
  'dealer@demo.carsemak.my': 'Lim Wei Jie',
};

/** Demo data, idempotent: the referral dealers, the three demo accounts printed at start, and vehicle data. */
export async function seedDemo(db: Db) {
  const dealer = await db
    .selectFrom('companies')
    .select('id')
    .where('company_no', '=', '201901012345')
    .executeTakeFirst();
  const dealerId =
    dealer?.id ??
    (await insertCompany(db, {
      name: 'Jaya Auto Trading Sdn. Bhd.',
      companyNo: '201901012345',
      contactNo: '0378901234',
    }));
  await db
    .insertInto('referrers')
    .values({ code: 'DEALER01', name: 'Jaya Auto Trading Sdn. Bhd.', company_id: dealerId })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  for (const account of demoAccounts) {
    if (await findUserByEmail(db, account.email)) continue;
    const isCompany = account.label.startsWith('Company');
    await db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, {
        email: account.email,
        username: names[account.email] ?? account.label,
        phone: '0123456789',
        passwordHash: await hashPassword(account.password),
        accountType: isCompany ? 'COMPANY' : 'INDIVIDUAL',
        companyId: isCompany ? dealerId : null,
        referralCode: 'LFC01',
        role: account.role,
        verified: true,
      });
      if (account.credit > 0) await grantCredit(trx, userId, account.credit, 'Opening credit (demo account)');
    });
  }
  await seedVehicleDemo(db);
}
