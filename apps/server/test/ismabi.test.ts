import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type CheckResult,
  codeSentences,
  ISMABI_MAX_UNPACKED_MB,
  type IsmabiImportJob,
  type IsmabiRow,
  type IsmabiUploadAnswer,
  LIMITS,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { type Answer, admin, server, individual as user, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';
import { partsOf, repeated, type UploadFile, upload, zipArchive } from './support/uploads.ts';

useTestServer({ login: ['admin', 'individual'] });

type Paged = { items: IsmabiRow[]; page: number; rows: number; total: number };
type Problem = { Message: string; Files?: IsmabiUploadAnswer['Files'] };

const text = (lines: string[]) => new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);

async function workbook(rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const sendAs = (kind: string, files: UploadFile[], token = admin) =>
  upload<IsmabiImportJob & Problem>(server, `/api/ISMABI/?id=${kind}`, files, token);

/** Follows an upload's import job until it is done or failed. */
async function finished(id: number) {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const job = await server.get<IsmabiImportJob>(`/api/ISMABI/Imports/${id}`, admin);
    assert.equal(job.status, 200, JSON.stringify(job.body));
    if (job.body.Status === 'done' || job.body.Status === 'failed') return job.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the import job ${id} did not finish`);
}

/**
 * An upload as it answered before it became a job: an upload taken (202) is followed to its outcome, which answers
 * 200 when every file was written and 400 with the report otherwise; a refused upload answers as it did.
 */
async function uploadAs(
  kind: string,
  files: UploadFile[],
  token = admin,
): Promise<Answer<IsmabiUploadAnswer & Problem>> {
  const sent = await sendAs(kind, files, token);
  if (sent.status !== 202) return sent;
  const job = await finished(sent.body.id);
  assert.ok(job.Outcome, `the import job ended ${job.Status}`);
  return { ...sent, status: job.Outcome.Written ? 200 : 400, body: job.Outcome };
}

/** Everything an upload could change: the ISM ABI tables (row counts and a digest of every row) and the audit log. */
async function state() {
  const digest = async (table: 'ismabi_data' | 'ismabi_standard_features') => {
    const { rows } = await sql<{ digest: string }>`
      select md5(coalesce(string_agg(t::text, ',' order by t.id), '')) as digest from ${sql.table(table)} t`.execute(
      server.db,
    );
    return `${await server.countRows(table)}:${rows[0]?.digest}`;
  };
  return JSON.stringify([
    await digest('ismabi_data'),
    await digest('ismabi_standard_features'),
    await server.countRows('audit_log'),
  ]);
}

/** A bad upload answers `status` with the product's words and leaves everything as it was. */
async function refused(kind: string, files: UploadFile[], status: number, message: string) {
  const before = await state();
  const answer = await uploadAs(kind, files);
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.equal(answer.body.Message, message);
  assert.equal(await state(), before, 'nothing changed');
  return answer;
}

const dataHeader = ['NVIC', 'MAKE', 'FAMILY', 'VARIANT', 'YEAR', 'EMNEWPR', 'WMNEWPR', 'MARKETVALUE'];

describe('ISM ABI upload', () => {
  it('imports an ISMData workbook and lists its rows with a remembered search', async () => {
    const bytes = await workbook([
      dataHeader,
      ['UPL24AA', 'UPLOADMOTORS', 'ALPHA', '1.6 Premium', 2024, 91200, 89000, '80,000.00'],
      ['UPL24AB', 'UPLOADMOTORS', 'BETA', '2.0 Turbo', 2024, 131500, 129000, 110000],
    ]);
    const audits = await server.countRows('audit_log');
    const answer = await uploadAs('ISMData', [{ name: 'ismdata.xlsx', bytes }]);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.Message, messages.imported('ismdata.xlsx', 2));
    assert.deepEqual(
      answer.body.Files.map(({ Name, Size, Accepted, Rejected, Written }) => ({
        Name,
        Size,
        Accepted,
        Rejected,
        Written,
      })),
      [{ Name: 'ismdata.xlsx', Size: bytes.length, Accepted: 2, Rejected: 0, Written: true }],
    );
    assert.equal(await server.countRows('audit_log'), audits + 1);
    const audit = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'ismabi')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(audit.action, 'upload');
    assert.equal(audit.entity_id, 'ISMData');

    const list = await server.get<Paged>('/api/ISMABI?q=uploadmotors', admin);
    assert.equal(list.status, 200);
    assert.equal(list.body.total, 2);
    assert.deepEqual(
      list.body.items.map(({ MAKE, FAMILY, EMNEWPR, WMNEWPR }) => ({ MAKE, FAMILY, EMNEWPR, WMNEWPR })),
      [
        { MAKE: 'UPLOADMOTORS', FAMILY: 'ALPHA', EMNEWPR: 9_120_000, WMNEWPR: 8_900_000 },
        { MAKE: 'UPLOADMOTORS', FAMILY: 'BETA', EMNEWPR: 13_150_000, WMNEWPR: 12_900_000 },
      ],
    );
    assert.match(list.body.items[0]?.CreatedDate ?? '', /^\d{4}-\d{2}-\d{2}T/);
  });

  it('pages the list and treats % and _ in the search as plain characters', async () => {
    const page = await server.get<Paged>('/api/ISMABI?page=2&rows=5', admin);
    assert.equal(page.body.page, 2);
    assert.equal(page.body.items.length, 5);
    assert.ok(page.body.total > 10);
    assert.equal((await server.get<Paged>('/api/ISMABI?q=%25', admin)).body.total, 0);
  });

  it('types files by content: a workbook named .csv and a CSV named .xlsx are both read', async () => {
    const asCsv = await workbook([dataHeader, ['UPL24AC', 'UPLOADMOTORS', 'GAMMA', '', 2023, 70000, 69000, '']]);
    const csv = text(['NVIC,MAKE,FAMILY,EMNEWPR,WMNEWPR', 'UPL24AD,UPLOADMOTORS,DELTA,50000,49000']);
    const answer = await uploadAs('ISMData', [
      { name: 'really-a-workbook.csv', bytes: asCsv },
      { name: 'really-text.xlsx', bytes: csv },
    ]);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(
      answer.body.Files.map((file) => [file.Name, file.Written]),
      [
        ['really-a-workbook.csv', true],
        ['really-text.xlsx', true],
      ],
    );
    assert.equal((await server.get<Paged>('/api/ISMABI?q=UPL24A', admin)).body.total, 4);
  });

  it('reads a workbook whose parts come in another order, the sheet before xl/workbook.xml', async () => {
    const written = await workbook([dataHeader, ['UPL24AE', 'UPLOADMOTORS', 'EPSILON', '', 2024, 80000, 79000, '']]);
    const parts = await partsOf(written);
    const last = (name: string) => (name === 'xl/workbook.xml' ? 2 : name.startsWith('xl/worksheets/') ? 1 : 0);
    const reordered = await zipArchive(
      parts
        .toSorted((a, b) => last(a.name) - last(b.name))
        .map((part) => ({ name: part.name, chunks: () => [part.bytes] })),
    );
    const answer = await uploadAs('ISMData', [{ name: 'reordered.xlsx', bytes: new Uint8Array(reordered) }]);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal((await server.get<Paged>('/api/ISMABI?q=UPL24AE', admin)).body.total, 1);
  });

  it('replaces the standard features of each NVIC an ISMDataStandardFeature file names', async () => {
    const csv = text(['NVIC,Description', 'UPL24AA,Six airbags', 'UPL24AA,Lane keeping assist']);
    const answer = await uploadAs('ISMDataStandardFeature', [{ name: 'features.csv', bytes: csv }]);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const rows = await server.db
      .selectFrom('ismabi_standard_features')
      .select('description')
      .where('nvic', '=', 'UPL24AA')
      .orderBy('position')
      .execute();
    assert.deepEqual(
      rows.map((row) => row.description),
      ['Six airbags', 'Lane keeping assist'],
    );
  });

  // Each file holds a rejected row: it is refused whole (none of its NVICs written), its rejected rows listed by line.
  const rejectedFiles: [string, string, string[], { Line: number; Reason: string }[], string][] = [
    [
      'writes nothing of a file with a rejected row, and lists the rejected rows by line',
      'bad.csv',
      [
        'NVIC,MAKE,FAMILY,EMNEWPR,WMNEWPR',
        'UPL24ZZ,UPLOADMOTORS,OMEGA,50000,49000',
        'UPL24ZY,,OMEGA,50000,49000',
        'UPL24ZX,UPLOADMOTORS,OMEGA,fifty,49000',
      ],
      [
        { Line: 3, Reason: 'make is required' },
        { Line: 4, Reason: 'East Malaysia new price (EMNEWPR) must be an amount in RM such as 12500.00' },
      ],
      'UPL24Z',
    ],
    [
      'rejects a row with a stray quote by its line, like any bad row, and reads on (no server error)',
      'quote.csv',
      [
        'NVIC,MAKE,FAMILY,EMNEWPR,WMNEWPR',
        'UPL24QA,UPLOADMOTORS,OMEGA,50000,49000',
        'UPL24QB,UPLOAD"MOTORS,OMEGA,50000,49000',
        'UPL24QC,,OMEGA,50000,49000',
        'UPL24QD,"UPLOADMOTORS,OMEGA,50000,49000',
        'UPL24QE,UPLOADMOTORS,OMEGA,50000,49000',
      ],
      [
        { Line: 3, Reason: 'a quote (") inside a field that does not start with one' },
        { Line: 4, Reason: 'make is required' },
        { Line: 5, Reason: 'a quote (") opened here is never closed' },
      ],
      'UPL24Q',
    ],
    [
      'rejects a lone quote that opens a field never closed, by its line',
      'bare.csv',
      [dataHeader.join(','), '"'],
      [{ Line: 2, Reason: 'a quote (") opened here is never closed' }],
      'UPL24Q',
    ],
  ];
  for (const [title, name, lines, rejections, nvics] of rejectedFiles) {
    it(title, async () => {
      const answer = await refused('ISMData', [{ name, bytes: text(lines) }], 400, messages.notImported(name));
      assert.deepEqual(answer.body.Files?.[0]?.Rejections, rejections);
      assert.equal((await server.get<Paged>(`/api/ISMABI?q=${nvics}`, admin)).body.total, 0);
    });
  }

  it('refuses a file that is neither a workbook nor text, whatever its name', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    await refused('ISMData', [{ name: 'prices.csv', bytes: png }], 400, messages.notSpreadsheet('prices.csv'));
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    await refused('ISMData', [{ name: 'old.xlsx', bytes: ole }], 400, messages.notSpreadsheet('old.xlsx'));
  });

  it('refuses a zip that is not a workbook, and a damaged one', async () => {
    const plainZip = await zipArchive([{ name: 'notes.txt', chunks: () => [Buffer.from('hello')] }]);
    await refused('ISMData', [{ name: 'notes.xlsx', bytes: plainZip }], 400, messages.notWorkbook('notes.xlsx'));
    const good = await workbook([dataHeader]);
    await refused(
      'ISMData',
      [{ name: 'cut.xlsx', bytes: good.subarray(0, good.length - 30) }],
      400,
      messages.archiveDamaged('cut.xlsx'),
    );
  });

  it('refuses a zip bomb before parsing it, and one whose headers understate its size', async () => {
    const sheet = () => repeated(0x20, 1024 * 1024, ISMABI_MAX_UNPACKED_MB + 10);
    const skeleton = [
      { name: '[Content_Types].xml', chunks: () => [Buffer.from('<Types/>')] },
      { name: 'xl/workbook.xml', chunks: () => [Buffer.from('<workbook/>')] },
    ];
    const bomb = await zipArchive([...skeleton, { name: 'xl/worksheets/sheet1.xml', chunks: sheet }]);
    assert.ok(bomb.length < LIMITS.ismabiUploadBytes, `a ${bomb.length}-byte bomb`);
    await refused('ISMData', [{ name: 'bomb.xlsx', bytes: bomb }], 413, messages.archiveTooLarge('bomb.xlsx'));

    // Unpacking proves the sizes: a part that says 1,000 bytes and unpacks to 20 MB is stopped as it unpacks.
    const understated = () => repeated(0x20, 1024 * 1024, 20);
    const liar = await zipArchive([
      ...skeleton,
      { name: 'xl/worksheets/sheet1.xml', chunks: understated, declaredSize: 1000 },
    ]);
    await refused('ISMData', [{ name: 'liar.xlsx', bytes: liar }], 413, messages.archiveTooLarge('liar.xlsx'));

    const many = await zipArchive([
      ...skeleton,
      ...Array.from({ length: 1_000 }, (_, index) => ({
        name: `xl/media/${index}.bin`,
        chunks: () => [Buffer.from('x')],
      })),
    ]);
    await refused('ISMData', [{ name: 'many.xlsx', bytes: many }], 413, messages.archiveTooLarge('many.xlsx'));
  });

  it('refuses a file above 10,240,000 bytes with 413 while it streams, importing none of the upload', async () => {
    const good = text(['NVIC,MAKE,FAMILY', 'UPL24QQ,UPLOADMOTORS,KAPPA']);
    const big = new Uint8Array(LIMITS.ismabiUploadBytes + 1).fill(0x41);
    await refused(
      'ISMData',
      [
        { name: 'good.csv', bytes: good },
        { name: 'big.csv', bytes: big },
      ],
      413,
      messages.spreadsheetTooLarge('big.csv'),
    );
    // A file of exactly the limit is received, and then refused for what it holds.
    const exact = new Uint8Array(LIMITS.ismabiUploadBytes);
    await refused('ISMData', [{ name: 'exact.csv', bytes: exact }], 400, messages.notSpreadsheet('exact.csv'));
  });

  it('asks for a kind and a file', async () => {
    const csv = text(['NVIC,MAKE,FAMILY', 'UPL24QQ,UPLOADMOTORS,KAPPA']);
    const before = await state();
    const noKind = await uploadAs('Claims', [{ name: 'x.csv', bytes: csv }]);
    assert.equal(noKind.status, 400);
    assert.equal(noKind.body.Message, codeSentences.ISMABI_KIND_UNKNOWN);
    const noFile = await upload<Problem>(server, '/api/ISMABI/?id=ISMData', [], admin, { note: 'no file' });
    assert.equal(noFile.status, 400);
    assert.equal(noFile.body.Message, codeSentences.ISMABI_NO_FILE);
    const json = await server.post<Problem>('/api/ISMABI/?id=ISMData', { file: 'x' }, admin);
    assert.equal(json.status, 400);
    assert.equal(json.body.Message, codeSentences.ISMABI_NO_FILE);
    assert.equal(await state(), before);
  });

  it('is for administrators only', async () => {
    const csv = text(['NVIC,MAKE,FAMILY', 'UPL24QQ,UPLOADMOTORS,KAPPA']);
    const before = await state();
    const answer = await uploadAs('ISMData', [{ name: 'x.csv', bytes: csv }], user);
    assert.equal(answer.status, 403);
    assert.equal(answer.body.Message, messages.forbidden);
    assert.equal((await server.get('/api/ISMABI', user)).status, 403);
    assert.equal(await state(), before);
  });

  it('feeds reports paid after the upload while reports already paid stay as they were', async () => {
    const pay = () => server.buyCheck('WXY1234', user);
    const report = async (unikey: string) =>
      (await server.get<CheckResult>(`/api/Check/GetItem?unikey=${unikey}`, user)).body.BasicInfo;
    const earlier = await pay();
    const vehicle = await server.db
      .selectFrom('vehicles')
      .select(['nvic', 'make', 'family'])
      .where('registration_no_key', '=', 'WXY1234')
      .executeTakeFirstOrThrow();
    const before = await report(earlier);
    const csv = text([
      'NVIC,MAKE,FAMILY,EMNEWPR,WMNEWPR,MARKETVALUE',
      `${vehicle.nvic},${vehicle.make},${vehicle.family},123456.78,111111.11,99999`,
    ]);
    assert.equal((await uploadAs('ISMData', [{ name: 'prices.csv', bytes: csv }])).status, 200);
    const later = await pay();
    assert.equal((await report(later)).NewCarPrice, 11_111_111);
    assert.equal((await report(later)).NewNetSellingPrice, 12_345_678);
    assert.equal((await report(later)).MarketValue, 9_999_900);
    assert.deepEqual(await report(earlier), before);
  });

  it('answers the upload at once with its job, which shows the rows checked and ends with the outcome', async () => {
    const rows = 30_000;
    const lines = ['NVIC,MAKE,FAMILY,EMNEWPR,WMNEWPR'];
    for (let index = 0; index < rows; index += 1)
      lines.push(`JOB${String(index).padStart(6, '0')},JOBMOTORS,ALPHA,50000,49000`);
    const sent = await sendAs('ISMData', [{ name: 'many.csv', bytes: text(lines) }]);
    assert.equal(sent.status, 202, JSON.stringify(sent.body));
    assert.equal(sent.body.Status, 'queued');
    assert.equal(sent.body.RowsChecked, 0);
    assert.deepEqual(sent.body.Files, [{ Name: 'many.csv', Size: text(lines).length }]);
    const job = await finished(sent.body.id);
    assert.equal(job.Status, 'done');
    assert.equal(job.RowsChecked, rows);
    assert.equal(job.Outcome?.Written, true);
    assert.equal(job.Outcome?.Message, messages.imported('many.csv', rows));
    assert.equal((await server.get<Paged>('/api/ISMABI?q=JOBMOTORS', admin)).body.total, rows);
    assert.equal((await server.get('/api/ISMABI/Imports/999999', admin)).status, 404);
    assert.equal((await server.get(`/api/ISMABI/Imports/${sent.body.id}`, user)).status, 403);
  });

  it('leaves nothing half-written when the import fails while writing, and says the job failed', async () => {
    // The database refuses one row, after two batches of the file's transaction were written.
    await sql`create function refuse_failing_nvic() returns trigger language plpgsql as $$
      begin
        if new.nvic = 'FAIL999' then raise exception 'refused for the test'; end if;
        return new;
      end $$`.execute(server.db);
    await sql`create trigger refuse_failing_nvic before insert on ismabi_data
      for each row execute function refuse_failing_nvic()`.execute(server.db);
    try {
      const lines = ['NVIC,MAKE,FAMILY,EMNEWPR,WMNEWPR'];
      for (let index = 0; index < 5_000; index += 1)
        lines.push(`HALF${String(index).padStart(5, '0')},HALFMOTORS,ALPHA,50000,49000`);
      lines.push('FAIL999,HALFMOTORS,ALPHA,50000,49000');
      const before = await state();
      const sent = await sendAs('ISMData', [{ name: 'half.csv', bytes: text(lines) }]);
      assert.equal(sent.status, 202, JSON.stringify(sent.body));
      const job = await finished(sent.body.id);
      assert.equal(job.Status, 'failed');
      assert.equal(job.Outcome, null);
      assert.equal(await state(), before, 'nothing written, nothing audited');
    } finally {
      await sql`drop trigger refuse_failing_nvic on ismabi_data`.execute(server.db);
      await sql`drop function refuse_failing_nvic()`.execute(server.db);
    }
  });
});
