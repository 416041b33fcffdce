import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeSentences, type UserDeleteAnswer, type UserPage, type UserRecord, UserRole } from '@portal/contract';
import { en as usersTexts } from '../src/features/users/texts/en.ts';
import { admin, demo, login, server, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';

useTestServer({ login: ['admin'] });

type Problem = { Message: string; errors?: Record<string, string> };

const newUser = (overrides: Record<string, unknown> = {}) => ({
  Email: `user${Math.random().toString(36).slice(2, 10)}@example.my`,
  Username: 'Farid Hakim',
  Phone: '012-345 6789',
  Password: 'Strong#2026',
  UserRole: UserRole.User,
  Active: true,
  IsVerified: false,
  ...overrides,
});

const save = (id: number, body: unknown, token = admin) =>
  server.post<UserRecord & Problem>(`/api/User/save?id=${id}`, body, token);
const remove = (id: number, token = admin) =>
  server.post<UserDeleteAnswer & Problem>(`/api/User/delete?id=${id}`, undefined, token);
const record = async (id: number) => (await server.get<UserRecord>(`/api/User/GetItem?id=${id}`, admin)).body;
const idOf = async (email: string) => (await server.user(email)).id;
const editable = (user: UserRecord) => ({ ...user, Password: '' });

const usersSnapshot = async () =>
  JSON.stringify(await server.db.selectFrom('users').selectAll().orderBy('id').execute());

/** A refused call changes no account and writes no audit row. */
async function unchanged<T>(call: () => Promise<T>) {
  const users = await usersSnapshot();
  const audits = await server.countRows('audit_log');
  const sessions = await server.countRows('sessions');
  const answer = await call();
  assert.equal(await usersSnapshot(), users, 'accounts unchanged');
  assert.equal(await server.countRows('audit_log'), audits, 'no audit row');
  assert.equal(await server.countRows('sessions'), sessions, 'sessions unchanged');
  return answer;
}

async function refuses(id: number, body: unknown, field: string, message: string) {
  const answer = await unchanged(() => save(id, body));
  assert.equal(answer.status, 400, `${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`);
  assert.equal(answer.body.errors?.[field], message, JSON.stringify(answer.body));
}

const lastAudit = () =>
  server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'user')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('the accounts list', () => {
  it('pages the accounts with the columns of the specification', async () => {
    const page = await server.get<UserPage>('/api/User?page=1&rows=2', admin);
    assert.equal(page.status, 200);
    assert.equal(page.body.items.length, 2);
    assert.ok(page.body.total >= 3);
    const dealer = (await server.get<UserPage>('/api/User?q=dealer@demo', admin)).body.items[0];
    assert.ok(dealer);
    assert.equal(dealer.CompanyName, 'Jaya Auto Trading Sdn. Bhd.');
    assert.equal(dealer.UserType, 'COMPANY');
    assert.ok(dealer.CompanyNo);
    assert.ok(dealer.ReferralCode);
    assert.equal(dealer.IsPostpaid, false);
    assert.equal(dealer.PostpaidRate, null);
    assert.match(dealer.CreatedDate, /^\d{4}-\d{2}-\d{2}T/);
    assert.equal('password_hash' in dealer || 'Password' in dealer, false);
  });

  it('searches by name, e-mail and company', async () => {
    for (const q of ['Lim Wei', 'DEALER@demo.carsemak.my', 'jaya auto']) {
      const page = await server.get<UserPage>(`/api/User?q=${encodeURIComponent(q)}`, admin);
      assert.deepEqual(
        page.body.items.map((user) => user.Email),
        [demo.company.username],
        q,
      );
    }
    const none = await server.get<UserPage>(`/api/User?q=${encodeURIComponent('100%_')}`, admin);
    assert.equal(none.body.total, 0);
  });

  it('filters by created date, and refuses a date that does not exist', async () => {
    const future = await server.get<UserPage>('/api/User?fromDate=2999-01-01', admin);
    assert.equal(future.body.total, 0);
    const bad = await server.get<Problem>('/api/User?fromDate=2026-02-30', admin);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors?.fromDate, messages.invalidDate);
  });
});

describe('New account', () => {
  it('creates a verified individual account that can log in, audited without its password', async () => {
    const body = newUser();
    const created = await save(0, body);
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.equal(created.body.IsVerified, true);
    assert.equal(created.body.UserType, 'INDIVIDUAL');
    assert.equal(created.body.Phone, '0123456789');
    assert.equal(created.body.CompanyName, null);
    await login(server, { username: body.Email, password: body.Password });
    const audit = await lastAudit();
    assert.equal(audit.action, 'create');
    assert.equal(audit.entity_id, String(created.body.id));
    assert.doesNotMatch(JSON.stringify(audit.after), /Strong#2026|argon/);
  });

  it('refuses every bad field with the specification words and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ Email: '' }, 'Email', messages.required],
      [{ Email: `${'a'.repeat(50)}@example.my` }, 'Email', messages.maxLength(60)],
      [{ Email: 'not-an-email' }, 'Email', messages.invalidEmail],
      [{ Username: ' ' }, 'Username', messages.required],
      [{ Username: 'x'.repeat(51) }, 'Username', messages.maxLength(50)],
      [{ Phone: '' }, 'Phone', messages.required],
      [{ Phone: '01-ABC' }, 'Phone', messages.invalidMobile],
      [{ Password: 'Sh0rt!' }, 'Password', messages.passwordTooShort],
      [{ Password: 'Abcdefgh1!Abcdefgh1!X' }, 'Password', messages.passwordTooLong],
      [{ Password: 'lowercase1!' }, 'Password', messages.passwordNeedsUppercase],
      [{ Password: 'NoSpecial123' }, 'Password', messages.passwordNeedsSpecial],
      [{ Password: '' }, 'Password', codeSentences.USER_PASSWORD_REQUIRED],
      [{ UserRole: 7 }, 'UserRole', codeSentences.USER_ROLE_UNKNOWN],
      [{ UserRole: 'admin' }, 'UserRole', messages.invalidNumeric],
      [{ UserRole: undefined }, 'UserRole', messages.required],
      [{ IsPostpaid: true, TransactionCharge: '2.50' }, 'IsPostpaid', codeSentences.USER_POSTPAID_NEEDS_COMPANY],
    ];
    for (const [overrides, field, message] of cases) await refuses(0, newUser(overrides), field, message);
  });

  it('refuses an e-mail another account has, whatever its case', async () => {
    const answer = await unchanged(() => save(0, newUser({ Email: 'DEALER@demo.carsemak.my' })));
    assert.equal(answer.status, 409);
    assert.equal(answer.body.Message, codeSentences.USER_EMAIL_TAKEN);
  });
});

describe('editing an account', () => {
  it('makes a company postpaid with its rate in RM, audited with before and after', async () => {
    const dealer = await record(await idOf(demo.company.username));
    const saved = await save(dealer.id, { ...editable(dealer), IsPostpaid: true, TransactionCharge: '1,234.50' });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.IsPostpaid, true);
    assert.equal(saved.body.PostpaidRate, 1234.5);
    const row = await server.db
      .selectFrom('users')
      .select(['is_postpaid', 'postpaid_rate_sen'])
      .where('id', '=', dealer.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { is_postpaid: true, postpaid_rate_sen: 123_450 });
    const audit = await lastAudit();
    assert.equal(audit.action, 'update');
    assert.equal((audit.before as UserRecord).IsPostpaid, false);
    assert.equal((audit.after as UserRecord).PostpaidRate, 1234.5);
    // Keeps the company's name, which the modal shows read-only.
    assert.equal(saved.body.CompanyName, dealer.CompanyName);
  });

  it('refuses a postpaid rate that is not a number of at most 10 characters, or missing', async () => {
    const dealer = await record(await idOf(demo.company.username));
    const postpaid = { ...editable(dealer), IsPostpaid: true };
    await refuses(
      dealer.id,
      { ...postpaid, TransactionCharge: '12345678.90' },
      'TransactionCharge',
      messages.maxLength(10),
    );
    await refuses(dealer.id, { ...postpaid, TransactionCharge: 'abc' }, 'TransactionCharge', messages.invalidNumeric);
    await refuses(dealer.id, { ...postpaid, TransactionCharge: '1.234' }, 'TransactionCharge', messages.invalidNumeric);
    await refuses(dealer.id, { ...postpaid, TransactionCharge: '-5' }, 'TransactionCharge', messages.negativeNumber);
    await refuses(
      dealer.id,
      { ...postpaid, TransactionCharge: '' },
      'TransactionCharge',
      codeSentences.USER_POSTPAID_NEEDS_RATE,
    );
  });

  it('refuses to make an individual postpaid', async () => {
    const individual = await record(await idOf(demo.individual.username));
    await refuses(
      individual.id,
      { ...editable(individual), IsPostpaid: true, TransactionCharge: '2' },
      'IsPostpaid',
      codeSentences.USER_POSTPAID_NEEDS_COMPANY,
    );
  });

  it('refuses to take another account e-mail, and answers 404 for an account that does not exist', async () => {
    const individual = await record(await idOf(demo.individual.username));
    const taken = await unchanged(() => save(individual.id, { ...editable(individual), Email: demo.company.username }));
    assert.equal(taken.status, 409);
    assert.equal(taken.body.Message, codeSentences.USER_EMAIL_TAKEN);
    const missing = await unchanged(() => save(999_999, editable(individual)));
    assert.equal(missing.status, 404);
    assert.equal(missing.body.Message, codeSentences.USER_NOT_FOUND);
  });

  it('changes the password with the registration rules, ending the old logins and forgetting known browsers', async () => {
    const body = newUser();
    const created = (await save(0, body)).body;
    const token = await login(server, { username: body.Email, password: body.Password });
    await server.db
      .insertInto('login_devices')
      .values({ user_id: created.id, token_hash: 'a-known-browser' })
      .execute();
    const changed = await save(created.id, { ...editable(created), Password: 'Changed#2027' });
    assert.equal(changed.status, 200);
    assert.equal((await server.get('/api/Transaction', token)).status, 401);
    const devices = await server.db
      .selectFrom('login_devices')
      .select('id')
      .where('user_id', '=', created.id)
      .execute();
    assert.equal(devices.length, 0, 'a browser known for the old password is a stranger again');
    await login(server, { username: body.Email, password: 'Changed#2027' });
    assert.equal(((await lastAudit()).after as { PasswordChanged: boolean }).PasswordChanged, true);
  });
});

describe('deactivating and deleting', () => {
  it('deactivating ends the sessions for good and stops logins; reactivating needs a new login', async () => {
    const body = newUser();
    const created = (await save(0, body)).body;
    const token = await login(server, { username: body.Email, password: body.Password });
    assert.equal((await save(created.id, { ...editable(created), Active: false })).status, 200);
    const sessions = await server.db.selectFrom('sessions').select('id').where('user_id', '=', created.id).execute();
    assert.equal(sessions.length, 0);
    assert.equal((await server.get('/api/Transaction', token)).status, 401);
    const refused = await server.post<{ Message: string }>('/oauth/token', {
      username: body.Email,
      password: body.Password,
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.Message, messages.accountInactive);

    assert.equal((await save(created.id, { ...editable(created), Active: true })).status, 200);
    assert.equal((await server.get('/api/Transaction', token)).status, 401, 'the old token stays dead');
    await login(server, { username: body.Email, password: body.Password });
  });

  it('deletes an account without history', async () => {
    const created = (await save(0, newUser())).body;
    const answer = await remove(created.id);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { Message: messages.deleteDone('user'), Deactivated: false });
    assert.equal((await server.get(`/api/User/GetItem?id=${created.id}`, admin)).status, 404);
    const audit = await lastAudit();
    assert.equal(audit.action, 'delete');
    assert.equal((audit.before as UserRecord).Email, created.Email);
  });

  it('deactivates an account with transactions instead of deleting it, and says so', async () => {
    const id = await idOf(demo.individual.username);
    const token = await login(server, demo.individual);
    const users = await server.countRows('users');
    const answer = await server.post<UserDeleteAnswer>(`/api/User/save?id=${id}&del=true`, undefined, admin);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { Message: usersTexts.deactivatedInstead, Deactivated: true });
    assert.equal(await server.countRows('users'), users);
    assert.equal((await record(id)).Active, false);
    assert.equal((await server.get('/api/Transaction', token)).status, 401);
    const audit = await lastAudit();
    assert.equal((audit.after as UserRecord).Active, false);
    await save(id, { ...editable(await record(id)), Active: true });
  });
});

describe('administrators', () => {
  async function secondAdministrator() {
    const body = newUser({ UserRole: UserRole.Administrator });
    const created = (await save(0, body)).body;
    return { id: created.id, token: await login(server, { username: body.Email, password: body.Password }) };
  }

  it('an administrator cannot delete, demote or deactivate itself', async () => {
    const me = await record(await idOf(demo.admin.username));
    for (const change of [{ UserRole: UserRole.User }, { Active: false }]) {
      const answer = await unchanged(() => save(me.id, { ...editable(me), ...change }));
      assert.equal(answer.status, 409);
      assert.equal(answer.body.Message, codeSentences.USER_NOT_YOURSELF);
    }
    const deleted = await unchanged(() => remove(me.id));
    assert.equal(deleted.status, 409);
    assert.equal(deleted.body.Message, codeSentences.USER_NOT_YOURSELF);
    // Its other fields it may change.
    assert.equal((await save(me.id, { ...editable(me), Username: 'Admin' })).status, 200);
  });

  it('two administrators demoting each other at once leave exactly one administrator', async () => {
    const other = await secondAdministrator();
    const me = await record(await idOf(demo.admin.username));
    const them = await record(other.id);
    const answers = await Promise.all([
      save(them.id, { ...editable(them), UserRole: UserRole.User }, admin),
      save(me.id, { ...editable(me), UserRole: UserRole.User }, other.token),
    ]);
    // The loser is refused by the administrators' row locks (409) when both calls ran at once, or at
    // the door (403) when its caller had already been demoted.
    const [winner, loser] = [...answers].sort((a, b) => a.status - b.status);
    assert.equal(winner?.status, 200);
    if (loser?.status === 409) assert.equal(loser.body.Message, codeSentences.USER_LAST_ADMINISTRATOR);
    else assert.equal(loser?.status, 403);
    const admins = await server.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', UserRole.Administrator)
      .where('active', '=', true)
      .execute();
    assert.equal(admins.length, 1);
    // Put the demo administrator back for the other tests.
    if (admins[0]?.id !== me.id) {
      await server.db.updateTable('users').set({ role: UserRole.Administrator }).where('id', '=', me.id).execute();
    }
  });

  it('another administrator can be deleted while one remains', async () => {
    const other = await secondAdministrator();
    const answer = await remove(other.id);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.Deactivated, false);
  });
});
