import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import Fastify from 'fastify';
import { redisOrLocalStore } from '../src/platform/rate-limit.ts';
import { addressOf, cuttableProxy } from './support/cuttable-proxy.ts';
import { freshDatabase } from './support/database.ts';
import { killPortalProcesses, listeningAddresses, startPortalProcess } from './support/portal-process.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const REDIS_GONE = 'Redis unreachable: rate limits are counted in each process until it is back';
const REDIS_BACK = 'Redis reachable again: rate limits are counted in Redis';

after(killPortalProcesses);

describe('Redis going away under a running portal', {
  // npm test needs nothing installed; CI (.ci/run) starts Redis and sets TEST_REDIS_URL.
  skip: redisUrl ? false : 'TEST_REDIS_URL is not set (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379)',
}, () => {
  it('keeps limiting searches in the process while Redis is away, says so once, and counts in Redis again when it is back', async () => {
    const proxy = await cuttableProxy(addressOf(redisUrl ?? ''));
    const database = await freshDatabase();
    // The portal in its own process, so that what it logs is read as an operator reads it.
    const portal = await startPortalProcess({
      DEMO: 'true',
      RATE_LIMITS: 'true',
      RUN_WORKER: 'false',
      REDIS_URL: proxy.urlFor(redisUrl ?? ''),
      ...(database.target.kind === 'postgres' ? { DATABASE_URL: database.target.url } : {}),
    });
    try {
      await portal.waitForLog('portal started');
      const [address] = listeningAddresses(portal.logLines());
      assert.ok(address, 'the portal says where it listens');
      const searches = async (count: number) => {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < count; attempt += 1) {
          statuses.push((await fetch(new URL('/api/Check/SearchItem?vehicleNo=BMK8821', address))).status);
        }
        return statuses;
      };
      const warnings = () => portal.logLines().filter((line) => line.msg === REDIS_GONE);

      // A guest may search 30 times a minute: 5 counted in Redis first.
      assert.deepEqual(await searches(5), Array(5).fill(200));
      assert.equal(warnings().length, 0, JSON.stringify(warnings()));

      await proxy.cut();
      // This process counts afresh, and still stops the 31st.
      assert.deepEqual(await searches(31), [...Array(30).fill(200), 429]);
      await portal.waitForLog(REDIS_GONE);
      assert.equal(warnings().length, 1, 'said once, however many requests met the outage');

      await proxy.restore();
      await portal.waitForLog(REDIS_BACK);
      // Redis's own count (5) holds again: 25 more, then the limit.
      assert.deepEqual(await searches(26), [...Array(25).fill(200), 429]);
      assert.equal(warnings().length, 1);
    } finally {
      await portal.stop();
      await proxy.close();
      await database.drop();
    }
  });
});

describe('a pause of the portal’s own', {
  skip: redisUrl ? false : 'TEST_REDIS_URL is not set (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379)',
}, () => {
  it('is not taken for Redis going away: the count Redis gave during a 2.5 s pause is used, and nothing is logged', async () => {
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } } });
    const Store = await redisOrLocalStore(app, redisUrl ?? '', `pause-test:${randomUUID()}:`);
    const store = new Store({} as FastifyRateLimitOptions);
    const count = () =>
      new Promise<number>((resolve, reject) =>
        store.incr('guest', (error, result) => (error ? reject(error) : resolve(result?.current ?? 0)), 60_000, 10),
      );
    try {
      assert.equal(await count(), 1, 'counted in Redis once connected');
      const second = count();
      // The command is on its way; this process is busy for longer than Redis is given to answer.
      const busyUntil = Date.now() + 2_500;
      while (Date.now() < busyUntil);
      assert.equal(await second, 2, 'Redis’s count, not a fresh one of the process’s own');
      assert.deepEqual(logged, []);
    } finally {
      await app.close();
    }
  });
});
