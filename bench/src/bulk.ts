import { loadavg } from 'node:os';
import {
  accountEndpoints,
  type BulkBatch,
  benchEndpoints,
  bulkEndpoints,
  endpointUrl,
  transactionEndpoints,
  userEndpoints,
} from '@portal/contract';
import { adminUrl, holdBenchLock, json, prepareTarget, type RunningServer, startServerWithData } from './server.ts';

const rows = Number(process.env.BENCH_BULK_ROWS ?? 1000);
const vehicles = Number(process.env.BENCH_BULK_VEHICLES ?? 10_000);
const password = 'Bench#Bulk2026';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function token(server: RunningServer, username: string, secret: string) {
  const answer = await json<{ access_token: string }>(`${server.url}${endpointUrl(accountEndpoints.token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: secret }),
  });
  return answer.access_token;
}

/**
 * A dealer of its own for each run (one that already owns the plates would have nothing to check): registered,
 * verified with PDF access and given enough credit by the administrator, all through the API.
 */
async function newDealer(server: RunningServer) {
  const email = `bench.bulk.${Date.now()}@example.my`;
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
      Company: { CompanyName: `Bench Bulk ${Date.now()}`, CompanyNo: '202001099998', ContactNo: '0312345678' },
    }),
  });
  const admin = bearer(await token(server, 'admin@demo.carsemak.my', 'Admin#2026'));
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
  return bearer(await token(server, email, password));
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

async function download(url: string, dealer: Record<string, string>) {
  const response = await fetch(url, { headers: dealer });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

async function measure(server: RunningServer) {
  const dealer = await newDealer(server);
  const plates = await json<string[]>(`${server.url}${endpointUrl(benchEndpoints.plates, { query: { n: rows } })}`);
  const form = new FormData();
  form.append('file', new Blob([['Plate', ...plates].join('\n')], { type: 'text/csv' }), 'stock.csv');
  // The upload answers at once; the worker reads the file into a preview.
  const preview = await timed(async () => {
    const sent = await json<BulkBatch>(`${server.url}${endpointUrl(bulkEndpoints.upload)}`, {
      method: 'POST',
      headers: dealer,
      body: form,
    });
    return waitUntil(server, sent.id, dealer, (batch) => batch.Status !== 'reading');
  });
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

/** `npm run bench:bulk`: a dealer's bulk check of `rows` plates on PostgreSQL, from upload to the zip of PDFs. */
async function main() {
  const release = await holdBenchLock(adminUrl);
  try {
    const prepared = await prepareTarget('postgres', vehicles, adminUrl);
    // The bulk job runs in the server's own worker, as on a single instance.
    const target = { ...prepared, env: { ...prepared.env, RUN_WORKER: 'true' } };
    const server = await startServerWithData(target);
    try {
      console.log(`PostgreSQL, ${vehicles.toLocaleString()} vehicles, a bulk file of ${rows.toLocaleString()} plates`);
      const figures = await measure(server);
      console.log(JSON.stringify({ ...figures, vehicles, loadAverage: loadavg() }));
    } finally {
      await server.stop();
    }
  } finally {
    await release();
  }
}

await main();
