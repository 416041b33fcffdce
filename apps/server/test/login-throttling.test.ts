import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeSentences } from '@portal/contract';
import { insertUser } from '../src/features/auth/queries.ts';
import { loginThrottle } from '../src/features/auth/throttle.ts';
import { purgeExpired } from '../src/platform/queries.ts';
import { retention } from '../src/platform/retention.ts';
import { hashPassword } from '../src/platform/secrets.ts';
import { linkIn, server, useTestServer, waitForMail } from './support/harness.ts';
import { messages } from './support/messages.ts';

// Behind a load balancer the client's address comes from X-Forwarded-For: the tests play many addresses that way.
useTestServer({ env: { TRUST_PROXY: 'true' } });

type Credentials = { username: string; password: string };

/** A verified account of its own for each test, so no test leans on another's counters. */
async function newAccount(name: string): Promise<Credentials> {
  const credentials = { username: `${name}@example.my`, password: 'Kereta#2026' };
  await insertUser(server.db, {
    email: credentials.username,
    username: name,
    phone: '0123456789',
    passwordHash: await hashPassword(credentials.password),
    accountType: 'INDIVIDUAL',
    companyId: null,
    referralCode: 'LFC01',
    verified: true,
  });
  return credentials;
}
/** A login from an address; `device`: the `device` cookie a browser kept from an earlier login. */
const attempt = (credentials: Credentials, address: string, device?: string) =>
  server.call<{ Code: string; Message: string; access_token?: string }>('POST', '/oauth/token', {
    body: credentials,
    headers: { 'x-forwarded-for': address, ...(device ? { cookie: `device=${device}` } : {}) },
  });

/** The known-device token a successful login hands the browser. */
function deviceCookie(answer: { headers: Headers }) {
  // Beside the login cookie the same answer sets.
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('device=')) ?? '';
  assert.match(cookie, /HttpOnly/);
  assert.match(cookie, /SameSite=Strict/);
  assert.match(cookie, /Path=\/oauth/);
  const token = cookie.match(/^device=([\w-]+);/)?.[1];
  assert.ok(token, `a device cookie: ${cookie}`);
  return token;
}

/** The account's next slowed attempt is due now, as if its spacing had passed. */
const spacingPassed = (credentials: Credentials) =>
  server.db
    .updateTable('login_throttle')
    .set({ next_at: new Date(Date.now() - 1000) })
    .where('key', '=', `account:${credentials.username}`)
    .execute();

/** Fires every guess at once and tallies the answers: 400 is a guess whose password was checked. */
async function burst(credentials: Credentials, address: string, size: number) {
  const answers = await Promise.all(
    Array.from({ length: size }, () => attempt({ ...credentials, password: 'Wrong#2026' }, address)),
  );
  return {
    evaluated: answers.filter((answer) => answer.status === 400).length,
    refused: answers.filter((answer) => answer.status === 429 && answer.body.Message === messages.tooManyLoginAttempts)
      .length,
  };
}

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));

describe('login bursts', () => {
  for (const [size, address] of [
    [60, '203.0.113.60'],
    [200, '203.0.113.200'],
  ] as const) {
    it(`checks at most 5 of ${size} simultaneous guesses, and the owner still logs in from its browser`, async () => {
      const account = await newAccount(`burst${size}`);
      const device = deviceCookie(await attempt(account, '198.51.100.7'));
      const tally = await burst(account, address, size);
      assert.deepEqual(tally, { evaluated: loginThrottle.perPair, refused: size - loginThrottle.perPair });
      const owner = await attempt(account, '198.51.100.7', device);
      assert.equal(owner.status, 200, 'the owner is not locked out by a stranger');
      const guesser = await attempt(account, address);
      assert.equal(guesser.status, 429, 'even the right password waits on the guessing address');
    });
  }
});

describe('an account guessed from many addresses', () => {
  it('evaluates at most 5 of 60 simultaneous guesses from 60 addresses', async () => {
    const account = await newAccount('spreadburst');
    const begun = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        attempt({ ...account, password: 'Wrong#2026' }, `198.18.0.${index + 1}`),
      ),
    );
    // Past its free attempts the account is slowed, not locked: one more guess is evaluated every few seconds, so a
    // burst that a busy machine takes longer than that to answer may see one more evaluated.
    const { free, spacingSeconds } = loginThrottle.perAccount;
    const slotsSinceBurst = Math.floor((Date.now() - begun) / 1000 / spacingSeconds);
    const evaluated = answers.filter((answer) => answer.status === 400).length;
    assert.ok(evaluated >= free && evaluated <= free + slotsSinceBurst, `${evaluated} of 60 guesses were evaluated`);
    const slowed = answers.filter((answer) => answer.status === 429);
    assert.equal(slowed.length, 60 - evaluated);
    for (const answer of slowed) assert.equal(answer.body.Message, codeSentences.LOGIN_SLOWED);
  });

  it('lets the owner in from a known browser and by a mailed link while 41 addresses keep guessing', async () => {
    const owner = await newAccount('rotated');
    const home = '198.51.100.41';
    const first = await attempt(owner, home);
    assert.equal(first.status, 200);
    const device = deviceCookie(first);

    let guessing = true;
    const guesses: number[] = [];
    const guesser = (async () => {
      for (let round = 0; guessing; round += 1) {
        const answers = await Promise.all(
          Array.from({ length: 41 }, (_, index) =>
            attempt({ ...owner, password: `Wrong#${round}` }, `192.0.2.${index + 100}`),
          ),
        );
        guesses.push(...answers.map((answer) => answer.status));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const fromKnownBrowser = [];
      for (let index = 0; index < 10; index += 1) fromKnownBrowser.push((await attempt(owner, home, device)).status);
      assert.deepEqual(fromKnownBrowser, Array(10).fill(200), 'the owner logs in 10 times of 10 from its browser');

      const newBrowser = [];
      for (let index = 0; index < 10; index += 1) newBrowser.push(await attempt(owner, home));
      for (const answer of newBrowser) {
        assert.notEqual(answer.body.Code, 'LOGIN_ATTEMPTS_EXCEEDED', "strangers' guesses never lock the owner's pair");
      }
      assert.ok(
        newBrowser.some((answer) => answer.body.Code === 'LOGIN_SLOWED'),
        'a new browser is slowed',
      );

      const asked = await server.call<{ msg: string }>('POST', '/oauth/LoginLink', {
        body: { Email: owner.username },
        headers: { 'x-forwarded-for': home },
      });
      assert.equal(asked.status, 200);
      const link = linkIn((await waitForMail(server, owner.username)).text, 'loginlink');
      const linked = await server.call<{ access_token: string }>('POST', '/oauth/LoginWithLink', {
        body: link,
        headers: { 'x-forwarded-for': home },
      });
      assert.equal(linked.status, 200, JSON.stringify(linked.body));
      const profile = await server.get<{ Email: string }>('/api/UserProfile', linked.body.access_token);
      assert.equal(profile.body.Email, owner.username);
      const remembered = deviceCookie(linked);
      assert.equal((await attempt(owner, home, remembered)).status, 200, 'the linked browser is a known one now');
      const again = await server.post<{ Code: string }>('/oauth/LoginWithLink', link);
      assert.equal(again.body.Code, 'LOGIN_LINK_INVALID', 'a login link works once');
    } finally {
      guessing = false;
      await guesser;
    }
    const evaluated = guesses.filter((status) => status === 400).length;
    assert.ok(evaluated <= loginThrottle.perAccount.free + guesses.length / 41, `${evaluated} of ${guesses.length}`);

    await spacingPassed(owner);
    const afterwards = await attempt(owner, home);
    assert.equal(afterwards.status, 200, "the owner's own address is not blocked for 15 minutes");
  });

  it("counts a known browser's own failures against it alone", async () => {
    const owner = await newAccount('forgetful');
    const device = deviceCookie(await attempt(owner, '198.51.100.42'));
    for (let index = 0; index < loginThrottle.perPair; index += 1) {
      assert.equal((await attempt({ ...owner, password: 'Wrong#2026' }, '198.51.100.42', device)).status, 400);
    }
    const locked = await attempt(owner, '198.51.100.42', device);
    assert.equal(locked.body.Code, 'LOGIN_ATTEMPTS_EXCEEDED');
    assert.equal((await attempt(owner, '198.51.100.42')).status, 200, 'the address itself is not locked');
  });

  it("forgets a browser unused for 180 days, and all of an account's browsers at a password reset", async () => {
    const owner = await newAccount('wanderer');
    await attempt(owner, '198.51.100.43');
    await attempt(owner, '198.51.100.44');
    const devicesOf = () =>
      server.db
        .selectFrom('login_devices')
        .innerJoin('users', 'users.id', 'login_devices.user_id')
        .select('login_devices.id')
        .where('users.email', '=', owner.username)
        .execute();
    const [old] = await devicesOf();
    await server.db
      .updateTable('login_devices')
      .set({ last_used_at: new Date(Date.now() - (retention.unusedDeviceDays + 1) * 24 * 3_600_000) })
      .where('id', '=', old?.id ?? 0)
      .execute();
    assert.equal((await purgeExpired(server.db)).devices, 1);
    assert.equal((await devicesOf()).length, 1, 'the recent browser stays');

    await server.post('/oauth/Reset', { Email: owner.username });
    const link = linkIn((await waitForMail(server, owner.username)).text, 'resetpassword');
    const reset = await server.post('/oauth/resetpassword', {
      ...link,
      Password: 'Baru#2026x',
      ConfirmPassword: 'Baru#2026x',
    });
    assert.equal(reset.status, 200);
    assert.equal((await devicesOf()).length, 0, 'a new password makes every browser a stranger again');

    await attempt({ ...owner, password: 'Baru#2026x' }, '198.51.100.45');
    await server.db.deleteFrom('users').where('email', '=', owner.username).execute();
    assert.equal((await devicesOf()).length, 0, 'an account deleted (no history) takes its browsers with it');
  });

  it('mails a login link only to an existing account, answering the same, and refuses made-up or expired links', async () => {
    const owner = await newAccount('linked');
    const known = await server.post('/oauth/LoginLink', { Email: owner.username });
    const unknown = await server.post('/oauth/LoginLink', { Email: 'nobody.here@example.my' });
    assert.deepEqual(known.body, unknown.body);
    assert.equal(known.status, 200);
    const link = linkIn((await waitForMail(server, owner.username)).text, 'loginlink');
    const madeUp = await server.post<{ Code: string }>('/oauth/LoginWithLink', { ...link, taccode: 'made-up' });
    assert.equal(madeUp.body.Code, 'LOGIN_LINK_INVALID');
    await server.db
      .updateTable('account_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'login')
      .execute();
    const expired = await server.post<{ Code: string }>('/oauth/LoginWithLink', link);
    assert.equal(expired.body.Code, 'LOGIN_LINK_INVALID');
  });
});

describe('slowing, not locking', () => {
  it('slows an account guessed from many addresses, and its owner gets in after a moment', async () => {
    const account = await newAccount('spread');
    const guesses = [];
    for (let index = 0; index < 25; index += 1) {
      guesses.push(await attempt({ ...account, password: 'Wrong#2026' }, `192.0.2.${index + 10}`));
    }
    const evaluated = guesses.filter((answer) => answer.status === 400).length;
    assert.ok(evaluated >= loginThrottle.perAccount.free && evaluated < 25, `${evaluated} of 25 evaluated`);
    assert.ok(guesses.some((answer) => answer.status === 429 && answer.body.Message === codeSentences.LOGIN_SLOWED));
    await pause(loginThrottle.perAccount.spacingSeconds);
    assert.equal((await attempt(account, '198.51.100.8')).status, 200);
  });

  it('slows an address that fails for many accounts, and a colleague behind it still gets in', async () => {
    const colleague = await newAccount('colleague');
    const office = '203.0.113.99';
    const answers = [];
    for (let index = 0; index < 40; index += 1) {
      answers.push(await attempt({ username: `nobody${index}@example.my`, password: 'Wrong#2026' }, office));
    }
    const evaluated = answers.filter((answer) => answer.status === 400).length;
    assert.ok(evaluated >= loginThrottle.perAddress.free && evaluated < 40, `${evaluated} of 40 evaluated`);
    await pause(loginThrottle.perAddress.spacingSeconds);
    assert.equal((await attempt(colleague, office)).status, 200);
  });

  it('makes a pair that failed five times wait 15 minutes, even with the right password', async () => {
    const account = await newAccount('patient');
    const address = '203.0.113.15';
    for (let index = 0; index < loginThrottle.perPair; index += 1) {
      assert.equal((await attempt({ ...account, password: 'Wrong#2026' }, address)).status, 400);
    }
    const blocked = await attempt(account, address);
    assert.equal(blocked.status, 429);
    assert.equal(blocked.body.Message, messages.tooManyLoginAttempts);
    await server.db
      .updateTable('login_throttle')
      .set({ window_started_at: new Date(Date.now() - 16 * 60_000) })
      .where('key', 'like', `%${account.username}`)
      .execute();
    assert.equal((await attempt(account, address)).status, 200, 'the wait ends after 15 minutes');
  });

  it('forgets failures once the right password is given', async () => {
    const account = await newAccount('typist');
    const address = '203.0.113.16';
    let device: string | undefined;
    for (let round = 0; round < 3; round += 1) {
      for (let index = 0; index < loginThrottle.perPair - 1; index += 1) {
        assert.equal((await attempt({ ...account, password: 'Wrong#2026' }, address, device)).status, 400);
      }
      const loggedIn = await attempt(account, address, device);
      assert.equal(loggedIn.status, 200, `round ${round}`);
      device = deviceCookie(loggedIn);
    }
  });
});
