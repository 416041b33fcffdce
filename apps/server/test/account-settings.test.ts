import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AccountSettings, codeSentences, PRODUCT_NAME } from '@portal/contract';
import { insertUser } from '../src/features/auth/queries.ts';
import { en as auth } from '../src/features/auth/texts/en.ts';
import { hashPassword } from '../src/platform/secrets.ts';
import { admin, demo, linkIn, login, server, useTestServer, waitForMail } from './support/harness.ts';
import { messages } from './support/messages.ts';

useTestServer({ login: ['admin'] });

type Problem = { Code: string; Message: string; errors?: Record<string, string> };
type Changed = { Message: string; Settings: AccountSettings };

const password = 'Kereta#2026';

/** A verified individual account of the test's own, logged in on two devices: its id and both tokens. */
async function accountOnTwoDevices(email: string) {
  const id = await insertUser(server.db, {
    email,
    username: 'Lim Wei Jie',
    phone: '0123456789',
    passwordHash: await hashPassword(password),
    accountType: 'INDIVIDUAL',
    companyId: null,
    referralCode: 'LFC01',
    verified: true,
  });
  const phone = await login(server, { username: email, password });
  const laptop = await login(server, { username: email, password });
  return { id, phone, laptop };
}

const isLoggedIn = async (token: string) =>
  (await server.get<{ IsLoggedIn: boolean }>('/api/UserProfile', token)).body.IsLoggedIn;

/** The link of the e-mail change mailed to `to`: its code. */
async function emailChangeCode(to: string) {
  const mail = await waitForMail(server, to);
  const link = mail.text.match(/https?:\/\/\S+\/account\/confirmemail\?\S+/)?.[0];
  assert.ok(link, `a confirmation link in ${mail.text}`);
  return new URL(link).searchParams.get('taccode') ?? '';
}

describe('account settings', () => {
  it('shows the logged-in user their own details, and nobody else', async () => {
    const { phone } = await accountOnTwoDevices('wei.jie@settings.example.my');
    const mine = await server.get<AccountSettings>('/api/Account/Settings', phone);
    assert.equal(mine.status, 200);
    assert.deepEqual(mine.body, {
      Username: 'Lim Wei Jie',
      Phone: '0123456789',
      Email: 'wei.jie@settings.example.my',
      PendingEmail: null,
      UserType: 'INDIVIDUAL',
      CompanyName: null,
      TIN: null,
      SSTNo: null,
      MyKad: null,
      CompanyAddress: null,
    });
    assert.equal((await server.get('/api/Account/Settings')).status, 401, 'a visitor has no settings');
  });

  it('saves the name and mobile by the registration rules, and audits the change', async () => {
    const { id, phone } = await accountOnTwoDevices('nurul@settings.example.my');
    const refused = await server.call<Problem>('PUT', '/api/Account/Settings', {
      token: phone,
      body: { Username: '', Phone: '01234abc' },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.errors?.Username, messages.required);
    assert.equal(refused.body.errors?.Phone, messages.invalidMobile);
    assert.equal((await server.user('nurul@settings.example.my')).username, 'Lim Wei Jie', 'nothing changed');

    const saved = await server.call<Changed>('PUT', '/api/Account/Settings', {
      token: phone,
      body: { Username: 'Nurul Izzah', Phone: '019-876 5432' },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.Message, auth.detailsSaved);
    assert.equal(saved.body.Settings.Username, 'Nurul Izzah');
    assert.equal(saved.body.Settings.Phone, '0198765432');
    const profile = await server.get<{ DisplayName: string }>('/api/UserProfile', phone);
    assert.equal(profile.body.DisplayName, 'Nurul Izzah', 'the header greets the new name');
    const audit = await server.auditRows('user', id);
    assert.deepEqual(
      audit.map((row) => [row.action, row.actor_id, row.before, row.after]),
      [
        [
          'update',
          id,
          { Username: 'Lim Wei Jie', Phone: '0123456789' },
          { Username: 'Nurul Izzah', Phone: '0198765432' },
        ],
      ],
    );
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const email = 'farid@settings.example.my';
    const { id, phone, laptop } = await accountOnTwoDevices(email);
    const hashBefore = (await server.user(email)).password_hash;
    const refused = await server.post<Problem>(
      '/api/Account/ChangePassword',
      { CurrentPassword: 'Guess#2026', Password: 'Baharu#2026', ConfirmPassword: 'Baharu#2026' },
      phone,
    );
    assert.equal(refused.status, 400);
    assert.equal(refused.body.errors?.CurrentPassword, codeSentences.CURRENT_PASSWORD_WRONG);
    assert.equal((await server.user(email)).password_hash, hashBefore, 'the password is unchanged');
    assert.equal(await isLoggedIn(laptop), true, 'the other device stays logged in');
    assert.deepEqual(await server.auditRows('user', id), [], 'nothing audited');
    await login(server, { username: email, password });
  });

  it('holds the new password to the registration rules', async () => {
    const { phone } = await accountOnTwoDevices('aminah@settings.example.my');
    const cases: [Record<string, string>, string, string][] = [
      [{ Password: 'kereta#2026', ConfirmPassword: 'kereta#2026' }, 'Password', messages.passwordNeedsUppercase],
      [{ Password: 'Ab#1', ConfirmPassword: 'Ab#1' }, 'Password', messages.passwordTooShort],
      [{ Password: 'Baharu#2026', ConfirmPassword: 'Baharu#2027' }, 'ConfirmPassword', messages.passwordNotMatched],
      [{ Password: password, ConfirmPassword: password }, 'Password', codeSentences.PASSWORD_SAME_AS_CURRENT],
    ];
    for (const [body, field, message] of cases) {
      const refused = await server.post<Problem>(
        '/api/Account/ChangePassword',
        { CurrentPassword: password, ...body },
        phone,
      );
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.equal(refused.body.errors?.[field], message, JSON.stringify(body));
    }
  });

  it('ends every other session, keeps the one asking, and the new password logs in', async () => {
    const email = 'kumar@settings.example.my';
    const { id, phone, laptop } = await accountOnTwoDevices(email);
    const changed = await server.post<{ Message: string }>(
      '/api/Account/ChangePassword',
      { CurrentPassword: password, Password: 'Baharu#2026', ConfirmPassword: 'Baharu#2026' },
      phone,
    );
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.Message, auth.passwordChanged);
    assert.equal(await isLoggedIn(phone), true, 'the device that changed it stays logged in');
    assert.equal(await isLoggedIn(laptop), false, 'the other device is logged out');
    assert.equal((await server.post('/oauth/token', { username: email, password })).status, 400, 'old password');
    await login(server, { username: email, password: 'Baharu#2026' });
    const [entry] = await server.auditRows('user', id);
    assert.deepEqual(entry?.after, { PasswordChanged: true, OtherSessionsEnded: 1 });
    assert.doesNotMatch(JSON.stringify(entry), /Baharu/, 'the password itself is never recorded');
  });
});

describe('changing the e-mail address', () => {
  it('changes the address only when the link mailed to the new one is opened, and tells the old one', async () => {
    const oldEmail = 'siew.ling@settings.example.my';
    const newEmail = 'siew.ling@baharu.example.my';
    const { id, phone } = await accountOnTwoDevices(oldEmail);

    const wrongPassword = await server.post<Problem>(
      '/api/Account/ChangeEmail',
      { NewEmail: newEmail, CurrentPassword: 'Guess#2026' },
      phone,
    );
    assert.equal(wrongPassword.status, 400);
    assert.equal(wrongPassword.body.errors?.CurrentPassword, codeSentences.CURRENT_PASSWORD_WRONG);

    const asked = await server.post<Changed>(
      '/api/Account/ChangeEmail',
      { NewEmail: 'Siew.Ling@Baharu.example.my', CurrentPassword: password },
      phone,
    );
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    assert.equal(asked.body.Settings.Email, oldEmail, 'not changed yet');
    assert.equal(asked.body.Settings.PendingEmail, newEmail);
    assert.equal((await server.user(oldEmail)).id, id, 'the account keeps its address until the link is opened');
    await login(server, { username: oldEmail, password });

    const code = await emailChangeCode(newEmail);
    const pendingOf = async (taccode: string) =>
      (await server.get<{ Email: string | null }>(`/oauth/PendingEmail?${new URLSearchParams({ taccode })}`)).body
        .Email;
    assert.equal(await pendingOf(code), newEmail, 'the link names the address it confirms, to anyone holding it');
    assert.equal(await pendingOf('guessed-code'), null, 'a guessed code names nobody');
    assert.equal((await server.user(oldEmail)).id, id, 'asking changes nothing');
    const guessed = await server.post<Problem>('/oauth/ConfirmEmail', { taccode: 'guessed-code' });
    assert.equal(guessed.status, 400);
    assert.equal(guessed.body.Message, codeSentences.EMAIL_CHANGE_LINK_INVALID);

    const confirmed = await server.post<{ Message: string; Email: string }>('/oauth/ConfirmEmail', { taccode: code });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.equal(confirmed.body.Email, newEmail);
    assert.equal((await server.user(newEmail)).id, id);
    await login(server, { username: newEmail, password });
    assert.equal((await server.post('/oauth/token', { username: oldEmail, password })).status, 400);

    const notice = await waitForMail(server, oldEmail);
    assert.equal(
      notice.subject,
      auth.emailChangedSubject.replace('{{product}}', PRODUCT_NAME),
      'the old address is told',
    );
    assert.doesNotMatch(notice.text, /baharu/i, 'without naming the new address, which would be a login name');
    assert.doesNotMatch(notice.text, /taccode/, 'and gets no code');

    assert.equal(await pendingOf(code), null, 'a spent link names nobody');
    const again = await server.post<{ Email: string }>('/oauth/ConfirmEmail', { taccode: code });
    assert.equal(again.status, 200, 'the link opened twice says the same');
    assert.equal(again.body.Email, newEmail);
    assert.equal(await server.countRows('mail_outbox', (row) => row('to_address', '=', oldEmail)), 1, 'one notice');
    const audit = await server.auditRows('user', id);
    assert.deepEqual(audit.at(-1)?.before, { Email: oldEmail });
    assert.deepEqual(audit.at(-1)?.after, { Email: newEmail });
  });

  it('answers alike for an address another account holds, refusing it only when its link is opened', async () => {
    const { phone } = await accountOnTwoDevices('hafiz@settings.example.my');
    const free = await server.post<Changed>(
      '/api/Account/ChangeEmail',
      { NewEmail: 'hafiz@free.example.my', CurrentPassword: password },
      phone,
    );
    const taken = await server.post<Changed>(
      '/api/Account/ChangeEmail',
      { NewEmail: demo.individual.username, CurrentPassword: password },
      phone,
    );
    assert.equal(taken.status, free.status, 'a logged-in user cannot tell who has an account');
    assert.equal(taken.body.Message, free.body.Message.replace('hafiz@free.example.my', demo.individual.username));
    assert.equal(taken.body.Settings.PendingEmail, demo.individual.username);
    const refused = await server.post<Problem>('/oauth/ConfirmEmail', {
      taccode: await emailChangeCode(demo.individual.username),
    });
    assert.equal(refused.status, 409, 'only the address owner, opening the link, learns it is taken');
    assert.equal(refused.body.Message, codeSentences.USER_EMAIL_TAKEN);
    assert.equal((await server.user('hafiz@settings.example.my')).email, 'hafiz@settings.example.my', 'unchanged');
    assert.equal((await server.user(demo.individual.username)).email, demo.individual.username, 'the holder keeps it');

    const mine = await server.post<Problem>(
      '/api/Account/ChangeEmail',
      { NewEmail: 'hafiz@settings.example.my', CurrentPassword: password },
      phone,
    );
    assert.equal(mine.body.errors?.NewEmail, codeSentences.EMAIL_UNCHANGED);

    const wanted = 'hafiz@wanted.example.my';
    const asked = await server.post('/api/Account/ChangeEmail', { NewEmail: wanted, CurrentPassword: password }, phone);
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const code = await emailChangeCode(wanted);
    await accountOnTwoDevices(wanted);
    const late = await server.post<Problem>('/oauth/ConfirmEmail', { taccode: code });
    assert.equal(late.status, 409);
    assert.equal(late.body.Message, codeSentences.USER_EMAIL_TAKEN);
    assert.equal((await server.user('hafiz@settings.example.my')).email, 'hafiz@settings.example.my', 'unchanged');
  });
});

describe('links mailed before a change of address or password', () => {
  type Link = { email: string; taccode: string };

  /** A reset link and a login link mailed to the account's address and left unopened, as in a mailbox: both links. */
  async function unopenedLinks(email: string) {
    const mailed = await server.countRows('mail_outbox', (row) => row('to_address', '=', email));
    assert.equal((await server.post('/oauth/Reset', { Email: email })).status, 200);
    const reset = linkIn((await waitForMail(server, email, mailed + 1)).text, 'resetpassword');
    assert.equal((await server.post('/oauth/LoginLink', { Email: email })).status, 200);
    const loginLink = linkIn((await waitForMail(server, email, mailed + 2)).text, 'loginlink');
    return { reset, loginLink };
  }

  /**
   * What whoever reads the mailbox gets from each link: with the address it names and with the account's address now
   * (a reader who learnt it). Answers the statuses and codes, and whether the password survived.
   */
  async function triedLinks(links: { reset: Link; loginLink: Link }, addresses: string[], password: string) {
    const tries = [];
    for (const email of addresses) {
      const reset = await server.post<Problem>('/oauth/resetpassword', {
        email,
        taccode: links.reset.taccode,
        Password: 'Rampas#2026',
        ConfirmPassword: 'Rampas#2026',
      });
      const loggedIn = await server.post<Problem>('/oauth/LoginWithLink', { email, taccode: links.loginLink.taccode });
      tries.push([email, reset.status, reset.body.Message, loggedIn.status, loggedIn.body.Code]);
    }
    const current = addresses.at(-1) ?? '';
    assert.equal((await server.post('/oauth/token', { username: current, password: 'Rampas#2026' })).status, 400);
    await login(server, { username: current, password });
    return tries;
  }

  const refusedWith = (addresses: string[]) =>
    addresses.map((email) => [email, 400, codeSentences.RESET_LINK_INVALID, 400, 'LOGIN_LINK_INVALID']);

  it('ends them when the address changes, and a link asked afterwards works', async () => {
    const oldEmail = 'daniel@settings.example.my';
    const newEmail = 'daniel@baharu.example.my';
    const { phone } = await accountOnTwoDevices(oldEmail);
    const links = await unopenedLinks(oldEmail);
    const asked = await server.post(
      '/api/Account/ChangeEmail',
      { NewEmail: newEmail, CurrentPassword: password },
      phone,
    );
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const confirmed = await server.post('/oauth/ConfirmEmail', { taccode: await emailChangeCode(newEmail) });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));

    assert.deepEqual(await triedLinks(links, [oldEmail, newEmail], password), refusedWith([oldEmail, newEmail]));
    await server.post('/oauth/LoginLink', { Email: newEmail });
    const fresh = linkIn((await waitForMail(server, newEmail, 2)).text, 'loginlink');
    assert.equal((await server.post('/oauth/LoginWithLink', fresh)).status, 200, 'a link mailed afterwards works');
  });

  it('ends them when the password changes', async () => {
    const email = 'mei.ling@settings.example.my';
    const { phone } = await accountOnTwoDevices(email);
    const links = await unopenedLinks(email);
    const changed = await server.post(
      '/api/Account/ChangePassword',
      { CurrentPassword: password, Password: 'Baharu#2026', ConfirmPassword: 'Baharu#2026' },
      phone,
    );
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.deepEqual(await triedLinks(links, [email], 'Baharu#2026'), refusedWith([email]));
  });

  it('ends every other link when a reset completes: login links and an e-mail change asked before it', async () => {
    const email = 'rajesh@settings.example.my';
    const wanted = 'rajesh@wanted.example.my';
    const { phone } = await accountOnTwoDevices(email);
    const asked = await server.post('/api/Account/ChangeEmail', { NewEmail: wanted, CurrentPassword: password }, phone);
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const emailChange = await emailChangeCode(wanted);
    const links = await unopenedLinks(email);
    const reset = await server.post('/oauth/resetpassword', {
      ...links.reset,
      Password: 'Pulih#2026',
      ConfirmPassword: 'Pulih#2026',
    });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));

    const loggedIn = await server.post<Problem>('/oauth/LoginWithLink', links.loginLink);
    assert.deepEqual([loggedIn.status, loggedIn.body.Code], [400, 'LOGIN_LINK_INVALID']);
    const confirmed = await server.post<Problem>('/oauth/ConfirmEmail', { taccode: emailChange });
    assert.deepEqual([confirmed.status, confirmed.body.Message], [400, codeSentences.EMAIL_CHANGE_LINK_INVALID]);
    assert.equal((await server.user(email)).email, email, 'the address stays');
    await login(server, { username: email, password: 'Pulih#2026' });
  });

  it('ends them when an administrator changes the address or the password', async () => {
    const email = 'zainal@settings.example.my';
    const { id } = await accountOnTwoDevices(email);
    const links = await unopenedLinks(email);
    const record = (await server.get<Record<string, unknown>>(`/api/User/GetItem?id=${id}`, admin)).body;
    const saved = await server.post(`/api/User/save?id=${id}`, { ...record, Password: 'Pentadbir#2026' }, admin);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(await triedLinks(links, [email], 'Pentadbir#2026'), refusedWith([email]));

    const renamed = 'zainal@baharu.example.my';
    const again = await unopenedLinks(email);
    const moved = await server.post(`/api/User/save?id=${id}`, { ...record, Email: renamed, Password: '' }, admin);
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual(await triedLinks(again, [email, renamed], 'Pentadbir#2026'), refusedWith([email, renamed]));
  });
});
