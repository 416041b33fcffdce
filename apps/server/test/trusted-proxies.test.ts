import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.ts';
import { withTestServer } from './support/harness.ts';

/*
 * TRUST_PROXY names whose X-Forwarded-For is believed (issue 39): the client address behind the guests' search limit
 * (30 a minute) must be the one the trusted proxy saw, never one the client wrote itself.
 */

const GUEST_SEARCHES_A_MINUTE = 30;

/** Guest searches, each through a proxy that forwards `forwardedFor(attempt)`: their answers' statuses. */
async function searches(env: Record<string, string>, count: number, forwardedFor: (attempt: number) => string) {
  return withTestServer({ RATE_LIMITS: 'true', RUN_WORKER: 'false', ...env }, async (server) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      const answer = await server.call('GET', '/api/Check/SearchItem?vehicleNo=BMK8821', {
        headers: { 'x-forwarded-for': forwardedFor(attempt) },
      });
      statuses.push(answer.status);
    }
    return statuses;
  });
}

describe('TRUST_PROXY', () => {
  it('with true, believes a proxy on this machine, but not the addresses a client put before its own', async () => {
    // The client writes a new address each time; the proxy appends the one it saw (203.0.113.9).
    const statuses = await searches({ TRUST_PROXY: 'true' }, GUEST_SEARCHES_A_MINUTE + 1, (attempt) => {
      return `198.51.100.${attempt + 1}, 203.0.113.9`;
    });
    assert.equal(statuses.filter((status) => status === 200).length, GUEST_SEARCHES_A_MINUTE);
    assert.equal(statuses.at(-1), 429, 'one client, however many addresses it writes');
  });

  it('with a list, believes only the proxies listed', async () => {
    // The portal is reached from 127.0.0.1, which is not the listed proxy: what it forwards is the client's own text.
    const notListed = await searches({ TRUST_PROXY: '192.0.2.10,10.1.0.0/16' }, GUEST_SEARCHES_A_MINUTE + 1, (n) => {
      return `198.51.100.${n + 1}`;
    });
    assert.equal(notListed.at(-1), 429, 'the addresses of an unlisted hop are not believed');
    const listed = await searches({ TRUST_PROXY: '127.0.0.1' }, GUEST_SEARCHES_A_MINUTE + 1, (n) =>
      n < GUEST_SEARCHES_A_MINUTE ? '203.0.113.9' : '203.0.113.10',
    );
    assert.equal(listed[GUEST_SEARCHES_A_MINUTE - 1], 200);
    assert.equal(listed.at(-1), 200, 'another client behind the listed proxy has its own count');
  });

  it('refuses anything but true, false, addresses and CIDR ranges', () => {
    for (const value of ['proxy.example.my', '10.0.0.0/33', '10.0.0.1,', 'any']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: value }),
        (error: Error) =>
          error instanceof ConfigError && /TRUST_PROXY: must be true, false, or proxy addresses/.test(error.message),
        value,
      );
    }
    assert.equal(loadConfig({ TRUST_PROXY: '10.0.0.5, fd00::/8' }).trustProxy, '10.0.0.5,fd00::/8');
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
  });
});
