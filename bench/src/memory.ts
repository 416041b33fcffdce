import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  accountEndpoints,
  benchEndpoints,
  checkEndpoints,
  endpointUrl,
  LANGUAGE_COOKIE,
  LANGUAGES,
} from '@portal/contract';
import autocannon from 'autocannon';
import { loadConfig } from '../../apps/server/src/config.ts';
import {
  adminUrl,
  databaseKinds,
  guestShowcaseCheck,
  holdBenchLock,
  json,
  type Kind,
  paidShowcaseCheck,
  prepareTarget,
  type RunningServer,
  startServer,
  startServerWithData,
} from './server.ts';

const vehicles = Number(process.env.BENCH_MEMORY_VEHICLES ?? 10_000);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
/** The soak looks for growth, not speed: a steady rate a shared machine can give for ten minutes. */
const soakRate = Number(process.env.BENCH_SOAK_RATE ?? 200);
/**
 * Guest reports whose pages the load opens, each in the three languages: more pages than the server's kept-page cache
 * holds (checked before the load), so that the cache is full and evicting, as on a server that has sold for a while.
 */
const reportCount = Number(process.env.BENCH_MEMORY_REPORTS ?? 24);
const connections = 10;

const serverFolder = path.resolve(import.meta.dirname, '../../apps/server');

/**
 * The environment and Node options of apps/server's start script (`NAME=value … node <options> src/main.ts`), which
 * `npm start` and `npm run serve` use: the memory measured is that of the server as it is run.
 */
function startScriptEnv(): Record<string, string> {
  const packageJson = JSON.parse(readFileSync(path.join(serverFolder, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = packageJson.scripts.start.split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split('=') as [string, string]));
  if (env.NODE_COMPILE_CACHE) env.NODE_COMPILE_CACHE = path.resolve(serverFolder, env.NODE_COMPILE_CACHE);
  return { ...env, NODE_OPTIONS: words.slice(node + 1, -1).join(' ') };
}

/**
 * The targets, in MB: loaded means during the load, 30 s after it and over the soak; flat, a soak whose slope
 * after its warm-up is at most `flatMbPerMinute` (5 MB over the rest of a ten-minute soak).
 */
const targets = { postgresIdle: 150, postgresLoaded: 250, pgliteIdle: 300, flatMbPerMinute: 0.5 };

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const round = (value: number) => Math.round(value * 10) / 10;

type ReportPage = { path: string; cookie: string };

/** Each guest report's page in each language, on the browser that paid for it. */
async function reportPages(server: RunningServer): Promise<ReportPage[]> {
  const pages: ReportPage[] = [];
  for (let bought = 0; bought < reportCount; bought += 1) {
    const guest = await guestShowcaseCheck(server.url);
    for (const language of LANGUAGES) {
      pages.push({ path: `/check/check/${guest.unikey}`, cookie: `${guest.cookie}; ${LANGUAGE_COOKIE}=${language}` });
    }
  }
  return pages;
}

/**
 * Opens every page once, as drawn (no compression): the bytes the cache would need to keep them all. Fewer than it
 * may keep would measure a cache that never fills, so the run stops there.
 */
async function pagesBeyondCache(server: RunningServer, pages: ReportPage[], cacheBytes: number) {
  let bytes = 0;
  for (const page of pages) {
    const response = await fetch(server.url + page.path, {
      headers: { cookie: page.cookie, 'accept-encoding': 'identity' },
    });
    if (!response.ok) throw new Error(`${page.path}: ${response.status}`);
    bytes += (await response.arrayBuffer()).byteLength;
  }
  const mb = (value: number) => round(value / 1024 / 1024);
  if (bytes <= cacheBytes) {
    throw new Error(
      `${pages.length} report pages come to ${mb(bytes)} MB, no more than the kept-page cache's ${mb(cacheBytes)} MB: raise BENCH_MEMORY_REPORTS`,
    );
  }
  console.log(
    `  ${pages.length} report pages (${reportCount} reports × ${LANGUAGES.length} languages): ${mb(bytes)} MB as drawn, beyond the kept-page cache's ${mb(cacheBytes)} MB`,
  );
}

/**
 * What a busy portal answers, one after another on each connection: the paid report (anonymous and logged in), plate
 * searches, the profile, the first page and a report page drawn by the server or kept (one of `pages`, at random).
 */
async function mixedRequests(server: RunningServer, pages: ReportPage[]): Promise<autocannon.Request[]> {
  const { unikey, auth } = await paidShowcaseCheck(server.url);
  // The anonymous reader of a paid report: a guest's, on the browser that paid for it.
  const guest = await guestShowcaseCheck(server.url);
  const guestDevice = { cookie: guest.cookie };
  const plates = await json<string[]>(`${server.url}${endpointUrl(benchEndpoints.plates, { query: { n: 500 } })}`);
  let next = 0;
  const getItem = endpointUrl(checkEndpoints.result, { query: { unikey } });
  return [
    {
      method: 'GET',
      path: endpointUrl(checkEndpoints.result, { query: { unikey: guest.unikey } }),
      headers: guestDevice,
    },
    { method: 'GET', path: getItem, headers: auth },
    {
      method: 'GET',
      headers: auth,
      setupRequest: (request) => {
        next = (next + 1) % plates.length;
        return {
          ...request,
          path: endpointUrl(checkEndpoints.search, { query: { vehicleNo: plates[next] ?? 'BMK8821' } }),
        };
      },
    },
    { method: 'GET', path: endpointUrl(accountEndpoints.profile), headers: auth },
    { method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } },
    {
      method: 'GET',
      setupRequest: (request) => {
        const page = pages[Math.floor(Math.random() * pages.length)];
        return { ...request, path: page?.path, headers: { cookie: page?.cookie ?? '', 'accept-encoding': 'br' } };
      },
    },
  ];
}

/** Lets the bench read the server's own figures from `/metrics`. */
const metricsToken = 'bench-memory-metrics-token';

/**
 * The V8 heap in use, from the server's `/metrics` (prom-client's default gauge): resident memory that grows while
 * this stays level is the runtime's own spaces and malloc settling, not objects the portal keeps.
 */
async function heapUsedMb(server: RunningServer) {
  const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const bytes = /^nodejs_heap_size_used_bytes (\S+)$/m.exec(await metrics.text())?.[1];
  return Number(bytes) / 1024 / 1024;
}

type Sample = { second: number; mb: number; heapMb: number };

/** Resident memory and the V8 heap in use, sampled every `everySeconds` while `work` runs. */
async function sampled(server: RunningServer, everySeconds: number, work: () => Promise<unknown>) {
  const samples: Sample[] = [];
  const started = performance.now();
  const take = async () => {
    const heapMb = await heapUsedMb(server);
    samples.push({ second: (performance.now() - started) / 1000, mb: server.rssMb(), heapMb });
  };
  await take();
  const timer = setInterval(() => void take(), everySeconds * 1000);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  await take();
  return samples;
}

/**
 * The soak's first minutes are the server settling under page load (V8's spaces and malloc's arenas growing to the
 * load's level, in steps); a leak shows as growth after them.
 */
const WARM_UP_SECONDS = 120;

/** The least-squares slope of one figure of the samples, in MB per minute. */
function slopeMbPerMinute(samples: Sample[], figure: 'mb' | 'heapMb' = 'mb') {
  const n = samples.length;
  const meanX = samples.reduce((sum, sample) => sum + sample.second, 0) / n;
  const meanY = samples.reduce((sum, sample) => sum + sample[figure], 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const sample of samples) {
    covariance += (sample.second - meanX) * (sample[figure] - meanY);
    variance += (sample.second - meanX) ** 2;
  }
  return variance === 0 ? 0 : (covariance / variance) * 60;
}

const verdict = (what: string, mb: number, target: number) =>
  `${what} ${mb <= target ? 'met' : 'MISSED'} (${round(mb)} MB, target <= ${target})`;

async function hammer(server: RunningServer, requests: autocannon.Request[], options: Partial<autocannon.Options>) {
  const result = await autocannon({ url: server.url, connections, requests, ...options });
  return { requests: result.requests.total, errors: result.errors + result.non2xx };
}

async function measure(kind: Kind) {
  const target = await prepareTarget(kind, vehicles, adminUrl);
  // One server as `npm run serve` runs it: with its worker (the bench's environment turns it off for speed).
  Object.assign(target.env, startScriptEnv(), { RUN_WORKER: 'true', METRICS_TOKEN: metricsToken });
  // A first start fills the compile cache (and the data), as the runs before a restart in production have.
  await (await startServerWithData(target)).stop();
  const server = await startServer(target);
  try {
    await sleep(settleSeconds);
    const idle = server.rssMb();
    console.log(`\n${kind}: ${round(idle)} MB idle ${settleSeconds} s after start`);
    const pages = await reportPages(server);
    await pagesBeyondCache(server, pages, loadConfig({ ...process.env, ...target.env }).reportPageCacheBytes);
    const requests = await mixedRequests(server, pages);
    let loadRun = { requests: 0, errors: 0 };
    const load = await sampled(server, 1, async () => {
      loadRun = await hammer(server, requests, { duration: loadSeconds });
    });
    const loadPeak = Math.max(...load.map((sample) => sample.mb));
    console.log(
      `  ${loadSeconds} s of load (${loadRun.requests} requests, ${loadRun.errors} errors): peak ${round(loadPeak)} MB, ${round(load.at(-1)?.mb ?? 0)} MB at its end`,
    );
    await sleep(idleSeconds);
    const afterIdle = server.rssMb();
    console.log(`  ${idleSeconds} s idle after it: ${round(afterIdle)} MB`);
    let soakRun = { requests: 0, errors: 0 };
    const soak = await sampled(server, 5, async () => {
      soakRun = await hammer(server, requests, { duration: soakSeconds, overallRate: soakRate });
    });
    const soakPeak = Math.max(...soak.map((sample) => sample.mb));
    const slope = slopeMbPerMinute(soak);
    const settled = soak.filter((sample) => sample.second >= WARM_UP_SECONDS);
    // A soak of two minutes or less has no settled part to speak of.
    const settledSlope = settled.length > 1 ? slopeMbPerMinute(settled) : null;
    const afterWarmUp =
      settledSlope === null
        ? ''
        : ` (${settledSlope.toFixed(2)} after its first ${WARM_UP_SECONDS} s, from ${round(settled[0]?.mb ?? 0)} MB)`;
    const heapSlope = slopeMbPerMinute(soak, 'heapMb');
    console.log(
      `  ${soakSeconds} s soak at ${soakRate} req/s (${soakRun.requests} requests, ${soakRun.errors} errors): ${round(soak[0]?.mb ?? 0)} → ${round(soak.at(-1)?.mb ?? 0)} MB, peak ${round(soakPeak)} MB, slope ${slope.toFixed(2)} MB/min${afterWarmUp}; V8 heap in use ${round(soak[0]?.heapMb ?? 0)} → ${round(soak.at(-1)?.heapMb ?? 0)} MB, slope ${heapSlope.toFixed(2)} MB/min`,
    );
    const verdicts = [
      ...(kind === 'postgres'
        ? [
            verdict('idle', idle, targets.postgresIdle),
            verdict('load peak', loadPeak, targets.postgresLoaded),
            verdict('30 s after the load', afterIdle, targets.postgresLoaded),
            verdict('soak peak', soakPeak, targets.postgresLoaded),
          ]
        : [verdict('idle', idle, targets.pgliteIdle)]),
      settledSlope === null
        ? 'flat: not judged (a soak of two minutes or less)'
        : `flat: ${settledSlope <= targets.flatMbPerMinute ? 'met' : 'MISSED'} (${settledSlope.toFixed(2)} MB/min after the warm-up, target <= ${targets.flatMbPerMinute})`,
    ];
    console.log(`  ${kind} targets: ${verdicts.join('; ')}`);
    return {
      idleMb: round(idle),
      loadPeakMb: round(loadPeak),
      afterLoadIdleMb: round(afterIdle),
      soakPeakMb: round(soakPeak),
      soakEndMb: round(soak.at(-1)?.mb ?? 0),
      soakSlopeMbPerMin: Math.round(slope * 100) / 100,
      soakSlopeAfterWarmUpMbPerMin: settledSlope === null ? null : Math.round(settledSlope * 100) / 100,
      soakHeapSlopeMbPerMin: Math.round(heapSlope * 100) / 100,
      errors: loadRun.errors + soakRun.errors,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const release = databaseKinds.includes('postgres') ? await holdBenchLock(adminUrl) : async () => {};
  const figures: Record<string, unknown> = { loadSeconds, idleSeconds, soakSeconds, soakRate, targets };
  try {
    for (const kind of databaseKinds) figures[kind] = await measure(kind);
  } finally {
    await release();
  }
  console.log(JSON.stringify(figures));
}

await main();
