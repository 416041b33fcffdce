import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { errorTextInEnglish } from '@portal/contract';
import { sql } from 'kysely';
import { individual as other, company as owner, server, useTestServer } from './support/harness.ts';

let unikey: string;
let guestKey: string;
let guestBrowser: string;
useTestServer({
  env: { PUBLIC_URL: 'https://share.example.my' },
  login: ['company', 'individual'],
  prepare: async () => {
    unikey = await server.buyCheck('BMK8821', owner);
    ({ unikey: guestKey, deviceCookie: guestBrowser } = await server.buyGuestReport('BMK8821', {
      email: 'guest.owner@example.com',
      phoneNo: '0123456789',
    }));
  },
});

type Created = { Id: number; Url: string; ExpiresAt: string };
type Row = { Id: number; ExpiresAt: string; RevokedAt: string | null; Active: boolean };
const tokenOf = (url: string) => url.split('/share/')[1] ?? '';
const read = (token: string) =>
  server.get<{ BasicInfo?: { ReferenceID: string }; ExpiresAt?: string; Code?: string; Unikey?: string }>(
    `/api/Share/Report/${token}`,
  );

describe('read-only share links of a paid report', () => {
  it('lets the owner make a link that lasts 7 days by default and that anyone reads without logging in', async () => {
    const created = await server.post<Created>('/api/Share', { Unikey: unikey }, owner);
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.match(created.body.Url, /^https:\/\/share\.example\.my\/share\/[\w-]{20,}$/);
    const days = (Date.parse(created.body.ExpiresAt) - Date.now()) / 86_400_000;
    assert.ok(days > 6.99 && days <= 7, `${days} days`);

    const answer = await read(tokenOf(created.body.Url));
    assert.equal(answer.status, 200);
    assert.match(answer.body.BasicInfo?.ReferenceID ?? '', /^CHK/);
    assert.equal(answer.body.ExpiresAt, created.body.ExpiresAt);
    assert.ok(!JSON.stringify(answer.body).includes(unikey), 'the report key is not given away');

    const stored = await server.db.selectFrom('report_shares').select('token_hash').execute();
    assert.ok(
      stored.every((row) => row.token_hash !== tokenOf(created.body.Url)),
      'only the hash is kept',
    );
  });

  it('lists the links and revokes one, which stops answering at once', async () => {
    const created = await server.post<Created>('/api/Share', { Unikey: unikey, Days: 2 }, owner);
    const list = await server.get<Row[]>(`/api/Share?unikey=${unikey}`, owner);
    assert.equal(list.status, 200);
    assert.equal(list.body[0]?.Id, created.body.Id);
    assert.equal(list.body[0]?.Active, true);

    assert.equal((await server.post(`/api/Share/Revoke?id=${created.body.Id}`, undefined, owner)).status, 200);
    const gone = await read(tokenOf(created.body.Url));
    assert.equal(gone.status, 404);
    assert.equal(gone.body.Code, 'SHARE_NOT_FOUND');
    const after = await server.get<Row[]>(`/api/Share?unikey=${unikey}`, owner);
    const revoked = after.body.find((row) => row.Id === created.body.Id);
    assert.equal(revoked?.Active, false);
    assert.ok(revoked?.RevokedAt);
  });

  it('stops answering an expired link and a made-up one with SHARE_NOT_FOUND', async () => {
    const created = await server.post<Created>('/api/Share', { Unikey: unikey, Days: 1 }, owner);
    await server.db
      .updateTable('report_shares')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', created.body.Id)
      .execute();
    const expired = await read(tokenOf(created.body.Url));
    assert.equal(expired.status, 404);
    assert.equal(expired.body.Code, 'SHARE_NOT_FOUND');
    const madeUp = await server.get<{ Code: string; Message: string }>('/api/Share/Report/made-up-token');
    assert.equal(madeUp.status, 404);
    assert.equal(madeUp.body.Message, errorTextInEnglish('SHARE_NOT_FOUND'));
  });

  it('lets nobody but the owner share, list or revoke, and refuses a check that is not paid or too long a link', async () => {
    const before = await server.db.selectFrom('report_shares').select('id').execute();
    assert.equal((await server.post('/api/Share', { Unikey: unikey }, other)).status, 404);
    assert.equal((await server.get(`/api/Share?unikey=${unikey}`, other)).status, 404);
    assert.equal((await server.post(`/api/Share/Revoke?id=${before[0]?.id}`, undefined, other)).status, 404);
    assert.equal((await server.post('/api/Share', { Unikey: unikey })).status, 404, 'nor a stranger holding its key');
    const unpaid = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821', owner);
    assert.equal((await server.post('/api/Share', { Unikey: unpaid.body.Unikey }, owner)).status, 400);
    assert.equal((await server.post('/api/Share', { Unikey: unikey, Days: 31 }, owner)).status, 400);
    const afterwards = await server.db.selectFrom('report_shares').select('id').execute();
    assert.equal(afterwards.length, before.length, 'nothing made');
    const list = await server.get<Row[]>(`/api/Share?unikey=${unikey}`, owner);
    assert.ok(
      list.body.some((row) => row.Active),
      'the owner’s live link was not revoked by another user',
    );
  });

  it('lets a guest share the report without logging in from the browser that paid, list the links and revoke one', async () => {
    const asGuest = <T>(method: string, url: string, body?: unknown) =>
      server.call<T>(method, url, { ...(body !== undefined && { body }), headers: { cookie: guestBrowser } });
    // The report's key alone is not the guest's proof of purchase: nothing is made, listed or revoked by it.
    assert.equal((await server.post('/api/Share', { Unikey: guestKey })).status, 404);
    assert.equal((await server.get(`/api/Share?unikey=${guestKey}`)).status, 404);
    const created = await asGuest<Created>('POST', '/api/Share', { Unikey: guestKey });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const answer = await read(tokenOf(created.body.Url));
    assert.equal(answer.status, 200);
    assert.match(answer.body.BasicInfo?.ReferenceID ?? '', /^CHK/);
    const stored = await server.db
      .selectFrom('report_shares')
      .select('created_by')
      .where('id', '=', created.body.Id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.created_by, null, 'no user made it');

    const list = await asGuest<Row[]>('GET', `/api/Share?unikey=${guestKey}`);
    assert.deepEqual(
      list.body.map((row) => [row.Id, row.Active]),
      [[created.body.Id, true]],
    );
    // Revoking names the report's key, from the browser that paid: the link's number alone, another report's key, or
    // the key on another browser, is not enough.
    assert.equal((await asGuest('POST', `/api/Share/Revoke?id=${created.body.Id}`)).status, 404);
    assert.equal((await asGuest('POST', `/api/Share/Revoke?id=${created.body.Id}&unikey=${unikey}`)).status, 404);
    assert.equal((await server.post(`/api/Share/Revoke?id=${created.body.Id}&unikey=${guestKey}`)).status, 404);
    assert.equal((await read(tokenOf(created.body.Url))).status, 200, 'still live');
    const revoked = await asGuest('POST', `/api/Share/Revoke?id=${created.body.Id}&unikey=${guestKey}`);
    assert.equal(revoked.status, 200);
    assert.equal((await read(tokenOf(created.body.Url))).body.Code, 'SHARE_NOT_FOUND');
  });
});
