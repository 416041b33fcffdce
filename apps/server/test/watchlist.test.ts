import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { errorTextInEnglish } from '@portal/contract';
import { describeReport, importFile } from '../src/imports/import.ts';
import { demo, individual as other, company as owner, server, useTestServer, waitForMail } from './support/harness.ts';

let unikey: string;
let chassis: string;
let plate: string;
let folder: string;

type Row = {
  Id: number;
  Unikey: string;
  VehicleRegistrationNo: string | null;
  VehChassis: string;
  Make: string | null;
  Model: string | null;
  WatchedSince: string;
  NewClaims: number;
  ChangedAt: string | null;
};
type ErrorBody = { Code: string; Message: string };
type HistoryRow = { Unikey: string; WatchChange: { NewClaims: number; ChangedAt: string } | null };

useTestServer({
  env: { PUBLIC_URL: 'https://watch.example.my' },
  login: ['company', 'individual'],
  prepare: async () => {
    unikey = await server.buyCheck('BMK8821', owner);
    const vehicle = await server.db
      .selectFrom('vehicles')
      .select(['chassis_no', 'registration_no'])
      .where('registration_no_key', '=', 'BMK8821')
      .executeTakeFirstOrThrow();
    chassis = vehicle.chassis_no;
    plate = vehicle.registration_no;
    // The watcher reads Chinese: the mail must come in that language whatever the importer's.
    await server.db.updateTable('users').set({ language: 'zh' }).where('email', '=', demo.company.username).execute();
    folder = await mkdtemp(path.join(tmpdir(), 'portal-watch-'));
  },
});
after(() => rm(folder, { recursive: true, force: true }));

const list = () => server.get<Row[]>('/api/Watch', owner);
const watchMails = () =>
  server.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('to_address', '=', demo.company.username)
    .where('text_body', 'like', '%/account/watchlist%')
    .execute();

async function claimsFile(name: string, claimNo: string) {
  const file = path.join(folder, name);
  await writeFile(
    file,
    [
      'Insurer,ClaimNo,ChassisNo,RegistrationNo,AccidentLossDate,EstimateAuthorized,SumInsured,ClaimTypeDesc',
      `Etiqa General Insurance Berhad,${claimNo},${chassis},${plate},2026-10-02,"3,200.00",52000,OWN DAMAGE`,
      `Etiqa General Insurance Berhad,${claimNo}-X,ZZZ9999999999999,XYZ 1,2026-10-03,100,9000,WINDSCREEN`,
    ].join('\r\n'),
  );
  return file;
}

describe('watching a vehicle from a paid report', () => {
  it('lets the owner watch the vehicle of a paid report, listed with plate, make/model and since when', async () => {
    const watched = await server.post<{ Id: number }>(`/api/Watch?unikey=${unikey}`, undefined, owner);
    assert.equal(watched.status, 200, JSON.stringify(watched.body));
    const status = await server.get<{ Watching: boolean; Id: number }>(`/api/Watch/Status?unikey=${unikey}`, owner);
    assert.deepEqual(status.body, { Watching: true, Id: watched.body.Id });
    const rows = (await list()).body;
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.VehicleRegistrationNo, plate);
    assert.equal(rows[0]?.VehChassis, chassis);
    assert.ok(rows[0]?.Make && rows[0]?.Model);
    assert.equal(rows[0]?.Unikey, unikey);
    assert.equal(rows[0]?.NewClaims, 0);
    assert.equal(rows[0]?.ChangedAt, null);
    assert.ok(Math.abs(Date.parse(rows[0]?.WatchedSince ?? '') - Date.now()) < 60_000);
    // Watching it again is the same watch, not a second one.
    const again = await server.post<{ Id: number }>(`/api/Watch?unikey=${unikey}`, undefined, owner);
    assert.equal(again.body.Id, watched.body.Id);
    assert.equal((await list()).body.length, 1);
  });

  it('refuses someone else’s report, an unpaid check and a caller not logged in, watching nothing', async () => {
    const before = await server.countRows('watches');
    const foreign = await server.post<ErrorBody>(`/api/Watch?unikey=${unikey}`, undefined, other);
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.Code, 'CHECK_NOT_FOUND');
    assert.equal((await server.get<ErrorBody>(`/api/Watch/Status?unikey=${unikey}`, other)).status, 404);
    const unpaid = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821', owner);
    const notPaid = await server.post<ErrorBody>(`/api/Watch?unikey=${unpaid.body.Unikey}`, undefined, owner);
    assert.equal(notPaid.status, 400);
    assert.equal(notPaid.body.Code, 'CHECK_NOT_PAID');
    assert.equal((await server.post(`/api/Watch?unikey=${unikey}`)).status, 401);
    assert.equal((await server.get('/api/Watch')).status, 401);
    assert.deepEqual((await server.get<Row[]>('/api/Watch', other)).body, []);
    const [mine] = (await list()).body;
    const stopForeign = await server.post<ErrorBody>(`/api/Watch/Stop?id=${mine?.Id}`, undefined, other);
    assert.equal(stopForeign.status, 404);
    assert.equal(stopForeign.body.Code, 'WATCH_NOT_FOUND');
    assert.equal(stopForeign.body.Message, errorTextInEnglish('WATCH_NOT_FOUND'));
    assert.equal(await server.countRows('watches'), before);
    assert.equal((await list()).body.length, 1, 'the owner still watches it');
  });

  it('tells the watcher once, in their language, when an import records a new claim, at no charge', async () => {
    const credit = await server.creditBalance(demo.company.username);
    const [checks, transactions] = [await server.countRows('checks'), await server.countRows('transactions')];
    const file = await claimsFile('new-claim.csv', 'ETQ-W1');
    const report = await importFile(server.db, 'claims', file, {
      publicUrl: server.config.publicUrl,
      jobs: server.worker,
    });
    assert.equal(report.written, true, describeReport(report));

    const mails = await watchMails();
    assert.equal(mails.length, 1);
    assert.match(mails[0]?.subject ?? '', /新的索赔记录/);
    assert.ok(mails[0]?.subject.includes(plate));
    assert.ok(mails[0]?.text_body.includes('https://watch.example.my/account/watchlist'));
    const delivered = await waitForMail(server, demo.company.username);
    assert.equal(delivered.subject, mails[0]?.subject);

    const [row] = (await list()).body;
    assert.equal(row?.NewClaims, 1);
    assert.ok(row?.ChangedAt && Math.abs(Date.parse(row.ChangedAt) - Date.now()) < 60_000);
    const history = await server.get<{ items: HistoryRow[] }>('/api/Check?page=1&rows=20', owner);
    const paidRow = history.body.items.find((item) => item.Unikey === unikey);
    assert.equal(paidRow?.WatchChange?.NewClaims, 1);
    const othersHistory = await server.get<{ items: HistoryRow[] }>('/api/Check?page=1&rows=20', other);
    assert.ok(othersHistory.body.items.every((item) => item.WatchChange === null));

    assert.equal(await server.creditBalance(demo.company.username), credit, 'no credit taken');
    assert.equal(await server.countRows('checks'), checks, 'no new check');
    assert.equal(await server.countRows('transactions'), transactions, 'no new charge');
  });

  it('sends no second mail when the same rows are imported again', async () => {
    const file = await claimsFile('same-again.csv', 'ETQ-W1');
    const report = await importFile(server.db, 'claims', file, {
      publicUrl: server.config.publicUrl,
      jobs: server.worker,
    });
    assert.equal(report.written, true, describeReport(report));
    assert.equal((await watchMails()).length, 1);
    assert.equal((await list()).body[0]?.NewClaims, 1);
  });

  it('stops watching: the vehicle leaves the list and History, and a later claim mails nobody', async () => {
    const [row] = (await list()).body;
    assert.equal((await server.post(`/api/Watch/Stop?id=${row?.Id}`, undefined, owner)).status, 200);
    assert.deepEqual((await list()).body, []);
    const status = await server.get<{ Watching: boolean }>(`/api/Watch/Status?unikey=${unikey}`, owner);
    assert.equal(status.body.Watching, false);
    const history = await server.get<{ items: HistoryRow[] }>('/api/Check?page=1&rows=20', owner);
    assert.equal(history.body.items.find((item) => item.Unikey === unikey)?.WatchChange, null);
    const again = await server.post<ErrorBody>(`/api/Watch/Stop?id=${row?.Id}`, undefined, owner);
    assert.equal(again.status, 404);
    assert.equal(again.body.Code, 'WATCH_NOT_FOUND');

    const later = await claimsFile('later.csv', 'ETQ-W2');
    assert.equal(
      (await importFile(server.db, 'claims', later, { publicUrl: server.config.publicUrl, jobs: server.worker }))
        .written,
      true,
    );
    assert.equal((await watchMails()).length, 1);
  });
});
