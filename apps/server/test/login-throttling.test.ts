import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { messages } from '@portal/contract';
import { insertUser } from '../src/features/auth/queries.ts';
import { loginThrottle } from '../src/features/auth/service.ts';
import { hashPassword } from '../src/platform/secrets.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
before(async () => {
  // Behind a load balancer the client's address comes from X-Forwarded-For: the tests play many addresses that way.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
after(() => server.close());

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
const attempt = (credentials: Credentials, address: string) =>
  server.call<{ Message: string }>('POST', '/oauth/token', {
    body: credentials,
    headers: { 'x-forwarded-for': address },
  });

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
    it(`checks at most 5 of ${size} simultaneous guesses, and the owner still logs in from another address`, async () => {
      const account = await newAccount(`burst${size}`);
      const tally = await burst(account, address, size);
      assert.deepEqual(tally, { evaluated: loginThrottle.perPair, refused: size - loginThrottle.perPair });
      const owner = await attempt(account, '198.51.100.7');
      assert.equal(owner.status, 200, 'the owner is not locked out by a stranger');
      const guesser = await attempt(account, address);
      assert.equal(guesser.status, 429, 'even the right password waits on the guessing address');
    });
  }
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
    assert.ok(guesses.some((answer) => answer.status === 429 && answer.body.Message === messages.tooManyRequests));
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
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < loginThrottle.perPair - 1; index += 1) {
        assert.equal((await attempt({ ...account, password: 'Wrong#2026' }, address)).status, 400);
      }
      assert.equal((await attempt(account, address)).status, 200, `round ${round}`);
    }
  });
});
