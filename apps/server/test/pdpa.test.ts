import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ClosureRow, MyClosureAnswer, PersonalDataExport } from '@portal/contract';
import ExcelJS from 'exceljs';
import { insertCompany, insertUser } from '../src/features/auth/queries.ts';
import { hashPassword } from '../src/platform/secrets.ts';
import {
  admin as adminToken,
  individual as aisyahToken,
  demo,
  login,
  server,
  useTestServer,
} from './support/harness.ts';
import { buyBuyerPack } from './support/payments.ts';

/** A company account with a top-up paid online and a check paid with credit. */
const siti = {
  username: 'siti.rahmah@pdpa.example.my',
  password: 'Siti#Pdpa2026',
  name: 'Siti Rahmah binti Osman',
  phone: '019-876 5432',
  companyContact: '03-7788 9900',
};

let sitiToken: string;
let sitiId: number;
let companyId: number;

type Problem = { Code?: string; Message: string; errors?: Record<string, string> };

async function download(path: string, token: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.baseUrl + path, { headers: { authorization: `Bearer ${token}`, ...headers } });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

useTestServer({
  login: ['individual', 'admin'],
  prepare: async () => {
    const passwordHash = await hashPassword(siti.password);
    await server.db.transaction().execute(async (trx) => {
      companyId = await insertCompany(trx, {
        CompanyName: 'Rahmah Auto Sdn Bhd',
        CompanyNo: '202601234567',
        ContactNo: siti.companyContact,
        TIN: 'C10000000020',
        SSTNo: undefined,
        Address: { Lines: 'Jalan Rahmah 1', Postcode: '50000', City: 'Kuala Lumpur', StateCode: '14' },
      });
      sitiId = await insertUser(trx, {
        email: siti.username,
        username: siti.name,
        phone: siti.phone,
        passwordHash,
        accountType: 'COMPANY',
        companyId,
        referralCode: 'LFC01',
        verified: true,
      });
    });
    sitiToken = await login(server, siti);

    // A top-up of 5 credits paid on the sandbox page: a payment, a money row and a credit row.
    await buyBuyerPack(server, sitiToken, {
      paymentName: siti.name,
      paymentEmail: siti.username,
      paymentPhone: siti.phone,
    });

    // A check paid with one credit: a paid report and a debit row.
    await server.buyCheck('BMK8821', sitiToken);

    // Aisyah has a check of her own, which Siti's export must not show.
    const hers = await server.get('/api/Check/SearchItem?vehicleNo=WXY1234', aisyahToken);
    assert.equal(hers.status, 200);
  },
});

/** Siti's paid reports as stored: closing her account must leave them as they were. */
const paidReports = () =>
  server.db
    .selectFrom('checks')
    .select(['unikey', 'report'])
    .where('user_id', '=', sitiId)
    .where('status', '=', 'paid')
    .execute();

describe('PDPA: personal data export', () => {
  it('downloads the own profile, checks, payments and ledger lines as JSON, and nobody else’s', async () => {
    const answer = await download('/api/Account/MyData.json', sitiToken);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-disposition') ?? '', /attachment; filename="personal-data-\d{8}\.json"/);
    const text = answer.body.toString('utf8');
    const data = JSON.parse(text) as PersonalDataExport;
    assert.equal(data.Profile.Email, siti.username);
    assert.equal(data.Profile.Name, siti.name);
    assert.equal(data.Profile.Phone, siti.phone);
    assert.equal(data.Profile.Company?.ContactNo, siti.companyContact);
    assert.equal(data.Profile.Credit, 4);
    assert.equal(data.Checks.length, 1);
    assert.equal(data.Checks[0]?.Status, 'paid');
    assert.equal(data.Checks[0]?.ChargedCredit, 1);
    assert.equal(data.Payments.length, 1);
    assert.equal(data.Payments[0]?.Status, 'Completed');
    assert.equal(data.Payments[0]?.PayerEmail, siti.username);
    assert.equal(data.Payments[0]?.Amount, 100);
    assert.deepEqual(data.Transactions.map((row) => row.Credit).sort(), [-1, 0, 5]);

    const others = await server.db
      .selectFrom('checks')
      .select('unikey')
      .where('user_id', '!=', sitiId)
      .where('user_id', 'is not', null)
      .execute();
    assert.ok(others.length > 0);
    for (const other of others) assert.ok(!text.includes(other.unikey), 'another user’s check');
    assert.ok(!text.includes(demo.individual.username), 'another user’s e-mail');

    const audit = await server.auditRows('personal_data', sitiId);
    assert.deepEqual(
      audit.map((row) => [row.action, row.actor_id, row.after]),
      [['export', sitiId, { format: 'json' }]],
    );
  });

  it('downloads an .xlsx with one sheet per part, headers in the user’s language', async () => {
    const english = await download('/api/Account/MyData.xlsx', sitiToken);
    assert.equal(english.status, 200);
    assert.equal(
      english.headers.get('content-type'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    assert.match(english.headers.get('content-disposition') ?? '', /filename="personal-data-\d{8}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(english.body as unknown as ArrayBuffer);
    assert.deepEqual(
      workbook.worksheets.map((sheet) => sheet.name),
      ['Profile', 'Checks', 'Payments', 'Transactions'],
    );
    const profile = workbook.getWorksheet('Profile');
    const values = new Map<string, unknown>();
    profile?.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
    assert.equal(values.get('E-mail'), siti.username);
    assert.equal(values.get('Name'), siti.name);
    assert.equal(values.get('Mobile number'), siti.phone);
    // The user's words, never the stored codes (INDIVIDUAL, topup, unpaid, an empty language).
    assert.equal(values.get('Account type'), 'Company');
    assert.equal(values.get('Language'), 'Not chosen (your browser’s language)');
    const columnOf = (sheet: ExcelJS.Worksheet | undefined, header: string) => {
      let found = 0;
      sheet?.getRow(1).eachCell((cell, column) => {
        if (cell.value === header) found = column;
      });
      return found;
    };
    const checks = workbook.getWorksheet('Checks');
    assert.equal(checks?.getRow(2).getCell(columnOf(checks, 'Status')).value, 'Paid');
    const payments = workbook.getWorksheet('Payments');
    assert.equal(payments?.getRow(2).getCell(columnOf(payments, 'Purpose')).value, 'Credit top-up');
    const ledger = workbook.getWorksheet('Transactions');
    const types = [2, 3, 4].map((row) => ledger?.getRow(row).getCell(columnOf(ledger, 'Type')).value);
    assert.ok(types.includes('Credit') && types.every((type) => typeof type === 'string'), JSON.stringify(types));
    assert.equal(workbook.getWorksheet('Checks')?.rowCount, 2, 'a header and the one check');
    assert.equal(workbook.getWorksheet('Payments')?.getRow(2).getCell(5).value, siti.username);
    assert.equal(workbook.getWorksheet('Transactions')?.rowCount, 4, 'a header and three ledger lines');
    assert.equal(workbook.getWorksheet('Transactions')?.getRow(1).getCell(2).value, 'Document No');

    const malay = await download('/api/Account/MyData.xlsx', sitiToken, { 'accept-language': 'ms-MY,ms;q=0.9' });
    const inMalay = new ExcelJS.Workbook();
    await inMalay.xlsx.load(malay.body as unknown as ArrayBuffer);
    assert.deepEqual(
      inMalay.worksheets.map((sheet) => sheet.name),
      ['Profil', 'Semakan', 'Bayaran', 'Transaksi'],
    );
    assert.equal(inMalay.getWorksheet('Profil')?.getRow(1).getCell(1).value, 'Medan');

    const audit = await server.auditRows('personal_data', sitiId);
    assert.deepEqual(
      audit.map((row) => row.after),
      [{ format: 'json' }, { format: 'xlsx' }, { format: 'xlsx' }],
    );
  });

  it('needs a login', async () => {
    assert.equal((await server.get('/api/Account/MyData.json')).status, 401);
    assert.equal((await server.get('/api/Account/MyData.xlsx')).status, 401);
  });
});

describe('PDPA: closing an account', () => {
  let closureId: number;
  let ledgerBefore: { document_no: string; credit: number; amount_sen: number }[];

  it('refuses a wrong or missing password, on the Password field', async () => {
    const wrong = await server.post<Problem>('/api/Account/Closure', { Password: 'not-my-password' }, sitiToken);
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.errors?.Password, 'The password is not correct.');
    const missing = await server.post<Problem>('/api/Account/Closure', {}, sitiToken);
    assert.equal(missing.status, 400);
    assert.equal(missing.body.errors?.Password, 'Enter your password to confirm.');
    assert.equal((await server.get<MyClosureAnswer>('/api/Account/Closure', sitiToken)).body.Request, null);
  });

  it('records the request once, with the credit left, and refuses a second one clearly', async () => {
    const asked = await server.post<MyClosureAnswer>('/api/Account/Closure', { Password: siti.password }, sitiToken);
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    assert.equal(asked.body.Request?.Status, 'Requested');
    assert.equal(asked.body.Credit, 4);
    closureId = asked.body.Request?.Id ?? 0;

    const again = await server.post<Problem>('/api/Account/Closure', { Password: siti.password }, sitiToken);
    assert.equal(again.status, 409);
    assert.equal(
      again.body.Message,
      'You have already asked to close your account. An administrator will complete the request.',
    );
    const inMalay = await server.call<Problem>('POST', '/api/Account/Closure', {
      body: { Password: siti.password },
      token: sitiToken,
      headers: { 'accept-language': 'ms' },
    });
    assert.equal(inMalay.status, 409);
    assert.match(inMalay.body.Message, /sudah memohon/);

    const mine = await server.get<MyClosureAnswer>('/api/Account/Closure', sitiToken);
    assert.equal(mine.body.Request?.Id, closureId);
    assert.equal(mine.body.Request?.Status, 'Requested');
  });

  it('lets the user withdraw the request before an administrator completes it, audited, and ask again', async () => {
    const withdrawn = await server.post<MyClosureAnswer>('/api/Account/Closure/Withdraw', undefined, sitiToken);
    assert.equal(withdrawn.status, 200, JSON.stringify(withdrawn.body));
    assert.equal(withdrawn.body.Request, null);
    const list = await server.get<ClosureRow[]>('/api/AccountClosure', adminToken);
    assert.ok(!list.body.some((row) => row.Id === closureId), 'no longer waiting for an administrator');
    const completeWithdrawn = await server.post(`/api/AccountClosure/Complete?id=${closureId}`, undefined, adminToken);
    assert.equal(completeWithdrawn.status, 404);
    assert.deepEqual(
      (await server.auditRows('account_closure', closureId)).map((row) => [row.action, row.actor_id]),
      [
        ['create', sitiId],
        ['cancel', sitiId],
      ],
    );

    const again = await server.post<Problem>('/api/Account/Closure/Withdraw', undefined, sitiToken);
    assert.equal(again.status, 409);
    assert.equal(again.body.Message, 'You have no request to close your account that can still be withdrawn.');
    const inChinese = await server.call<Problem>('POST', '/api/Account/Closure/Withdraw', {
      token: sitiToken,
      headers: { 'accept-language': 'zh' },
    });
    assert.equal(inChinese.body.Message, '您没有可撤回的注销账户申请。');
    assert.equal((await server.post('/api/Account/Closure/Withdraw')).status, 401);

    const askedAgain = await server.post<MyClosureAnswer>(
      '/api/Account/Closure',
      { Password: siti.password },
      sitiToken,
    );
    assert.equal(askedAgain.status, 200, JSON.stringify(askedAgain.body));
    closureId = askedAgain.body.Request?.Id ?? 0;
  });

  it('lets only an administrator see and complete requests', async () => {
    assert.equal((await server.get('/api/AccountClosure', sitiToken)).status, 403);
    assert.equal(
      (await server.post(`/api/AccountClosure/Complete?id=${closureId}`, undefined, aisyahToken)).status,
      403,
    );
    assert.equal((await server.post(`/api/AccountClosure/Complete?id=${closureId}`, undefined, sitiToken)).status, 403);
    const list = await server.get<ClosureRow[]>('/api/AccountClosure', adminToken);
    assert.equal(list.status, 200);
    const row = list.body.find((item) => item.Id === closureId);
    assert.equal(row?.Email, siti.username);
    assert.equal(row?.Status, 'Requested');
    assert.equal(row?.Credit, 4);
    const still = await server.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', sitiId)
      .executeTakeFirstOrThrow();
    assert.equal(still.email, siti.username, 'nothing is erased before an administrator completes');
  });

  it('completes: the person is gone from users, companies and payments; reports and the ledger stay and balance', async () => {
    ledgerBefore = await server.db
      .selectFrom('transactions')
      .select(['document_no', 'credit', 'amount_sen'])
      .where('user_id', '=', sitiId)
      .orderBy('id')
      .execute();
    const paidBefore = await paidReports();
    assert.equal(paidBefore.length, 1);

    await server.db.insertInto('login_devices').values({ user_id: sitiId, token_hash: 'siti-browser' }).execute();
    const done = await server.post<ClosureRow[]>(`/api/AccountClosure/Complete?id=${closureId}`, undefined, adminToken);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.ok(!done.body.some((row) => row.Id === closureId), 'no longer an open request');

    const personal = [siti.name, siti.username, siti.phone, siti.companyContact, 'Siti', 'siti.rahmah'];
    const user = await server.db.selectFrom('users').selectAll().where('id', '=', sitiId).executeTakeFirstOrThrow();
    const company = await server.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    const payments = await server.db.selectFrom('payments').selectAll().where('user_id', '=', sitiId).execute();
    assert.equal(payments.length, 1, 'the payment stays for accounting');
    for (const [table, rows] of [
      ['users', [user]],
      ['companies', [company]],
      ['payments', payments],
    ] as const) {
      const written = JSON.stringify(rows).toLowerCase();
      for (const value of personal) assert.ok(!written.includes(value.toLowerCase()), `${value} left in ${table}`);
    }
    assert.equal(user.active, false);
    assert.ok(user.closed_at);
    const devices = await server.db.selectFrom('login_devices').select('id').where('user_id', '=', sitiId).execute();
    assert.equal(devices.length, 0, 'no known browser is kept for a closed account');
    assert.equal(user.credit, 4, 'the credit stays on the account, as its ledger says');

    // The e-mail is free again and nobody can log in as the closed account.
    const relogin = await server.post<Problem>('/oauth/token', siti);
    assert.equal(relogin.status, 400);
    assert.equal((await server.get('/api/Account/Closure', sitiToken)).status, 401, 'the old session is revoked');
    const taken = await server.db.selectFrom('users').select('id').where('email', '=', siti.username).execute();
    assert.deepEqual(taken, []);

    // Paid reports and ledger lines stay, and every balance still equals its ledger.
    const paidAfter = await paidReports();
    assert.deepEqual(paidAfter, paidBefore);
    const ledgerAfter = await server.db
      .selectFrom('transactions')
      .select(['document_no', 'credit', 'amount_sen'])
      .where('user_id', '=', sitiId)
      .orderBy('id')
      .execute();
    assert.deepEqual(ledgerAfter, ledgerBefore);
    assert.equal(ledgerAfter.length, 3);
    assert.deepEqual(await server.ledgerDifferences(), []);

    // An administrator cannot bring the closed account back (or write personal data into it again).
    const record = await server.get<Record<string, unknown>>(`/api/User/GetItem?id=${sitiId}`, adminToken);
    const reopened = await server.post<Problem>(
      `/api/User/save?id=${sitiId}`,
      { ...record.body, Email: 'siti.again@example.my', Active: true, Password: '' },
      adminToken,
    );
    assert.equal(reopened.status, 409);
    assert.equal(reopened.body.Code, 'USER_ACCOUNT_CLOSED');
    const still = await server.db
      .selectFrom('users')
      .select(['email', 'active'])
      .where('id', '=', sitiId)
      .executeTakeFirst();
    assert.deepEqual(still, { email: user.email, active: false });
  });

  it('audits every step, without the erased values', async () => {
    const closure = await server.auditRows('account_closure', closureId);
    assert.deepEqual(
      closure.map((row) => [row.action, row.actor_id]),
      [
        ['create', sitiId],
        ['confirm', (await server.user(demo.admin.username)).id],
      ],
    );
    const userAudit = await server.auditRows('user', sitiId);
    assert.equal(userAudit.length, 1);
    assert.equal(userAudit[0]?.action, 'update');
    const written = JSON.stringify([...closure, ...userAudit]).toLowerCase();
    for (const value of [siti.name, siti.username, siti.phone]) assert.ok(!written.includes(value.toLowerCase()));
  });

  it('refuses to complete a request twice, or one that does not exist', async () => {
    const twice = await server.post<Problem>(`/api/AccountClosure/Complete?id=${closureId}`, undefined, adminToken);
    assert.equal(twice.status, 409);
    assert.equal(twice.body.Message, 'This account is already closed.');
    assert.equal((await server.post(`/api/AccountClosure/Complete?id=999999`, undefined, adminToken)).status, 404);
    const completed = await server.get<ClosureRow[]>('/api/AccountClosure?status=Completed', adminToken);
    const row = completed.body.find((item) => item.Id === closureId);
    assert.equal(row?.Status, 'Completed');
    assert.equal(row?.Email, `closed-${sitiId}@closed.invalid`);
    assert.ok(row?.CompletedBy);
  });
});
