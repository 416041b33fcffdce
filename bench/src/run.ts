import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { benchEndpoints, checkEndpoints, endpointUrl } from '@portal/contract';
import autocannon from 'autocannon';
import { reportPdf } from '../../apps/server/src/domain/report/pdf.ts';
import type { Report } from '../../apps/server/src/domain/report/report.ts';
import { type RenderFigures, renderLoad, reportMarks } from './render-load.ts';
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
  startAnchor,
  startServer,
  startServerWithData,
} from './server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const sizes = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
/** The server-rendering run: how many browsers open the report page at once, and how many pages at each. */
const browserCounts = (process.env.BENCH_BROWSERS ?? '1,16,64').split(',').map(Number);
const pagesPerLevel = Number(process.env.BENCH_PAGES ?? 300);
/**
 * Report pages per second ÷ GetItem requests per second the same process answers, with 16 browsers and more: each page
 * drawn for its request (the server's report page cache off), and kept once drawn (on, as it runs by default).
 */
const RENDER_RATIO_TARGET = { drawn: 0.04, kept: 0.1 };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU the answering process spent per request (µs): steadier than req/s on a loaded machine. */
  cpuUs: number;
}

/** One stretch of load on a server already warmed up, `duration` seconds long. */
async function measured(server: RunningServer, options: autocannon.Options, duration: number): Promise<Figures> {
  const cpuBefore = server.cpuMs();
  const result = await autocannon({ ...options, duration, connections });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUs: Math.round(((server.cpuMs() - cpuBefore) * 1000) / Math.max(result.requests.total, 1)),
  };
}

const warmUp = (options: autocannon.Options) => autocannon({ ...options, duration: 2, connections });

function printed(title: string, figures: Figures) {
  console.log(
    `  ${title.padEnd(12)} ${String(figures.rps).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  CPU ${figures.cpuUs} µs/request  errors ${figures.errors}`,
  );
  return figures;
}

async function load(title: string, server: RunningServer, options: autocannon.Options): Promise<Figures> {
  await warmUp(options);
  return printed(title, await measured(server, options, seconds));
}

/** How many turns GetItem and the anchor take in a comparison (BENCH_TURNS), each `seconds / turns` long. */
const turns = Number(process.env.BENCH_TURNS ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Equally long stretches of one load as one: req/s and CPU over all of them, the median p50, the worst p99. */
function together(stretches: Figures[]): Figures {
  const mean = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  return {
    rps: mean(stretches.map((stretch) => stretch.rps)),
    p50: median(stretches.map((stretch) => stretch.p50)),
    p99: Math.max(...stretches.map((stretch) => stretch.p99)),
    errors: stretches.reduce((sum, stretch) => sum + stretch.errors, 0),
    cpuUs: Math.round(
      stretches.reduce((sum, stretch) => sum + stretch.cpuUs * stretch.rps, 0) /
        Math.max(mean(stretches.map((stretch) => stretch.rps)) * stretches.length, 1),
    ),
  };
}

/**
 * GetItem and the anchor in turns, `seconds` in all each, so that a change in the machine's load (seconds long on a
 * shared machine) touches both alike: each side's figures, and the median of the turns' ratios by req/s and by CPU.
 */
async function againstAnchor(
  title: string,
  app: { server: RunningServer; options: autocannon.Options },
  anchor: { server: RunningServer; options: autocannon.Options },
) {
  await warmUp(app.options);
  await warmUp(anchor.options);
  const appTurns: Figures[] = [];
  const anchorTurns: Figures[] = [];
  for (let turn = 0; turn < turns; turn += 1) {
    appTurns.push(await measured(app.server, app.options, seconds / turns));
    anchorTurns.push(await measured(anchor.server, anchor.options, seconds / turns));
  }
  return {
    getItem: printed(`GetItem${title}`, together(appTurns)),
    anchor: printed(`anchor${title}`, together(anchorTurns)),
    toAnchor: hundredths(median(appTurns.map((figures, turn) => figures.rps / (anchorTurns[turn]?.rps ?? 0)))),
    toAnchorByCpu: hundredths(median(anchorTurns.map((figures, turn) => figures.cpuUs / (appTurns[turn]?.cpuUs ?? 0)))),
  };
}

/**
 * Paid reports of the showcase car for GetItem and the anchor to read: the dealer's (its token and cookie) for the
 * logged-in case, a guest's (its report-device cookie) for the anonymous one.
 */
async function paidChecks(server: RunningServer) {
  const check = await paidShowcaseCheck(server.url);
  const guest = await guestShowcaseCheck(server.url);
  const result = await json<Report & { id: number }>(
    `${server.url}${endpointUrl(checkEndpoints.result, { query: { unikey: check.unikey } })}`,
    { headers: check.auth },
  );
  return { check: { ...check, report: result }, guest };
}

async function measure(kind: Kind, vehicles: number) {
  const target = await prepareTarget(kind, vehicles, adminUrl);
  const server = await startServerWithData(target);
  const anchor = kind === 'postgres' ? await startAnchor(target) : undefined;
  try {
    console.log(`\n${kind}, ${vehicles.toLocaleString()} vehicles`);
    const { check, guest } = await paidChecks(server);
    const plates = await json<string[]>(`${server.url}${endpointUrl(benchEndpoints.plates, { query: { n: 2000 } })}`);
    const getItemPath = endpointUrl(checkEndpoints.result, { query: { unikey: check.unikey } });
    const anchorPath = `/GetItem?unikey=${check.unikey}`;
    const guestGetItemPath = endpointUrl(checkEndpoints.result, { query: { unikey: guest.unikey } });
    const guestAnchorPath = `/GetItem?unikey=${guest.unikey}`;
    const guestDevice = { cookie: guest.cookie };
    if (anchor) {
      await sameAnswers(server.url + guestGetItemPath, anchor.url + guestAnchorPath, guestDevice);
      await sameAnswers(server.url + getItemPath, anchor.url + anchorPath, check.auth);
    }
    // "Anonymous" is a guest's report opened on the browser that paid for it (its report-device cookie): no login, a
    // real paid answer.
    const guestGetItem = { url: server.url + guestGetItemPath, headers: guestDevice };
    const getItemAsOwner = { url: server.url + getItemPath, headers: check.auth };
    const anonymous =
      anchor &&
      (await againstAnchor(
        '',
        { server, options: guestGetItem },
        { server: anchor, options: { url: anchor.url + guestAnchorPath, headers: guestDevice } },
      ));
    const loggedIn =
      anchor &&
      (await againstAnchor(
        ', in',
        { server, options: getItemAsOwner },
        { server: anchor, options: { url: anchor.url + anchorPath, headers: check.auth } },
      ));
    const getItem = anonymous?.getItem ?? (await load('GetItem', server, guestGetItem));
    const getItemLoggedIn = loggedIn?.getItem ?? (await load('GetItem, in', server, getItemAsOwner));
    let next = 0;
    const searchItem = await load('SearchItem', server, {
      url: server.url,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            next = (next + 1) % plates.length;
            return {
              ...request,
              path: endpointUrl(checkEndpoints.search, { query: { vehicleNo: plates[next] ?? 'BMK8821' } }),
            };
          },
        },
      ],
    });
    const browsing = { cookie: check.cookie, marks: reportMarks(check.report) };
    const reportUrl = (on: RunningServer) => `${on.url}/check/check/${check.unikey}`;
    const rendering = await renderLoad(
      { ...browsing, server, url: reportUrl(server) },
      browserCounts,
      pagesPerLevel,
      'kept once drawn',
    );
    // The same pages from a server of the same data that keeps none (REPORT_PAGE_CACHE_BYTES=0): each one drawn.
    const drawingServer = await startServer({ ...target, env: { ...target.env, REPORT_PAGE_CACHE_BYTES: '0' } });
    const renderingDrawn = await renderLoad(
      { ...browsing, server: drawingServer, url: reportUrl(drawingServer) },
      browserCounts,
      pagesPerLevel,
      'drawn each time',
    ).finally(() => drawingServer.stop());
    return {
      kind,
      vehicles,
      getItem,
      rendering,
      renderingDrawn,
      getItemLoggedIn,
      anonymous,
      loggedIn,
      searchItem,
      report: check.report,
    };
  } finally {
    await anchor?.stop();
    await server.stop();
  }
}

/**
 * The anchor is a yardstick only while it answers GetItem's JSON to the reader benched (`headers`): the same values
 * in as many bytes. Only the order of a stored report's fields may differ (GetItem writes the contract's order, the
 * anchor the database's), which costs neither side anything.
 */
async function sameAnswers(getItemUrl: string, anchorUrl: string, headers: Record<string, string>) {
  const [app = '', bare = ''] = await Promise.all(
    [getItemUrl, anchorUrl].map(async (url) => (await fetch(url, { headers })).text()),
  );
  if (app.length !== bare.length || !isDeepStrictEqual(JSON.parse(app), JSON.parse(bare))) {
    throw new Error(`the anchor answers otherwise than GetItem:\n${app}\n${bare}`);
  }
}

/** Median time to render a 10-claim report, in-process. */
async function pdfMedian(report: Report) {
  const claims = report.ClaimLists.flatMap((group) => group.Value);
  const ten = Array.from({ length: 10 }, (_, index) => claims[index % claims.length]!);
  const tenClaimReport: Report = { ...report, ClaimLists: [{ Key: report.BasicInfo.VehChassis ?? '', Value: ten }] };
  const times: number[] = [];
  for (let run = 0; run < 40; run += 1) {
    const started = performance.now();
    await reportPdf(tenClaimReport, 'en', {
      url: `http://localhost/verify/${report.BasicInfo.ReferenceID ?? ''}`,
      qrUrl: `http://localhost/verify/${report.BasicInfo.ReferenceID ?? ''}?t=${'A'.repeat(22)}`,
      fingerprint: '0'.repeat(64),
    });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;
const ratio = (a: number, b: number) => hundredths(a / b);

/**
 * Each level's report pages per second ÷ the same process's GetItem requests per second; and the same of the pages
 * the server drew only (a loader is quick to send, and is not the page).
 */
const renderingToGetItem = (levels: RenderFigures[], getItemRps: number) =>
  levels.map((level) => {
    const drawnPerSecond = (level.pagesPerSecond * level.drawn) / Math.max(level.pages - level.errors, 1);
    return {
      ...level,
      toGetItem: Math.round((level.pagesPerSecond / getItemRps) * 1000) / 1000,
      drawnToGetItem: Math.round((drawnPerSecond / getItemRps) * 1000) / 1000,
    };
  });

function renderingSummary(levels: ReturnType<typeof renderingToGetItem>, setting: keyof typeof RENDER_RATIO_TARGET) {
  const parts = levels.map(
    (level) =>
      `${level.toGetItem} with ${level.browsers} (drawn by the server ${level.drawn} of ${level.pages}: ${level.drawnToGetItem} counting those only)`,
  );
  return `report pages/s ÷ GetItem req/s, ${setting === 'kept' ? 'kept once drawn' : 'drawn each time'} = ${parts.join(', ')} (target >= ${RENDER_RATIO_TARGET[setting]} with 16 and 64)`;
}

async function main() {
  const release = databaseKinds.includes('postgres') ? await holdBenchLock(adminUrl) : async () => {};
  const runs = [];
  try {
    for (const kind of databaseKinds) for (const vehicles of sizes) runs.push(await measure(kind, vehicles));
  } finally {
    await release();
  }
  const pdfMs = await pdfMedian(runs[0]!.report);
  console.log(`\nPDF of a 10-claim report: median ${pdfMs} ms (target < 150)`);

  const figures: Record<string, unknown> = {
    pdfMedianMs: pdfMs,
    seconds,
    connections,
    pagesPerLevel,
    loadAverage: loadavg(),
  };
  for (const kind of databaseKinds) {
    const small = runs.find((run) => run.kind === kind && run.vehicles === Math.min(...sizes));
    const large = runs.find((run) => run.kind === kind && run.vehicles === Math.max(...sizes));
    for (const run of runs.filter((candidate) => candidate.kind === kind)) {
      const { anonymous, loggedIn, ...measured } = run;
      const entry: Record<string, unknown> = { ...measured, report: undefined };
      if (anonymous && loggedIn) {
        entry.anchor = anonymous.anchor;
        entry.anchorLoggedIn = loggedIn.anchor;
        entry.getItemToAnchor = anonymous.toAnchor;
        entry.getItemToAnchorLoggedIn = loggedIn.toAnchor;
        // The same ratio by CPU per request (anchor's ÷ GetItem's): what the load of the machine moves least.
        entry.getItemToAnchorByCpu = anonymous.toAnchorByCpu;
        entry.getItemToAnchorLoggedInByCpu = loggedIn.toAnchorByCpu;
        console.log(
          `${kind} ${run.vehicles}: GetItem / bare anchor throughput = ${entry.getItemToAnchor} anonymous (target >= 0.8), ${entry.getItemToAnchorLoggedIn} logged in (target >= 0.7); by CPU per request ${entry.getItemToAnchorByCpu} and ${entry.getItemToAnchorLoggedInByCpu}`,
        );
      }
      const rendering = renderingToGetItem(run.rendering, run.getItem.rps);
      entry.rendering = rendering;
      console.log(`${kind} ${run.vehicles}: ${renderingSummary(rendering, 'kept')}`);
      // Beside the GetItem of the server that keeps pages: the same data and settings, in another process.
      const renderingDrawn = renderingToGetItem(run.renderingDrawn, run.getItem.rps);
      entry.renderingDrawn = renderingDrawn;
      console.log(`${kind} ${run.vehicles}: ${renderingSummary(renderingDrawn, 'drawn')}`);
      const postgres = runs.find((other) => other.kind === 'postgres' && other.vehicles === run.vehicles);
      if (kind === 'pglite' && postgres) {
        entry.getItemToPostgres = ratio(run.getItem.rps, postgres.getItem.rps);
        console.log(
          `pglite ${run.vehicles}: GetItem on PGlite / on PostgreSQL throughput = ${entry.getItemToPostgres}`,
        );
      }
      figures[`${kind}_${run.vehicles}`] = entry;
    }
    if (small && large && small !== large) {
      const growth = ratio(large.searchItem.p50, Math.max(small.searchItem.p50, 1));
      console.log(`${kind}: SearchItem p50 at ${large.vehicles} / at ${small.vehicles} = ${growth} (target <= 1.5)`);
      figures[`${kind}_searchP50Growth`] = growth;
    }
  }
  console.log(JSON.stringify(figures));
}

await main();
