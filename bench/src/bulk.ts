import { loadavg } from 'node:os';
import {
  accountEndpoints,
  type BulkBatch,
  benchEndpoints,
  bulkEndpoints,
  checkEndpoints,
  endpointUrl,
  transactionEndpoints,
  userEndpoints,
  XLSX_MEDIA_TYPE,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import {
  adminUrl,
  holdBenchLock,
  json,
  logIn,
  prepareTarget,
  type RunningServer,
  startServerWithData,
} from './server.ts';

const rows = Number(process.env.BENCH_BULK_ROWS ?? 1000);
const vehicles = Number(process.env.BENCH_BULK_VEHICLES ?? 10_000);
const password = 'Bench#Bulk2026';

/**
 * A dealer of its own for each run (one that already owns the plates would have nothing to check): registered,
 * verified with PDF access and given enough credit by the administrator, all through the API.
 */
let dealersMade = 0;

async function newDealer(server: RunningServer) {
  dealersMade += 1;
  const email = `bench.bulk.${Date.now()}.${dealersMade}@example.my`;
  await json(`${server.url}${endpointUrl(accountEndpoints.register)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      UserType: 'COMPANY',
      Username: 'Bench Bulk Dealer',
      Phone: '0123456789',
      Email: email,
      Password: password,
      ConfirmPassword: password,
      AcceptTerms: true,
      Company: {
        CompanyName: `Bench Bulk ${Date.now()} ${dealersMade}`,
        CompanyNo: '202001099998',
        ContactNo: '0312345678',
        TIN: 'C2584563200',
        Address: { Lines: 'Jalan Bench 1', Postcode: '50000', City: 'Kuala Lumpur', StateCode: '14' },
      },
    }),
  });
  const { headers: admin } = await logIn(server.url, { username: 'admin@demo.carsemak.my', password: 'Admin#2026' });
  const found = await json<{ items: Record<string, unknown>[] }>(
    `${server.url}${endpointUrl(userEndpoints.list, { query: { q: email } })}`,
    { headers: admin },
  );
  const account = found.items[0];
  await json(`${server.url}${endpointUrl(userEndpoints.save, { query: { id: String(account?.id) } })}`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, Password: '', IsVerified: true, APIIncludePDF: true }),
  });
  await json(`${server.url}${endpointUrl(transactionEndpoints.save, { query: { id: 0 } })}`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Credit: rows * 10, Description: 'bench: credit for a bulk check' }),
  });
  return (await logIn(server.url, { username: email, password })).headers;
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}

async function waitUntil(
  server: RunningServer,
  id: number,
  dealer: Record<string, string>,
  reached: (batch: BulkBatch) => boolean,
) {
  for (;;) {
    const batch = await json<BulkBatch>(`${server.url}${endpointUrl(bulkEndpoints.batch, { params: { id } })}`, {
      headers: dealer,
    });
    if (reached(batch)) return batch;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads a list and waits until the worker has read it (a preview, or refused): the batch then, and the wait. */
function uploadAndWait(server: RunningServer, dealer: Record<string, string>, file: Blob, name: string) {
  const form = new FormData();
  form.append('file', file, name);
  return timed(async () => {
    const sent = await json<BulkBatch>(`${server.url}${endpointUrl(bulkEndpoints.upload)}`, {
      method: 'POST',
      headers: dealer,
      body: form,
    });
    return waitUntil(server, sent.id, dealer, (batch) => batch.Status !== 'reading');
  });
}

async function download(url: string, dealer: Record<string, string>) {
  const response = await fetch(url, { headers: dealer });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

async function measure(server: RunningServer) {
  const dealer = await newDealer(server);
  const plates = await json<string[]>(`${server.url}${endpointUrl(benchEndpoints.plates, { query: { n: rows } })}`);
  // The upload answers at once; the worker reads the file into a preview.
  const preview = await uploadAndWait(
    server,
    dealer,
    new Blob([['Plate', ...plates].join('\n')], { type: 'text/csv' }),
    'stock.csv',
  );
  const batch = preview.result;
  console.log(`preview of ${batch.Total} rows: ${preview.ms} ms (${JSON.stringify(batch.Counts)})`);
  const run = await timed(async () => {
    await json(`${server.url}${endpointUrl(bulkEndpoints.confirm, { params: { id: batch.id } })}`, {
      method: 'POST',
      headers: { ...dealer, 'content-type': 'application/json' },
      body: JSON.stringify({ AgreeTerms: true }),
    });
    return waitUntil(server, batch.id, dealer, (found) => found.Status === 'done');
  });
  const checksPerSecond = Math.round((run.result.Charged / run.ms) * 1000 * 10) / 10;
  console.log(
    `run: ${run.result.Charged} checks charged in ${(run.ms / 1000).toFixed(1)} s, ${checksPerSecond} checks/s`,
  );
  const workbook = await timed(() =>
    download(`${server.url}${endpointUrl(bulkEndpoints.result, { params: { id: batch.id } })}`, dealer),
  );
  console.log(`result .xlsx: ${workbook.ms} ms, ${workbook.result.toLocaleString()} bytes`);
  // The worker draws the PDFs once asked; the zip is then sent from them.
  const zip = await timed(async () => {
    await json(`${server.url}${endpointUrl(bulkEndpoints.prepareReports, { params: { id: batch.id } })}`, {
      method: 'POST',
      headers: dealer,
    });
    await waitUntil(server, batch.id, dealer, (found) => found.Reports === 'ready');
    return download(`${server.url}${endpointUrl(bulkEndpoints.reportsZip, { params: { id: batch.id } })}`, dealer);
  });
  console.log(`zip of PDFs: ${(zip.ms / 1000).toFixed(1)} s, ${zip.result.toLocaleString()} bytes`);
  return {
    rows: batch.Total,
    counts: batch.Counts,
    previewMs: preview.ms,
    runMs: run.ms,
    charged: run.result.Charged,
    checksPerSecond,
    resultXlsxMs: workbook.ms,
    zipMs: zip.ms,
    zipBytes: zip.result,
  };
}

const HEAVY_DEALERS = 3;
const HONEST_LISTS = 5;
const SEARCH_SECONDS = 15;
const SEARCHERS = 2;

/**
 * The heaviest list a dealer may send: 4,900 rows of 20 different texts (98,000 cells, each its own shared string),
 * read to its end, then refused for its rows (more than 1,000).
 */
async function heavyWorkbook() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Stock');
  for (let row = 1; row <= 4900; row += 1) {
    sheet.addRow(Array.from({ length: 20 }, (_, column) => `R${row}C${column}`.padEnd(30, '.')));
  }
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_MEDIA_TYPE });
}

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

/** Another user's searches, `SEARCHERS` at a time for `SEARCH_SECONDS`, each after the last: their p95 and count. */
async function searchLatency(server: RunningServer, plates: readonly string[]) {
  const took: number[] = [];
  const until = performance.now() + SEARCH_SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: SEARCHERS }, async () => {
      while (performance.now() < until) {
        next = (next + 1) % plates.length;
        const path = endpointUrl(checkEndpoints.search, { query: { vehicleNo: plates[next] ?? 'BMK8821' } });
        took.push((await timed(() => json(`${server.url}${path}`))).ms);
      }
    }),
  );
  return { p95: percentile(took, 0.95), searches: took.length };
}

/** An honest dealer's list of 3 plates, sent `HONEST_LISTS` times one after the other: the waits until each is read. */
async function honestWaits(server: RunningServer, dealer: Record<string, string>, plates: readonly string[]) {
  const list = new Blob([['Plate', ...plates.slice(0, 3)].join('\n')], { type: 'text/csv' });
  const waits: number[] = [];
  for (let sent = 0; sent < HONEST_LISTS; sent += 1) {
    const { result, ms } = await uploadAndWait(server, dealer, list, 'three.csv');
    if (result.Status !== 'preview') throw new Error(`the honest list was ${result.Status}`);
    waits.push(ms);
  }
  return { medianMs: percentile(waits, 0.5), maxMs: Math.max(...waits) };
}

/**
 * Bulk work beside the request path: another user's search p95 and an honest dealer's 3-plate list wait, on a quiet
 * server, then while `HEAVY_DEALERS` dealers each upload the heaviest file again as soon as the last one is read.
 */
async function contention(server: RunningServer) {
  const plates = await json<string[]>(`${server.url}${endpointUrl(benchEndpoints.plates, { query: { n: 200 } })}`);
  const honest = await newDealer(server);
  const heavyDealers = await Promise.all(Array.from({ length: HEAVY_DEALERS }, () => newDealer(server)));
  const heavy = await heavyWorkbook();
  const quietSearch = await searchLatency(server, plates);
  const quietHonest = await honestWaits(server, honest, plates);
  console.log(
    `quiet: search p95 ${quietSearch.p95} ms (${quietSearch.searches} searches); 3-plate list read in ${quietHonest.medianMs} ms (median; max ${quietHonest.maxMs})`,
  );
  let heavyRunning = true;
  const heavyReads: number[] = [];
  const uploading = heavyDealers.map(async (dealer) => {
    while (heavyRunning) heavyReads.push((await uploadAndWait(server, dealer, heavy, 'stock.xlsx')).ms);
  });
  const busySearch = await searchLatency(server, plates);
  const busyHonest = await honestWaits(server, honest, plates);
  heavyRunning = false;
  await Promise.all(uploading);
  console.log(
    `${HEAVY_DEALERS} dealers uploading ${(heavy.size / 1000).toFixed(0)} KB .xlsx files (${heavyReads.length} read, median ${percentile(heavyReads, 0.5)} ms each): search p95 ${busySearch.p95} ms (${busySearch.searches} searches); 3-plate list read in ${busyHonest.medianMs} ms (median; max ${busyHonest.maxMs})`,
  );
  return {
    quietSearchP95Ms: quietSearch.p95,
    quietHonestListMs: quietHonest.medianMs,
    busySearchP95Ms: busySearch.p95,
    busyHonestListMs: busyHonest.medianMs,
    busyHonestListMaxMs: busyHonest.maxMs,
    heavyFilesRead: heavyReads.length,
    heavyFileMedianMs: percentile(heavyReads, 0.5),
  };
}

/**
 * `npm run bench:bulk`: on PostgreSQL, bulk reading beside the request path (contention), then a dealer's bulk check
 * of `rows` plates from upload to the zip of PDFs.
 */
async function main() {
  const release = await holdBenchLock(adminUrl);
  try {
    const prepared = await prepareTarget('postgres', vehicles, adminUrl);
    // The bulk job runs in the server's own worker, as on a single instance.
    const target = { ...prepared, env: { ...prepared.env, RUN_WORKER: 'true' } };
    const server = await startServerWithData(target);
    try {
      console.log(`PostgreSQL, ${vehicles.toLocaleString()} vehicles, a bulk file of ${rows.toLocaleString()} plates`);
      const isolation = await contention(server);
      const figures = await measure(server);
      console.log(JSON.stringify({ ...isolation, ...figures, vehicles, loadAverage: loadavg() }));
    } finally {
      await server.stop();
    }
  } finally {
    await release();
  }
}

await main();
