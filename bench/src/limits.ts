import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  type BulkBatch,
  benchEndpoints,
  bulkEndpoints,
  checkEndpoints,
  endpointUrl,
  transactionEndpoints,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { type ZipPart, zipArchive } from '../../apps/server/test/support/uploads.ts';
import { benchEnv, json, logIn, type RunningServer, startServer, type Target } from './server.ts';

/**
 * `npm run bench:limits`: one company tries to occupy the server with bulk work (hostile and largest allowed
 * `.xlsx` files, PDF zips of finished batches, as fast as it can) while a buyer searches at a person's pace; the
 * buyer's search latency with and without it. The embedded database, the worker and the rate limits on, as a
 * single instance runs.
 */
const phaseMs = Number(process.env.BENCH_LIMITS_SECONDS ?? 30) * 1000;
/** A person's pace, below the search rate limit (120 a minute). */
const searchEveryMs = 600;
const hammers = 4;
const zipBatches = 4;
const platesPerBatch = 100;
/** BENCH_LIMITS_HAMMER: what the company hammers, `uploads`, `zips` or (by default) both. */
const hammered = process.env.BENCH_LIMITS_HAMMER ?? 'both';

/** A workbook's parts around a first sheet made of `sheet` (its rows inside `<sheetData>`). */
function workbook(sheet: () => Iterable<Uint8Array>, declaredSize?: number): Promise<Buffer> {
  const text = (content: string) => () => [Buffer.from(content)];
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rels = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const parts: ZipPart[] = [
    {
      name: '[Content_Types].xml',
      chunks: text(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      chunks: text(`<Relationships xmlns="${rels}"><Relationship Id="r1" Target="xl/workbook.xml"/></Relationships>`),
    },
    {
      name: 'xl/workbook.xml',
      chunks: text(`<workbook xmlns="${main}"><sheets><sheet name="Stock" sheetId="1"/></sheets></workbook>`),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: text(
        `<Relationships xmlns="${rels}"><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      chunks: function* () {
        yield Buffer.from(`<worksheet xmlns="${main}"><sheetData>`);
        yield* sheet();
        yield Buffer.from('</sheetData></worksheet>');
      },
      ...(declaredSize === undefined ? {} : { declaredSize }),
    },
  ];
  return zipArchive(parts);
}

/** The tester's file: 42 MB of empty rows in a few dozen kilobytes. */
const emptyRows = () =>
  workbook(function* () {
    const chunk = Buffer.from('<row/>'.repeat(10_000));
    for (let index = 0; index < 700; index += 1) yield chunk;
  });

/**
 * About the most one file may make the worker read: 1,000 plates, each with 98 numbers beside it (99,000 cells), as
 * Excel would write it; every plate is then looked up for the preview.
 */
async function largestAllowed(plates: readonly string[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Stock');
  for (let row = 1; row <= 1000; row += 1) {
    sheet.addRow([
      plates[row % plates.length] ?? 'WXY 1234',
      ...Array.from({ length: 98 }, (_, column) => row * column),
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;

/** A buyer's searches, one every searchEveryMs, for `ms`: each answer's time. */
async function searches(server: RunningServer, buyer: Record<string, string>, plates: readonly string[], ms: number) {
  const times: number[] = [];
  const end = Date.now() + ms;
  for (let index = 0; Date.now() < end; index += 1) {
    const started = performance.now();
    const plate = encodeURIComponent(plates[index % plates.length] ?? 'WXY 1234');
    const response = await fetch(
      `${server.url}${endpointUrl(checkEndpoints.search, { query: { vehicleNo: plate } })}`,
      { headers: buyer },
    );
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`search: ${response.status}`);
    const took = performance.now() - started;
    times.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, searchEveryMs - took)));
  }
  const sorted = times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    searches: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

/** Finished batches of the administrator (who has PDF access), to ask their zips of. */
async function finishedBatches(server: RunningServer, admin: Record<string, string>, plates: readonly string[]) {
  await json(`${server.url}${endpointUrl(transactionEndpoints.save, { query: { id: 0 } })}`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      Email: 'admin@demo.carsemak.my',
      Credit: zipBatches * platesPerBatch * 10,
      Description: 'bench: credit for bulk checks',
    }),
  });
  const ids: number[] = [];
  for (let batch = 0; batch < zipBatches; batch += 1) {
    const list = plates.slice(batch * platesPerBatch, (batch + 1) * platesPerBatch);
    const form = new FormData();
    form.append('file', new Blob([['Plate', ...list].join('\n')], { type: 'text/csv' }), 'stock.csv');
    const sent = await json<BulkBatch>(`${server.url}${endpointUrl(bulkEndpoints.upload)}`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
    await until(server, admin, sent.id, (found) => found.Status === 'preview');
    await json(`${server.url}${endpointUrl(bulkEndpoints.confirm, { params: { id: sent.id } })}`, {
      method: 'POST',
      headers: admin,
    });
    await until(server, admin, sent.id, (found) => found.Status === 'done');
    ids.push(sent.id);
  }
  return ids;
}

async function until(server: RunningServer, who: Record<string, string>, id: number, done: (b: BulkBatch) => boolean) {
  for (;;) {
    const batch = await json<BulkBatch>(`${server.url}${endpointUrl(bulkEndpoints.batch, { params: { id } })}`, {
      headers: who,
    });
    if (done(batch)) return batch;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The company's attempts until `stop`: uploads of both files, and zips asked for and downloaded; their answers. */
async function hammer(
  server: RunningServer,
  dealer: Record<string, string>,
  admin: Record<string, string>,
  files: { name: string; bytes: Buffer }[],
  batches: readonly number[],
  stop: () => boolean,
) {
  const answers: Record<string, number> = {};
  const count = (what: string, status: number) => {
    answers[`${what} ${status}`] = (answers[`${what} ${status}`] ?? 0) + 1;
  };
  const uploads = async (file: { name: string; bytes: Buffer }, who: Record<string, string>) => {
    while (!stop()) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file.bytes)]), 'stock.xlsx');
      const response = await fetch(`${server.url}${endpointUrl(bulkEndpoints.upload)}`, {
        method: 'POST',
        headers: who,
        body: form,
      });
      await response.arrayBuffer();
      count(`upload ${file.name}`, response.status);
    }
  };
  const zips = async () => {
    for (let index = 0; !stop(); index += 1) {
      const id = batches[index % batches.length];
      const asked = await fetch(
        `${server.url}${endpointUrl(bulkEndpoints.prepareReports, { params: { id: String(id) } })}`,
        {
          method: 'POST',
          headers: admin,
        },
      );
      const batch = (await asked.json()) as BulkBatch;
      count('prepare zip', asked.status);
      if (batch.Reports === 'ready') {
        const zip = await fetch(
          `${server.url}${endpointUrl(bulkEndpoints.reportsZip, { params: { id: String(id) } })}`,
          {
            headers: admin,
          },
        );
        await zip.arrayBuffer();
        count('download zip', zip.status);
      }
    }
  };
  const uploading = hammered === 'zips' ? [] : Array.from({ length: hammers }, (_, index) => index);
  await Promise.all([
    ...uploading.map((index) => uploads(files[index % files.length] ?? files[0]!, dealer)),
    ...(hammered === 'uploads' ? [] : [zips()]),
  ]);
  return answers;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-limits-'));
  const target: Target = {
    kind: 'pglite',
    vehicles: 0,
    env: benchEnv(dataDir, { RUN_WORKER: 'true', RATE_LIMITS: 'true' }),
  };
  const server = await startServer(target);
  try {
    const plates = await json<string[]>(
      `${server.url}${endpointUrl(benchEndpoints.plates, { query: { n: zipBatches * platesPerBatch } })}`,
    );
    const { headers: buyer } = await logIn(server.url, { username: 'aisyah@demo.carsemak.my', password: 'Demo#2026' });
    const { headers: dealer } = await logIn(server.url, {
      username: 'dealer@demo.carsemak.my',
      password: 'Dealer#2026',
    });
    const { headers: admin } = await logIn(server.url, { username: 'admin@demo.carsemak.my', password: 'Admin#2026' });
    const files = [
      { name: '42 MB of empty rows', bytes: await emptyRows() },
      { name: 'largest allowed', bytes: await largestAllowed(plates) },
    ];
    for (const file of files) console.log(`${file.name}: ${file.bytes.length.toLocaleString()} bytes`);
    const batches = await finishedBatches(server, admin, plates);
    console.log(`${batches.length} finished batches of ${platesPerBatch} reports for the zips`);

    const quiet = await searches(server, buyer, plates, phaseMs);
    console.log(`searches alone: ${JSON.stringify(quiet)}`);
    let stopped = false;
    const cpuBefore = server.cpuMs();
    const hammering = hammer(server, dealer, admin, files, batches, () => stopped);
    const busy = await searches(server, buyer, plates, phaseMs);
    stopped = true;
    const answers = await hammering;
    console.log(`searches while one company hammers: ${JSON.stringify(busy)}`);
    console.log(`the company's answers: ${JSON.stringify(answers)}`);
    const cpuShare = Math.round(((server.cpuMs() - cpuBefore) / phaseMs) * 100);
    console.log(JSON.stringify({ quiet, busy, answers, serverCpuPercent: cpuShare, loadAverage: loadavg() }));
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
