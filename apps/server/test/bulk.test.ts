import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BulkBatch } from '@portal/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import yauzl from 'yauzl';
import { SHOWCASE } from '../src/domain/showcase.ts';
import { bulkRun, queueBatchJob } from '../src/features/bulk/jobs.ts';
import { createGateway } from '../src/features/payments/gateways/index.ts';
import { createJobQueue } from '../src/jobs/create-queue.ts';
import type { JobQueue } from '../src/jobs/define.ts';
import { createMetrics } from '../src/platform/metrics.ts';
import { purgeExpired } from '../src/platform/queries.ts';
import { retention } from '../src/platform/retention.ts';
import {
  admin,
  company,
  demo,
  individual,
  loginDemoAccounts,
  server,
  startTestServer,
  type TestServer,
  useTestServer,
} from './support/harness.ts';
import { type UploadFile, upload, type ZipPart, zipArchive } from './support/uploads.ts';

/** Plates of demo vehicles, each the only vehicle under its plate, with their chassis numbers. */
let vehicles: { plate: string; chassis: string }[];

/**
 * The worker: the web server runs none (RUN_WORKER=false), as beside `npm run worker`; the tests start one on the same
 * database, and stop it to see a batch while it waits for its turn.
 */
let worker: JobQueue | undefined;

/** A worker process's job queue, working. */
async function newWorker() {
  const { config, db, app, target } = server;
  const gateways = await createGateway(config, db);
  const queue = await createJobQueue(
    { config, db, log: app.log, metrics: await createMetrics(config), gateways },
    target,
  );
  await queue.work();
  return queue;
}

/** Starts the worker unless it runs already: each test begins with it running. */
async function startWorker() {
  if (!worker) worker = await newWorker();
}

/** Stops the worker as an operator stops `npm run worker`: a run in hand finishes first. */
async function stopWorker() {
  await worker?.stop();
  worker = undefined;
}

// Before the server's own `after`: the worker stops while its database is still open.
after(stopWorker);
beforeEach(startWorker);

useTestServer({
  env: { RUN_WORKER: 'false' },
  login: ['individual', 'company', 'admin'],
  ledgerChecked: 'after each test',
  prepare: async () => {
    const rows = await server.db
      .selectFrom('vehicles')
      .select([sql<string>`min(registration_no)`.as('plate'), sql<string>`min(chassis_no)`.as('chassis')])
      .groupBy('registration_no_key')
      .having(sql`count(*)`, '=', 1)
      .orderBy('registration_no_key')
      .limit(30)
      .execute();
    vehicles = rows;
    assert.equal(vehicles.length, 30);
  },
});

type ErrorBody = { Code: string; Message: string };

const csv = (lines: readonly string[], name = 'list.csv'): UploadFile => ({
  name,
  bytes: new TextEncoder().encode(lines.join('\n')),
  type: 'text/csv',
});
const send = (file: UploadFile, token = company) => upload<BulkBatch & ErrorBody>(server, '/api/Bulk', [file], token);
/** Uploads a file, waits while the worker reads it, and answers the batch as then shown. */
async function preview(file: UploadFile, token = company) {
  const sent = await send(file, token);
  if (sent.status !== 200) return sent;
  assert.equal(sent.body.Status, 'reading');
  return until(sent.body.id, (batch) => batch.Status !== 'reading', token);
}
const confirm = (id: number, token = company) =>
  server.post<BulkBatch & ErrorBody>(`/api/Bulk/${id}/Confirm`, { AgreeTerms: true }, token);
const prepareReports = (id: number, token = company) =>
  server.post<BulkBatch & ErrorBody>(`/api/Bulk/${id}/Reports`, undefined, token);
const progress = (id: number, token = company) => server.get<BulkBatch & ErrorBody>(`/api/Bulk/${id}`, token);
/** The batch as its owner sees it, read again until `reached` (bounded: the worker takes it at once). */
async function until(id: number, reached: (batch: BulkBatch) => boolean, token = company) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const answer = await progress(id, token);
    if (answer.status !== 200 || reached(answer.body)) return answer;
    await sleep(50);
  }
  throw new Error(`batch ${id} did not get there: ${JSON.stringify((await progress(id, token)).body)}`);
}
/** Confirms a batch and waits while the worker runs it: the batch as then shown. */
async function confirmAndRun(id: number, token = company) {
  const confirmed = await confirm(id, token);
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return until(id, (batch) => batch.Status === 'done', token);
}
/** Waits until the worker has no bulk run waiting or in hand (bounded), as after everything it was given is done. */
async function bulkWorkDone() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const { rows } = await sql<{ runs: number }>`
      select count(*)::int as runs from pgboss.job
      where name like 'bulk-%' and state in ('created', 'retry', 'active')`.execute(server.db);
    if (rows[0]?.runs === 0) return;
    await sleep(50);
  }
  throw new Error('the bulk runs did not end');
}
const countUploadsKept = () => server.countRows('bulk_batches', (row) => row('upload', 'is not', null));
const dealerCredit = () => server.creditBalance(demo.company.username);

/** What changes when something is charged or stored. */
const snapshot = async () => ({
  credit: await dealerCredit(),
  adminCredit: await server.creditBalance(demo.admin.username),
  ledger: await server.countRows('transactions'),
  checks: await server.countRows('checks'),
  batches: await server.countRows('bulk_batches'),
  items: await server.countRows('bulk_items'),
});

/** Per check bought by a batch: how many ledger rows it has. */
async function ledgerRowsPerCheck(batchId: number) {
  const rows = await server.db
    .selectFrom('bulk_items')
    .innerJoin('checks', 'checks.id', 'bulk_items.check_id')
    .leftJoin('transactions', 'transactions.check_id', 'checks.id')
    .select(['bulk_items.search_key', 'checks.status'])
    .select((eb) => eb.fn.count<number>('transactions.id').as('rows'))
    .where('bulk_items.batch_id', '=', batchId)
    .groupBy(['bulk_items.search_key', 'checks.status'])
    .execute();
  return rows.map((row) => ({ key: row.search_key, status: row.status, rows: Number(row.rows) }));
}

async function setPdfAccess(email: string, on: boolean) {
  await server.db.updateTable('users').set({ api_include_pdf: on }).where('email', '=', email).execute();
}

/** The references of the checks a batch bought. */
async function batchReferences(batchId: number) {
  const rows = await server.db
    .selectFrom('bulk_items')
    .innerJoin('checks', 'checks.id', 'bulk_items.check_id')
    .select('checks.reference_no')
    .where('bulk_items.batch_id', '=', batchId)
    .execute();
  return rows.map((row) => row.reference_no ?? '');
}

/** Every file of a zip, by name, read with the same library that reads uploaded workbooks. */
function unzip(zip: Buffer) {
  return new Promise<Map<string, Buffer>>((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (openError, archive) => {
      if (openError) return reject(openError);
      const files = new Map<string, Buffer>();
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, async (readError, stream) => {
          if (readError) return reject(readError);
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          files.set(entry.fileName, Buffer.concat(chunks));
          archive.readEntry();
        });
      });
      archive.on('end', () => resolve(files));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}

const keyOf = (plate: string) => plate.toUpperCase().replace(/[\s-]/g, '');

/** `PERODUA MYVI`: the make and model of the demo vehicle under a plate. */
async function makeAndModel(plate: string) {
  const vehicle = await server.db
    .selectFrom('vehicles')
    .select(['make', 'family'])
    .where('registration_no_key', '=', keyOf(plate))
    .executeTakeFirstOrThrow();
  return `${vehicle.make} ${vehicle.family}`;
}

describe('bulk preview', () => {
  it('answers found, not found, already owned, invalid and duplicate rows and the cost, charging nothing', async () => {
    const [owned, first, second] = vehicles as [(typeof vehicles)[0], (typeof vehicles)[0], (typeof vehicles)[0]];
    await server.buyCheck(owned.plate, company);
    const before = await snapshot();
    const answer = await preview(
      csv(['Plate number', owned.plate, first.plate, second.plate, second.chassis, 'ZZZ 9999', 'BAD!!', '', 'W']),
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.Counts, { Found: 2, NotFound: 1, Owned: 1, Invalid: 2, Duplicate: 1 });
    assert.deepEqual(
      answer.body.Rows.map((row) => [row.Line, row.Status]),
      [
        [2, 'owned'],
        [3, 'found'],
        [4, 'found'],
        [5, 'duplicate'],
        [6, 'notfound'],
        [7, 'invalid'],
        [9, 'invalid'],
      ],
    );
    const duplicate = answer.body.Rows.find((row) => row.Status === 'duplicate');
    assert.equal(duplicate?.ReasonCode, 'BULK_ROW_DUPLICATE');
    assert.equal(duplicate?.Reason, 'The same vehicle as row 4: checked once.', 'names the row it repeats');
    assert.equal(answer.body.IsPostpaid, false);
    assert.ok(answer.body.CreditPerCheck > 0);
    assert.equal(answer.body.TotalCredit, 2 * answer.body.CreditPerCheck);
    assert.equal(answer.body.Status, 'preview');
    assert.equal(answer.body.Done, 0);
    assert.equal(answer.body.Total, 7);
    // A plate in the registration's spacing, the make and model of what was found, why a row is invalid.
    const row = (line: number) => answer.body.Rows.find((candidate) => candidate.Line === line);
    assert.equal(row(3)?.SearchKey, first.plate, 'the plate as the registration writes it');
    assert.equal(row(6)?.SearchKey, 'ZZZ 9999');
    assert.equal(row(3)?.Vehicle, await makeAndModel(first.plate));
    assert.equal(row(2)?.Vehicle, await makeAndModel(owned.plate));
    assert.equal(row(6)?.Vehicle, null);
    assert.deepEqual(
      [row(7), row(9)].map((invalid) => [invalid?.SearchKey, invalid?.ReasonCode, invalid?.Reason]),
      [
        [
          'BAD!!',
          'BULK_ROW_NOT_LETTERS_AND_DIGITS',
          'A plate or chassis number has only letters and digits (spaces and dashes do not count).',
        ],
        ['W', 'BULK_ROW_TOO_SHORT', 'Too short for a plate or chassis number (at least 2 characters).'],
      ],
    );
    assert.equal(row(3)?.ReasonCode, null);
    const after = await snapshot();
    assert.deepEqual({ ...after, batches: before.batches, items: before.items }, before);
    assert.equal(after.batches, before.batches + 1);
    assert.equal(after.items, before.items + 7);
  });

  it('tells why a row is invalid in the reader’s language: too long, a date', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Plates');
    sheet.addRow(['Plate']);
    sheet.addRow(['PM2L252S002107437PM2L252S00']);
    sheet.addRow([new Date('2026-01-05T00:00:00Z')]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const listed = await preview({ name: 'plates.xlsx', bytes });
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    const answer = await server.call<BulkBatch>('GET', `/api/Bulk/${listed.body.id}`, {
      token: company,
      headers: { cookie: 'lang=ms' },
    });
    assert.deepEqual(
      answer.body.Rows.map((row) => [row.Status, row.ReasonCode, row.Reason]),
      [
        ['invalid', 'BULK_ROW_TOO_LONG', 'Terlalu panjang untuk nombor plat atau casis (paling banyak 25 aksara).'],
        ['invalid', 'BULK_ROW_DATE', 'Ini tarikh, bukan nombor plat atau casis.'],
      ],
    );
  });

  it('reads an .xlsx file the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Plates');
    sheet.addRow(['Chassis']);
    sheet.addRow([vehicles[3]!.chassis]);
    sheet.addRow(['ZZZ 9999']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const answer = await preview({ name: 'plates.xlsx', bytes });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.Counts, { Found: 1, NotFound: 1, Owned: 0, Invalid: 0, Duplicate: 0 });
  });

  it('refuses 1,001 rows with a code once read, keeping no row and no file', async () => {
    const before = await snapshot();
    const rows = Array.from({ length: 1001 }, (_, index) => `WXX ${index + 1}`);
    const answer = await preview(csv(rows));
    assert.equal(answer.status, 200);
    assert.equal(answer.body.Status, 'refused');
    assert.deepEqual(answer.body.Refusal, {
      Code: 'BULK_TOO_MANY_ROWS',
      Message: 'A bulk file holds at most 1,000 plates or chassis numbers; this one has 1,001.',
    });
    assert.equal(answer.body.Total, 0);
    assert.deepEqual(await snapshot(), { ...before, batches: before.batches + 1 });
    assert.equal(await countUploadsKept(), 0);
    // A refused batch has nothing to confirm.
    assert.equal((await confirm(answer.body.id)).body.Code, 'BULK_NOTHING_TO_CHARGE');
  });

  it('refuses a file of the wrong type with 400 and a code, storing nothing', async () => {
    const before = await snapshot();
    const pdf = new TextEncoder().encode('%PDF-1.4\n\u0000\u0001binary');
    for (const file of [
      { name: 'list.pdf', bytes: pdf },
      csv([vehicles[4]!.plate], 'list.txt'),
      { name: 'list.xlsx', bytes: new TextEncoder().encode(vehicles[4]!.plate) },
      { name: 'list.csv', bytes: pdf },
    ]) {
      const answer = await preview(file);
      assert.equal(answer.status, 400, file.name);
      assert.equal(answer.body.Code, 'BULK_NOT_SPREADSHEET');
      assert.equal(answer.body.Message, `${file.name} is not an .xlsx or .csv file`);
    }
    assert.deepEqual(await snapshot(), before);
  });

  it('is for company users and administrators only', async () => {
    const answer = await preview(csv([vehicles[4]!.plate]), individual);
    assert.equal(answer.status, 403);
    assert.equal(answer.body.Code, 'BULK_COMPANY_ONLY');
  });
});

describe('bulk confirmation and run', () => {
  it('refuses a batch whose Terms of Service are not agreed, as a single check asks, charging nothing', async () => {
    const listed = await preview(csv([vehicles[12]!.plate]));
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    const before = await snapshot();
    for (const body of [undefined, {}, { AgreeTerms: false }]) {
      // Not the helper: its default body agrees.
      const answer = await server.post<ErrorBody>(`/api/Bulk/${listed.body.id}/Confirm`, body, company);
      assert.equal(answer.status, 400, JSON.stringify(body) + JSON.stringify(answer.body));
      assert.equal(answer.body.Code, 'BULK_TERMS_NOT_AGREED', JSON.stringify(body) + JSON.stringify(answer.body));
      assert.equal(answer.body.Message, 'Agree to the Terms of Service before the vehicles are checked.');
    }
    await bulkWorkDone();
    assert.deepEqual(await snapshot(), before);
    assert.equal((await progress(listed.body.id)).body.Status, 'preview');
  });

  it('refuses too little credit for the whole batch before anything is charged', async () => {
    // The demo administrator has no credit.
    const listed = await preview(csv([vehicles[5]!.plate, vehicles[6]!.plate]), admin);
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    assert.equal(listed.body.CreditBalance, 0);
    const before = await snapshot();
    const answer = await confirm(listed.body.id, admin);
    assert.equal(answer.status, 402);
    assert.equal(answer.body.Code, 'BULK_CREDIT_INSUFFICIENT');
    assert.equal(answer.body.Message, 'Credit insufficient!');
    await bulkWorkDone();
    assert.deepEqual(await snapshot(), before);
    assert.equal((await progress(listed.body.id, admin)).body.Status, 'preview');
  });

  it('charges exactly the found vehicles not already owned, once each, one ledger row per check', async () => {
    const toCheck = vehicles.slice(7, 12);
    const listed = await preview(
      csv([...toCheck.map((vehicle) => vehicle.plate), vehicles[0]!.plate, 'ZZZ 9999', toCheck[0]!.chassis]),
    );
    assert.deepEqual(listed.body.Counts, { Found: 5, NotFound: 1, Owned: 1, Invalid: 0, Duplicate: 1 });
    const before = await snapshot();
    const confirmed = await confirm(listed.body.id);
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.equal(confirmed.body.Status, 'running');
    const done = await until(listed.body.id, (batch) => batch.Status === 'done');
    assert.equal(done.body.Status, 'done');
    assert.equal(done.body.Done, 8);
    assert.equal(done.body.Total, 8);
    assert.equal(done.body.Charged, 5);
    const after = await snapshot();
    assert.equal(after.credit, before.credit - listed.body.TotalCredit);
    assert.equal(after.ledger, before.ledger + 5);
    assert.deepEqual(
      (await ledgerRowsPerCheck(listed.body.id)).sort((a, b) => a.key.localeCompare(b.key)),
      toCheck
        .map((vehicle) => ({ key: keyOf(vehicle.plate), status: 'paid', rows: 1 }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    );
    // Running the job again, or confirming again, charges nothing more.
    await queueBatchJob(worker!, bulkRun, listed.body.id);
    await bulkWorkDone();
    assert.equal((await confirm(listed.body.id)).body.Code, 'BULK_ALREADY_CONFIRMED');
    assert.deepEqual(await snapshot(), after);

    // The result, read back: headers in the reader's language, one row per file row.
    const response = await fetch(`${server.baseUrl}/api/Bulk/${listed.body.id}/result.xlsx`, {
      headers: { authorization: `Bearer ${company}`, cookie: 'lang=ms' },
    });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    assert.deepEqual(values(1), [
      'Nombor plat atau casis',
      'Status',
      'ID Rujukan',
      'Bilangan tuntutan',
      'Tahap kerosakan paling teruk',
      'Dihapus kira',
      'Bacaan odometer',
      'Laporan',
    ]);
    assert.equal(sheet.rowCount, 9);
    const first = values(2);
    assert.equal(first[0], toCheck[0]!.plate, 'the plate in the registration’s spacing');
    assert.equal(first[1], 'Disemak');
    assert.match(String(first[2]), /^CHK\d/);
    assert.equal(typeof first[3], 'number');
    assert.match(String(first[5]), /^(DIHAPUS KIRA pada .+|tiada rekod dihapus kira)$/);
    assert.match(String(first[7]), /\/check\/check\/[A-Za-z0-9_-]+$/);
    const owned = values(7);
    assert.equal(owned[1], 'Sudah dimiliki');
    assert.match(String(owned[2]), /^CHK\d/);
    assert.deepEqual(values(8).slice(0, 2), ['ZZZ 9999', 'Tidak dijumpai']);
    assert.equal(values(9)[1], 'Pendua');
  });

  it('says in the result which car was written off and whose mileage went backwards', async () => {
    const listed = await preview(csv([SHOWCASE.writtenOff, SHOWCASE.rollback]));
    assert.equal(listed.body.Counts.Found, 2);
    assert.equal((await confirmAndRun(listed.body.id)).body.Charged, 2);
    const response = await fetch(`${server.baseUrl}/api/Bulk/${listed.body.id}/result.xlsx`, {
      headers: { authorization: `Bearer ${company}`, cookie: 'lang=en' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const row = (line: number) => (sheet.getRow(line).values as unknown[]).slice(1);
    assert.deepEqual(row(2).slice(4, 7), ['SEVERE', 'WRITTEN OFF on 18 Dec 2021', 'mileage only went forward']);
    assert.deepEqual(row(3).slice(4, 7), ['MEDIUM', 'no write-off recorded', 'mileage went backwards']);
  });

  it('charges every found vehicle exactly once when the run is stopped midway and restarted', async () => {
    const toCheck = vehicles.slice(12, 18);
    const listed = await preview(csv(toCheck.map((vehicle) => vehicle.plate)));
    assert.equal(listed.body.Counts.Found, 6);
    const before = await snapshot();
    // The worker is stopped: the confirmed batch waits for it, its run queued.
    await stopWorker();
    assert.equal((await confirm(listed.body.id)).status, 200);
    // The result is not ready while the batch runs.
    const early = await server.get<ErrorBody>(`/api/Bulk/${listed.body.id}/result.xlsx`, company);
    assert.equal(early.status, 409);
    assert.equal(early.body.Code, 'BULK_NOT_DONE');
    const waiting = await progress(listed.body.id);
    assert.deepEqual([waiting.body.Status, waiting.body.Done, waiting.body.Total], ['running', 0, 6]);
    // A worker killed while charging an item: its transaction never commits.
    await assert.rejects(
      server.db.transaction().execute(async (trx) => {
        const item = await trx
          .selectFrom('bulk_items')
          .select('id')
          .where('batch_id', '=', listed.body.id)
          .where('state', '=', 'pending')
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx.updateTable('bulk_items').set({ state: 'charged' }).where('id', '=', item.id).execute();
        await trx
          .updateTable('users')
          .set({ credit: sql`credit - 1` })
          .where('email', '=', demo.company.username)
          .execute();
        throw new Error('killed');
      }),
      /killed/,
    );
    // Restarted, two workers at once finish the batch; its run queued once more finds nothing left to charge.
    const [restarted, beside] = await Promise.all([newWorker(), newWorker()]);
    worker = restarted;
    try {
      await until(listed.body.id, (batch) => batch.Status === 'done');
      await queueBatchJob(beside, bulkRun, listed.body.id);
      await bulkWorkDone();
    } finally {
      await beside.stop();
    }
    const done = await progress(listed.body.id);
    assert.deepEqual([done.body.Status, done.body.Done, done.body.Charged], ['done', 6, 6]);
    const after = await snapshot();
    assert.equal(after.credit, before.credit - listed.body.TotalCredit);
    assert.equal(after.ledger, before.ledger + 6);
    const perCheck = await ledgerRowsPerCheck(listed.body.id);
    assert.equal(perCheck.length, 6);
    assert.ok(perCheck.every((row) => row.rows === 1 && row.status === 'paid'));
  });

  it('gives a finished batch its reports as a zip of PDFs, to accounts with PDF access only', async () => {
    const [held, first, second] = vehicles.slice(22, 25) as [
      (typeof vehicles)[0],
      (typeof vehicles)[0],
      (typeof vehicles)[0],
    ];
    const heldCheck = await server.buyCheck(held.plate, company);
    const listed = await preview(csv([first.plate, held.plate, second.plate, 'ZZZ 9999']));
    assert.equal(listed.body.PdfAccess, false);
    // The worker is stopped: the batch waits to be run.
    await stopWorker();
    assert.equal((await confirm(listed.body.id)).status, 200);
    const zipPath = `/api/Bulk/${listed.body.id}/reports.zip`;
    for (const refused of [await server.get<ErrorBody>(zipPath, company), await prepareReports(listed.body.id)]) {
      assert.equal(refused.status, 403);
      assert.equal(refused.body.Code, 'BULK_PDF_NOT_ALLOWED');
    }

    await setPdfAccess(demo.company.username, true);
    try {
      assert.equal((await progress(listed.body.id)).body.PdfAccess, true);
      assert.equal((await prepareReports(listed.body.id)).body.Code, 'BULK_NOT_DONE');
      await startWorker();
      await until(listed.body.id, (batch) => batch.Status === 'done');
      // Asked for, the PDFs are drawn by the worker, not by the request; the zip waits until they are.
      await stopWorker();
      const asked = await prepareReports(listed.body.id);
      assert.equal(asked.status, 200, JSON.stringify(asked.body));
      assert.equal(asked.body.Reports, 'preparing');
      assert.equal(await server.countRows('bulk_report_pdfs'), 0);
      const early = await server.get<ErrorBody>(zipPath, company);
      assert.equal(early.status, 409);
      assert.equal(early.body.Code, 'BULK_REPORTS_NOT_READY');
      await startWorker();
      assert.equal((await until(listed.body.id, (batch) => batch.Reports === 'ready')).body.Reports, 'ready');
      assert.equal(await server.countRows('bulk_report_pdfs'), 3);
      // Asking again changes nothing.
      assert.equal((await prepareReports(listed.body.id)).body.Reports, 'ready');
      const response = await fetch(`${server.baseUrl}${zipPath}`, { headers: { authorization: `Bearer ${company}` } });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'application/zip');
      const files = await unzip(Buffer.from(await response.arrayBuffer()));
      const references = await batchReferences(listed.body.id);
      assert.equal(references.length, 2);
      const heldReference = await server.referenceOf(heldCheck);
      assert.deepEqual([...files.keys()].sort(), [...references, heldReference].map((ref) => `${ref}.pdf`).sort());
      for (const [name, pdf] of files) {
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
        assert.ok(text.includes(name.replace(/\.pdf$/, '')), `${name} holds its reference`);
      }
    } finally {
      await setPdfAccess(demo.company.username, false);
    }
  });

  it('gives an administrator the zip of its own batch; a batch of nothing bought or held has none', async () => {
    const listed = await preview(csv(['ZZZ 9999']), admin);
    assert.equal(listed.body.PdfAccess, true);
    assert.equal(listed.body.Counts.NotFound, 1);
    assert.equal((await confirmAndRun(listed.body.id, admin)).body.Status, 'done');
    const none = await prepareReports(listed.body.id, admin);
    assert.equal(none.status, 404);
    assert.equal(none.body.Code, 'BULK_NO_REPORTS');
  });

  it('shows a batch to its owner only', async () => {
    const listed = await preview(csv([vehicles[20]!.plate]));
    const other = await progress(listed.body.id, admin);
    assert.equal(other.status, 404);
    assert.equal(other.body.Code, 'BULK_NOT_FOUND');
  });
});

/** An `.xlsx` written by ExcelJS (a real workbook's parts, one plate in its sheet), with some parts replaced. */
async function workbookWithParts(replaced: Record<string, Omit<ZipPart, 'name'>>) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Plates').addRow([vehicles[29]!.plate]);
  workbook.getWorksheet('Plates')!.getCell('B1').value = 'sold';
  const parts = await unzip(Buffer.from(await workbook.xlsx.writeBuffer()));
  const zip = await zipArchive(
    [...parts].map(([name, bytes]) => ({ name, ...(replaced[name] ?? { chunks: () => [bytes] }) })),
  );
  return { name: 'stock.xlsx', bytes: new Uint8Array(zip) };
}

/** An `.xlsx` written by ExcelJS, with its first sheet's XML replaced by `sheet`. */
const workbookWithSheet = (sheet: ZipPart['chunks'], declaredSize?: number) =>
  workbookWithParts({
    'xl/worksheets/sheet1.xml': { chunks: sheet, ...(declaredSize === undefined ? {} : { declaredSize }) },
  });

/** A part's XML: its start, `count` times `element`, its end, written chunk by chunk. */
function* repeated(start: string, element: string, count: number, end: string) {
  yield Buffer.from(start);
  for (let done = 0; done < count; done += 10_000) yield Buffer.from(element.repeat(Math.min(10_000, count - done)));
  yield Buffer.from(end);
}

const sheetHead = (dimension?: string) =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      `${dimension ? `<dimension ref="${dimension}"/>` : ''}<sheetData>`,
  );
const sheetTail = Buffer.from('</sheetData></worksheet>');

/** A sheet of `count` rows, row `n` holding `cells(n)` (empty rows when it answers ''), written chunk by chunk. */
function* sheetRows(count: number, cells: (row: number) => string, dimension?: string) {
  yield sheetHead(dimension);
  for (let start = 1; start <= count; start += 10_000) {
    let chunk = '';
    for (let row = start; row < Math.min(start + 10_000, count + 1); row += 1)
      chunk += `<row r="${row}">${cells(row)}</row>`;
    yield Buffer.from(chunk);
  }
  yield sheetTail;
}

const sheetTooLarge =
  'stock.xlsx is too large to read: a bulk file holds at most 5,000 rows and 100,000 cells (10,000,000 bytes ' +
  'unpacked). Keep only the plates or chassis numbers.';

describe('bulk files within limits', () => {
  it('refuses at once, keeping nothing, an .xlsx of millions of empty rows or a huge declared sheet', async () => {
    const before = await snapshot();
    // A few dozen kilobytes that unpack to tens of megabytes of empty rows.
    const emptyRows = await workbookWithSheet(function* () {
      yield sheetHead();
      yield* Array.from({ length: 700 }, () => Buffer.from('<row/>'.repeat(10_000)));
      yield sheetTail;
    });
    assert.ok(emptyRows.bytes.length < 200_000, `${emptyRows.bytes.length} bytes`);
    const oneCellDeclaredHuge = await workbookWithSheet(() =>
      sheetRows(1, () => '<c r="A1"><v>1234</v></c>', 'A1:A1048576'),
    );
    const wideDeclared = await workbookWithSheet(() => sheetRows(1, () => '<c r="A1"><v>1234</v></c>', 'A1:CV1001'));
    // How fast the refusal comes is for `npm run bench:bulk`; here, that it comes and keeps nothing.
    for (const file of [emptyRows, oneCellDeclaredHuge, wideDeclared]) {
      const answer = await send(file);
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      assert.equal(answer.body.Code, 'BULK_SHEET_TOO_LARGE');
      assert.equal(answer.body.Message, sheetTooLarge);
    }
    assert.deepEqual(await snapshot(), before);
  });

  it('stops reading a sheet past its row or cell limit, whatever it declared, and refuses it', async () => {
    const plate = vehicles[26]!.plate;
    const files = [
      // Blank rows up to the limit, then a plate: its row number is past the limit.
      await workbookWithSheet(() =>
        sheetRows(5001, (row) => (row === 5001 ? `<c r="A${row}" t="inlineStr"><is><t>${plate}</t></is></c>` : '')),
      ),
      // Declares one cell; each row reaches column XFD (16,384 cells wide).
      await workbookWithSheet(() => sheetRows(10, (row) => `<c r="XFD${row}"><v>${row}</v></c>`, 'A1')),
      // Lies about its size: says 1,000 bytes, unpacks to more than the limit.
      await workbookWithSheet(() => sheetRows(600_000, () => ''), 1000),
      // A .csv of 5,000 rows of empty cells, then a plate.
      csv([...Array.from({ length: 5000 }, () => ','), plate], 'stock.csv'),
    ];
    const before = await snapshot();
    for (const file of files) {
      const answer = await preview(file);
      assert.equal(answer.body.Status, 'refused', JSON.stringify(answer.body));
      assert.equal(answer.body.Refusal?.Code, 'BULK_SHEET_TOO_LARGE', file.name);
      assert.equal(answer.body.Refusal?.Message, sheetTooLarge.replace('stock.xlsx', file.name));
      assert.deepEqual(answer.body.Rows, []);
    }
    assert.deepEqual(await snapshot(), { ...before, batches: before.batches + files.length });
    assert.equal(await countUploadsKept(), 0);
  });

  it('bounds the reading by the XML it holds: rows without numbers or all numbered 1, shared strings, styles', async () => {
    const spreadsheetml = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
    const rowsOf = (row: string) => () =>
      repeated(`<worksheet ${spreadsheetml}><sheetData>`, row, 150_000, '</sheetData></worksheet>');
    const files = [
      // Tens of kilobytes each, well within the bytes a sheet may unpack to; each once cost seconds of CPU.
      await workbookWithSheet(rowsOf('<row><c t="inlineStr"><is><t>W1</t></is></c></row>')),
      await workbookWithSheet(rowsOf('<row r="1"><c r="A1"><v>1</v></c></row>')),
      await workbookWithParts({
        'xl/sharedStrings.xml': {
          chunks: () => repeated(`<sst ${spreadsheetml}>`, '<si><t>a</t></si>', 500_000, '</sst>'),
        },
      }),
      await workbookWithParts({
        'xl/styles.xml': {
          chunks: () =>
            repeated(
              `<styleSheet ${spreadsheetml}><cellXfs>`,
              '<xf numFmtId="0"/>',
              300_000,
              '</cellXfs></styleSheet>',
            ),
        },
      }),
    ];
    const before = await snapshot();
    for (const file of files) {
      assert.ok(file.bytes.length < 100_000, `${file.bytes.length} bytes`);
      const answer = await preview(file);
      assert.equal(answer.body.Status, 'refused', JSON.stringify(answer.body));
      assert.equal(answer.body.Refusal?.Code, 'BULK_SHEET_TOO_LARGE');
      assert.equal(answer.body.Refusal?.Message, sheetTooLarge);
      assert.deepEqual(answer.body.Rows, []);
    }
    assert.deepEqual(await snapshot(), { ...before, batches: before.batches + files.length });
    assert.equal(await countUploadsKept(), 0);

    // The workbook they were made from, untouched, is read: its plate is found.
    const honest = await preview(await workbookWithParts({}));
    assert.equal(honest.body.Status, 'preview', JSON.stringify(honest.body));
    assert.deepEqual(
      honest.body.Rows.map((row) => [row.Line, row.SearchKey, row.Status]),
      [[1, vehicles[29]!.plate, 'found']],
    );
  });

  it('reads one file of an account at a time, and runs one batch at a time', async () => {
    // The worker is stopped: the file waits to be read.
    await stopWorker();
    const first = await send(csv([vehicles[27]!.plate]));
    assert.equal(first.body.Status, 'reading');
    const second = await send(csv([vehicles[28]!.plate]));
    assert.equal(second.status, 429);
    assert.equal(second.body.Code, 'BULK_ONE_AT_A_TIME');
    assert.equal(
      second.body.Message,
      'Your previous bulk file is still being read or checked. Wait until it is done, then start the next one.',
    );
    // Another account is not held up.
    const others = await send(csv(['ZZZ 9999']), admin);
    assert.equal(others.status, 200);
    await startWorker();
    await until(first.body.id, (batch) => batch.Status !== 'reading');
    await until(others.body.id, (batch) => batch.Status !== 'reading', admin);
    const next = await preview(csv([vehicles[28]!.plate]));
    assert.equal(next.body.Status, 'preview');

    // The worker is stopped: the first batch waits to be run.
    await stopWorker();
    assert.equal((await confirm(first.body.id)).body.Status, 'running');
    const before = await snapshot();
    const waiting = await confirm(next.body.id);
    assert.equal(waiting.status, 429);
    assert.equal(waiting.body.Code, 'BULK_ONE_AT_A_TIME');
    assert.deepEqual(await snapshot(), before);
    await startWorker();
    await until(first.body.id, (batch) => batch.Status === 'done');
    assert.equal((await confirmAndRun(next.body.id)).body.Status, 'done');
  });

  it("reads one account's small list while another account's heavy file is being read", async () => {
    // Two accounts' lists read side by side: the reading threads are started, as on a busy server.
    const warming = [await send(csv([vehicles[21]!.plate])), await send(csv([vehicles[22]!.plate]), admin)];
    await until(warming[0]!.body.id, (batch) => batch.Status === 'preview');
    await until(warming[1]!.body.id, (batch) => batch.Status === 'preview', admin);

    // Nearly as many cells and bytes as a sheet may hold (98,000 cells, 7.5 MB unpacked), in 4,900 rows: read to its
    // end, then refused for its rows.
    const column = (index: number) => String.fromCharCode(65 + index);
    const heavyRow = (row: number) =>
      Array.from(
        { length: 20 },
        (_, index) =>
          `<c r="${column(index)}${row}" t="inlineStr"><is><t>${`R${row}C${index}`.padEnd(30, '.')}</t></is></c>`,
      ).join('');
    const heavy = await send(await workbookWithSheet(() => sheetRows(4900, heavyRow)));
    assert.equal(heavy.body.Status, 'reading');
    // Uploaded once the heavy file's reading has begun: taken beside it, not after it.
    const honest = await send(csv(['Plate', ...vehicles.slice(23, 26).map((vehicle) => vehicle.plate)]), admin);
    const honestBatch = (await until(honest.body.id, (batch) => batch.Status !== 'reading', admin)).body;
    assert.deepEqual(
      honestBatch.Rows.map((row) => [row.Line, row.Status]),
      [
        [2, 'found'],
        [3, 'found'],
        [4, 'found'],
      ],
    );
    assert.equal((await progress(heavy.body.id)).body.Status, 'reading', 'the heavy file is still being read');

    const heavyBatch = (await until(heavy.body.id, (batch) => batch.Status !== 'reading')).body;
    assert.equal(heavyBatch.Status, 'refused');
    assert.equal(heavyBatch.Refusal?.Code, 'BULK_TOO_MANY_ROWS');
    assert.equal(await countUploadsKept(), 0);
  });

  it('prepares the reports of one batch of an account at a time, and keeps them a week', async () => {
    await setPdfAccess(demo.company.username, true);
    try {
      const batches = [];
      for (const vehicle of vehicles.slice(18, 20)) {
        const listed = await preview(csv([vehicle.plate]));
        await confirmAndRun(listed.body.id);
        batches.push(listed.body.id);
      }
      const [first, second] = batches as [number, number];
      // The worker is stopped: the first batch's PDFs wait to be drawn.
      await stopWorker();
      assert.equal((await prepareReports(first)).body.Reports, 'preparing');
      const refused = await prepareReports(second);
      assert.equal(refused.status, 429);
      assert.equal(refused.body.Code, 'BULK_REPORTS_ONE_AT_A_TIME');
      assert.equal((await progress(second)).body.Reports, 'none');
      await startWorker();
      await until(first, (batch) => batch.Reports === 'ready');
      await stopWorker();
      assert.equal((await prepareReports(second)).body.Reports, 'preparing');
      await startWorker();
      assert.equal((await until(second, (batch) => batch.Reports === 'ready')).body.Reports, 'ready');

      // A week after they were ready, the retention job lets the PDFs go; the zip can be prepared again.
      const pdfsOf = (id: number) =>
        server.db.selectFrom('bulk_report_pdfs').select('reference').where('batch_id', '=', id).execute();
      await server.db
        .updateTable('bulk_batches')
        .set({ reports_ready_at: sql<Date>`now() - make_interval(days => ${retention.bulkReportDays + 1})` })
        .where('id', '=', first)
        .execute();
      assert.equal((await purgeExpired(server.db)).bulkReports, 1);
      assert.deepEqual(await pdfsOf(first), []);
      assert.equal((await pdfsOf(second)).length, 1, 'a newer zip stays');
      assert.equal((await progress(first)).body.Reports, 'none');
      const gone = await server.get<ErrorBody>(`/api/Bulk/${first}/reports.zip`, company);
      assert.equal(gone.body.Code, 'BULK_REPORTS_NOT_READY');
      await stopWorker();
      assert.equal((await prepareReports(first)).body.Reports, 'preparing');
      await startWorker();
      await until(first, (batch) => batch.Reports === 'ready');
      assert.equal((await pdfsOf(first)).length, 1);
    } finally {
      await setPdfAccess(demo.company.username, false);
    }
  });
});

describe('bulk rate limits', () => {
  let limited: TestServer;
  before(async () => {
    limited = await startTestServer({ RATE_LIMITS: 'true', RUN_WORKER: 'false' });
  });
  after(() => limited.close());

  it('answers 429 in the product words past 5 uploads or 10 zip requests a minute per account', async () => {
    const { company: dealer } = await loginDemoAccounts(limited);
    const notASheet = { name: 'list.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n\u0000') };
    for (let index = 0; index < 5; index += 1) {
      assert.equal((await upload<ErrorBody>(limited, '/api/Bulk', [notASheet], dealer)).status, 400);
    }
    const tooMany = await upload<ErrorBody>(limited, '/api/Bulk', [notASheet], dealer);
    assert.equal(tooMany.status, 429);
    assert.equal(tooMany.body.Code, 'TOO_MANY_REQUESTS');
    assert.equal(tooMany.body.Message, 'Too many requests. Please wait a moment and try again.');
    assert.ok(Number(tooMany.headers.get('retry-after')) > 0);
    for (let index = 0; index < 10; index += 1) {
      assert.equal((await limited.post('/api/Bulk/999999/Reports', undefined, dealer)).status, 403);
    }
    const zips = await limited.post<ErrorBody>('/api/Bulk/999999/Reports', undefined, dealer);
    assert.equal(zips.status, 429);
    assert.equal(zips.body.Code, 'TOO_MANY_REQUESTS');
  });
});
