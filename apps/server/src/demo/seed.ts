import { UserRole } from '@portal/contract';
import type { Db } from '../db/connection.ts';
import { grantCredit } from '../domain/ledger/queries.ts';
import { findUserByEmail, insertCompany, insertUser, revokeAllSessions } from '../features/auth/queries.ts';
import { hashPassword, passwordMatches } from '../platform/secrets.ts';
import { companyIdByNumber, deactivateUser, insertReferrerOnce, replacePasswordHash } from './queries.ts';
import { seedVehicleDemo } from './vehicles/demo.ts';

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

/** The demo accounts a start prints and makes: the published administrator only without ADMIN_EMAIL. */
export const demoAccountsOf = (admin: { email: string } | undefined) =>
  demoAccounts.filter((account) => !admin || account.role !== UserRole.Administrator);

/**
 * Demo data, idempotent: the referral dealers, the demo accounts printed at start, and vehicle data. `admin`: the
 * ADMIN_EMAIL administrator, which replaces the published one.
 */
export async function seedDemo(db: Db, admin?: { email: string; password: string }) {
  const dealer = await companyIdByNumber(db, '201901012345');
  const dealerId =
    dealer?.id ??
    (await insertCompany(db, {
      CompanyName: 'Jaya Auto Trading Sdn. Bhd.',
      CompanyNo: '201901012345',
      ContactNo: '0378901234',
      TIN: 'C20880050010',
      SSTNo: 'W10-1808-32000123',
      Address: {
        Lines: 'Lot 12, Jalan Kenari 5\nBandar Puchong Jaya',
        Postcode: '47100',
        City: 'Puchong',
        StateCode: '10',
      },
    }));
  await insertReferrerOnce(db, { code: 'DEALER01', name: 'Jaya Auto Trading Sdn. Bhd.', companyId: dealerId });

  if (admin) await retirePublishedAdministrator(db, admin);
  for (const account of demoAccountsOf(admin)) {
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

/**
 * With ADMIN_EMAIL set, the administrator whose password the README publishes must not let anyone in: it is not
 * made, and one an earlier demo start made is deactivated (its sessions ended); were it the ADMIN_EMAIL account
 * itself, its published password is replaced by ADMIN_PASSWORD instead.
 */
async function retirePublishedAdministrator(db: Db, admin: { email: string; password: string }) {
  const published = demoAccounts.find((account) => account.role === UserRole.Administrator);
  const existing = published && (await findUserByEmail(db, published.email));
  if (!published || !existing) return;
  if (existing.email.toLowerCase() !== admin.email) {
    await deactivateUser(db, existing.id);
  } else if (await passwordMatches(existing.password_hash, published.password)) {
    await replacePasswordHash(db, existing.id, await hashPassword(admin.password));
  }
  await revokeAllSessions(db, existing.id);
}
