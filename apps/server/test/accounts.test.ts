import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeSentences } from '@portal/contract';
import { demo, linkIn, login, server, useTestServer, waitForMail } from './support/harness.ts';
import { messages } from './support/messages.ts';

useTestServer();

const validRegistration = (email: string) => ({
  UserType: 'INDIVIDUAL',
  Username: 'Tan Mei Ling',
  Phone: '012-345 6789',
  Email: email,
  Password: 'Kereta#2026',
  ConfirmPassword: 'Kereta#2026',
  AcceptTerms: true,
});

type RegistrationError = { invalid: boolean; msg: string; Message: string; errors?: Record<string, string> };

async function rejectsRegistration(body: Record<string, unknown>, field: string, message: string) {
  const users = await server.countRows('users');
  const companies = await server.countRows('companies');
  const answer = await server.post<RegistrationError>('/api/Account/Post', body);
  assert.equal(answer.status, 400, JSON.stringify(answer.body));
  assert.equal(answer.body.invalid, true);
  assert.equal(answer.body.errors?.[field], message);
  assert.equal(await server.countRows('users'), users, 'no user written');
  assert.equal(await server.countRows('companies'), companies, 'no company written');
}

describe('registration rules', () => {
  const base = validRegistration('rules@example.my');
  const withPassword = (password: string) => ({ ...base, Password: password, ConfirmPassword: password });
  // A company whose details are valid but for `changes` (a detail set to undefined is left out of the request).
  const asCompany = (changes: Record<string, string | undefined>) => ({
    ...base,
    UserType: 'COMPANY',
    Company: {
      CompanyName: 'A',
      CompanyNo: '202001000123',
      ContactNo: '0312345678',
      TIN: 'C2584563200',
      Address: { Lines: 'Jalan 1', Postcode: '50000', City: 'Kuala Lumpur', StateCode: '14' },
      ...changes,
    },
  });
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { ...base, Username: '' }, 'Username', messages.required],
    ['missing mobile', { ...base, Phone: undefined }, 'Phone', messages.required],
    ['letters in mobile', { ...base, Phone: '01234abc' }, 'Phone', messages.invalidMobile],
    ['bad email', { ...base, Email: 'not-an-email' }, 'Email', messages.invalidEmail],
    ['email over 60', { ...base, Email: `${'a'.repeat(55)}@example.my` }, 'Email', messages.maxLength(60)],
    ['name over 50', { ...base, Username: 'x'.repeat(51) }, 'Username', messages.maxLength(50)],
    ['short password', withPassword('Ab#1'), 'Password', messages.passwordTooShort],
    ['no uppercase', withPassword('kereta#2026'), 'Password', messages.passwordNeedsUppercase],
    ['no lowercase', withPassword('KERETA#2026'), 'Password', messages.passwordNeedsLowercase],
    ['no number', withPassword('Kereta#abcd'), 'Password', messages.passwordNeedsNumber],
    ['no special', withPassword('Kereta2026'), 'Password', messages.passwordNeedsSpecial],
    ['a 21-character password', withPassword('Kereta#2026abcdefghij'), 'Password', messages.passwordTooLong],
    ['confirm differs', { ...base, ConfirmPassword: 'Kereta#2027' }, 'ConfirmPassword', messages.passwordNotMatched],
    ['no agreement to the terms', { ...base, AcceptTerms: undefined }, 'AcceptTerms', codeSentences.TERMS_NOT_ACCEPTED],
    ['terms declined', { ...base, AcceptTerms: false }, 'AcceptTerms', codeSentences.TERMS_NOT_ACCEPTED],
    ['company without name', asCompany({ CompanyName: undefined }), 'Company.CompanyName', messages.required],
    ['company without number', asCompany({ CompanyNo: undefined }), 'Company.CompanyNo', messages.required],
    ['company with bad contact', asCompany({ ContactNo: 'call me' }), 'Company.ContactNo', messages.invalidMobile],
    ['company with a bad TIN', asCompany({ TIN: 'X123' }), 'Company.TIN', codeSentences.TIN_INVALID],
    [
      'company with an old-style BRN',
      asCompany({ CompanyNo: '123456-A' }),
      'Company.CompanyNo',
      codeSentences.BRN_INVALID,
    ],
    ['company with a bad SST no.', asCompany({ SSTNo: 'SST123' }), 'Company.SSTNo', codeSentences.SST_NO_INVALID],
    ['individual with a bad MyKad', { ...base, MyKad: '12345' }, 'MyKad', codeSentences.MYKAD_INVALID],
    [
      'company name over 200',
      asCompany({ CompanyName: 'A'.repeat(201) }),
      'Company.CompanyName',
      messages.maxLength(200),
    ],
    ['unknown referral code', { ...base, ReferralCode: 'NOPE99' }, 'ReferralCode', messages.referralCodeUnknown],
  ];
  for (const [name, body, field, message] of cases) {
    it(`rejects ${name} with "${message}" and writes nothing`, () => rejectsRegistration(body, field, message));
  }

  it('answers 400, never 500, to a body that is not an object or not JSON', async () => {
    assert.equal((await server.post('/api/Account/Post', ['a'])).status, 400);
    const broken = await server.call('POST', '/api/Account/Post', {
      headers: { 'content-type': 'application/json' },
      form: undefined,
    });
    assert.equal(broken.status, 400);
  });

  it('refuses a multipart form (only the upload routes take files) with 415 and its code, writing nothing', async () => {
    const users = await server.countRows('users');
    const form = new FormData();
    for (const [name, value] of Object.entries(validRegistration('multipart@example.my'))) form.append(name, value);
    const response = await fetch(`${server.baseUrl}/api/Account/Post`, { method: 'POST', body: form });
    const answer = (await response.json()) as { Code: string; Message: string };
    assert.equal(response.status, 415);
    assert.deepEqual(answer, { Code: 'MEDIA_TYPE_UNSUPPORTED', Message: codeSentences.MEDIA_TYPE_UNSUPPORTED });
    assert.equal(await server.countRows('users'), users, 'no user written');
  });
});

describe('account life cycle', () => {
  it('registers, mails a verification link, verifies once, then logs in and logs out', async () => {
    const email = 'mei.ling@example.my';
    const registered = await server.post<{ invalid: boolean; msg: string }>(
      '/api/Account/Post',
      validRegistration(email),
    );
    assert.equal(registered.status, 200);
    assert.deepEqual(registered.body, { invalid: false, msg: messages.registered });

    const user = await server.user(email);
    assert.equal(user.phone, '0123456789');
    assert.equal(user.referral_code, 'LFC01');
    assert.notEqual(user.password_hash, 'Kereta#2026');
    assert.match(user.password_hash, /^\$argon2id\$/);
    assert.ok(user.terms_accepted_at, 'the agreement to the terms is recorded');

    const notYet = await server.post('/oauth/token', { username: email, password: 'Kereta#2026' });
    assert.equal(notYet.status, 200);
    assert.equal(notYet.body, messages.verificationNeededText);

    const mail = await waitForMail(server, email);
    const link = linkIn(mail.text, 'verification');
    assert.equal(link.email, email);

    const wrong = await server.post('/oauth/verify', { Email: email, TacCode: 'guessed-code' });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body, { Code: 'VERIFY_FAILED', Message: messages.verifyFailed });

    const verified = await server.post('/oauth/verify', { Email: email, TacCode: link.taccode });
    assert.deepEqual(verified.body, { verified: true, msg: messages.verified });
    const again = await server.post('/oauth/verify', { Email: email, TacCode: link.taccode });
    assert.deepEqual(again.body, { verified: true, msg: messages.alreadyVerified }, 'the link opened twice');
    const otherAccount = await server.post('/oauth/verify', { Email: 'someone@example.my', TacCode: link.taccode });
    assert.equal(otherAccount.status, 400, 'a spent code says nothing about another address');

    const token = await login(server, { username: 'MEI.LING@example.my', password: 'Kereta#2026' });
    const profile = await server.get<{ IsLoggedIn: boolean; DisplayName: string; Role: number }>(
      '/api/UserProfile',
      token,
    );
    assert.equal(profile.body.IsLoggedIn, true);
    assert.equal(profile.body.DisplayName, 'Tan Mei Ling');
    assert.equal(profile.body.Role, 0);

    assert.equal((await server.post('/api/Account/Logout', undefined, token)).status, 200);
    const afterLogout = await server.get<{ IsLoggedIn: boolean; DisplayName: string }>('/api/UserProfile', token);
    assert.equal(afterLogout.body.IsLoggedIn, false);
    assert.equal(afterLogout.body.DisplayName, 'Visitor');
    assert.equal(
      (await server.get('/util/GetTransactionTypes', token)).status,
      401,
      'a logged-out token opens nothing',
    );
  });

  it('registers a company with its details', async () => {
    const email = 'sales@dealer.my';
    const answer = await server.post('/api/Account/Post', {
      ...validRegistration(email),
      UserType: 'COMPANY',
      ReferralCode: 'dealer01',
      Company: {
        CompanyName: 'Maju Motors Sdn. Bhd.',
        CompanyNo: '202001000123',
        ContactNo: '0355551234',
        TIN: 'C2584563200',
        Address: { Lines: 'Jalan Maju 1', Postcode: '47100', City: 'Puchong', StateCode: '10' },
      },
    });
    assert.equal(answer.status, 200);
    const row = await server.db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select(['users.account_type', 'users.referral_code', 'companies.name', 'companies.company_no'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, {
      account_type: 'COMPANY',
      referral_code: 'DEALER01',
      name: 'Maju Motors Sdn. Bhd.',
      company_no: '202001000123',
    });
  });

  it('answers a second registration of an e-mail as a new one, creates nothing, and mails the owner once', async () => {
    const users = await server.countRows('users');
    const fresh = await server.post('/api/Account/Post', validRegistration('brand.new@example.my'));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const again = await server.post('/api/Account/Post', validRegistration('AISYAH@demo.carsemak.my'));
      assert.deepEqual([again.status, again.body], [fresh.status, fresh.body], 'the same answer as a new address');
    }
    assert.equal(await server.countRows('users'), users + 1, 'only the new address made an account');
    const notice = await waitForMail(server, demo.individual.username);
    assert.match(notice.subject, /tried to register/);
    assert.match(notice.text, /\/account\/login/);
    assert.match(notice.text, /\/account\/forgotpassword/);
    assert.doesNotMatch(notice.text, /taccode/, 'no code in the notice');
    const notices = await server.get<unknown[]>(server.withDemoKey('/dev/mail.json', { to: demo.individual.username }));
    assert.equal(notices.body.length, 1, 'one notice an hour, however many tries');
    await login(server, demo.individual);
  });

  it('resends a verification mail whose new link works and whose old link no longer does', async () => {
    const email = 'resend@example.my';
    await server.post('/api/Account/Post', validRegistration(email));
    const first = linkIn((await waitForMail(server, email)).text, 'verification');
    await server.db
      .updateTable('account_codes')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .execute();
    const resent = await server.post(`/api/Account/ResendEmail?email=${encodeURIComponent(email)}`);
    assert.deepEqual(resent.body, { msg: messages.verificationEmailResent });
    const second = linkIn((await waitForMail(server, email, 2)).text, 'verification');
    assert.notEqual(second.taccode, first.taccode);
    assert.equal((await server.post('/oauth/verify', { Email: email, TacCode: first.taccode })).status, 400);
    assert.equal((await server.post('/oauth/verify', { Email: email, TacCode: second.taccode })).status, 200);
  });

  it('does not tell whether an address is registered when asked to resend', async () => {
    const answer = await server.post('/api/Account/ResendEmail?email=nobody@example.my');
    assert.deepEqual(answer.body, { msg: messages.verificationEmailResent });
  });
});

describe('login', () => {
  it('accepts form-encoded credentials with grant_type=password', async () => {
    const answer = await server.call<{ access_token: string; token_type: string; expires_in: number }>(
      'POST',
      '/oauth/token',
      {
        form: { grant_type: 'password', ...demo.company },
      },
    );
    assert.equal(answer.status, 200);
    assert.equal(answer.body.token_type, 'bearer');
    assert.ok(answer.body.access_token.length >= 40);
    assert.ok(answer.body.expires_in > 0);
  });

  it('answers the spec message to a wrong password and an unknown login id alike', async () => {
    const wrong = await server.post<{ Message: string }>('/oauth/token', {
      username: demo.company.username,
      password: 'Wrong#2026',
    });
    const unknown = await server.post<{ Message: string }>('/oauth/token', {
      username: 'ghost@example.my',
      password: 'Wrong#2026',
    });
    for (const answer of [wrong, unknown]) {
      assert.equal(answer.status, 400);
      assert.equal(answer.body.Message, messages.loginFailedTitle);
    }
  });

  it('requires both fields', async () => {
    const answer = await server.post<{ errors: Record<string, string> }>('/oauth/token', { username: '' });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.errors, { username: messages.required, password: messages.required });
  });

  it('refuses a deactivated account and ends its sessions', async () => {
    const token = await login(server, demo.individual);
    await server.db.updateTable('users').set({ active: false }).where('email', '=', demo.individual.username).execute();
    assert.equal((await server.get('/util/GetTransactionTypes', token)).status, 401);
    const answer = await server.post<{ Message: string }>('/oauth/token', demo.individual);
    assert.equal(answer.status, 400);
    assert.equal(answer.body.Message, messages.accountInactive);
    await server.db.updateTable('users').set({ active: true }).where('email', '=', demo.individual.username).execute();
  });
});

describe('password reset', () => {
  it('gives the same answer whether or not the e-mail is registered', async () => {
    const known = await server.post('/oauth/Reset', { Email: demo.company.username });
    const unknown = await server.post('/oauth/Reset', { Email: 'nobody@example.my' });
    assert.deepEqual(known.body, { msg: messages.resetEmailSent });
    assert.deepEqual(unknown.body, { msg: messages.resetEmailSent });
  });

  it('resets with the mailed link once, ends old sessions, and the new password logs in', async () => {
    const email = demo.company.username;
    const oldToken = await login(server, demo.company);
    await server.post('/oauth/Reset', { Email: email });
    const link = linkIn((await waitForMail(server, email, 2)).text, 'resetpassword');

    const mismatch = await server.post<{ errors: Record<string, string> }>('/oauth/resetpassword', {
      ...link,
      Password: 'Baru#2026x',
      ConfirmPassword: 'Baru#2026y',
    });
    assert.equal(mismatch.status, 400);
    assert.equal(mismatch.body.errors.ConfirmPassword, messages.passwordNotMatched);

    const weak = await server.post<{ errors: Record<string, string> }>('/oauth/resetpassword', {
      ...link,
      Password: 'baru',
      ConfirmPassword: 'baru',
    });
    assert.equal(weak.body.errors.Password, messages.passwordTooShort);

    const done = await server.post('/oauth/resetpassword', {
      ...link,
      Password: 'Baru#2026x',
      ConfirmPassword: 'Baru#2026x',
    });
    assert.deepEqual(done.body, { msg: messages.passwordResetDone });
    const reused = await server.post<{ Message: string }>('/oauth/resetpassword', {
      ...link,
      Password: 'Lagi#2026x',
      ConfirmPassword: 'Lagi#2026x',
    });
    assert.equal(reused.status, 400);
    assert.equal(reused.body.Message, messages.resetLinkInvalid);

    assert.equal((await server.get<{ IsLoggedIn: boolean }>('/api/UserProfile', oldToken)).body.IsLoggedIn, false);
    assert.equal((await server.post('/oauth/token', demo.company)).status, 400, 'the old password no longer works');
    await login(server, { username: email, password: 'Baru#2026x' });
  });

  it('refuses a made-up or expired code and keeps the password', async () => {
    const forged = await server.post<{ Message: string }>('/oauth/resetpassword', {
      email: demo.admin.username,
      taccode: 'made-up',
      Password: 'Baru#2026x',
      ConfirmPassword: 'Baru#2026x',
    });
    assert.equal(forged.status, 400);
    assert.equal(forged.body.Message, messages.resetLinkInvalid);

    await server.post('/oauth/Reset', { Email: demo.admin.username });
    const link = linkIn((await waitForMail(server, demo.admin.username)).text, 'resetpassword');
    await server.db
      .updateTable('account_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'reset')
      .execute();
    const expired = await server.post('/oauth/resetpassword', {
      ...link,
      Password: 'Baru#2026x',
      ConfirmPassword: 'Baru#2026x',
    });
    assert.equal(expired.status, 400);
    await login(server, demo.admin);
  });
});
