import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { lockDataDir } from '../src/platform/data-lock.ts';
import { login, startTestServer } from './support/harness.ts';

it('makes the ADMIN_EMAIL administrator, verified, with no demo data', async () => {
  const server = await startTestServer({ DEMO: 'false', ADMIN_EMAIL: 'Boss@Example.my', ADMIN_PASSWORD: 'Boss#2026x' });
  try {
    const token = await login(server, { username: 'boss@example.my', password: 'Boss#2026x' });
    const profile = await server.get<{ Role: number; IsShowDashboard: boolean }>('/api/UserProfile', token);
    assert.equal(profile.body.Role, 1);
    assert.equal(profile.body.IsShowDashboard, true);
    const users = await server.db.selectFrom('users').select('email').execute();
    assert.deepEqual(users, [{ email: 'boss@example.my' }], 'no demo accounts without DEMO');
    assert.equal((await server.get('/dev/mail.json')).status, 404, 'no demo mailbox without DEMO');
  } finally {
    await server.close();
  }
});

it('refuses a second process on one data folder and takes over a stale lock', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-lock-'));
  try {
    await writeFile(path.join(dataDir, 'portal.lock'), '1');
    assert.throws(() => lockDataDir(dataDir), /Another portal process \(pid 1\)/);
    await writeFile(path.join(dataDir, 'portal.lock'), '999999999');
    const unlock = lockDataDir(dataDir);
    unlock();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
