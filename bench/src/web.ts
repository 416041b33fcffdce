/**
 * `npm run bench:web`: builds the web app, serves it with the demo data and runs Lighthouse (mobile preset, simulated
 * throttling) on every page a visitor, a buyer, a dealer and an administrator can open first, each logged in by its
 * cookie where the page needs one; then measures what each has loaded once used, and the time from a tap on Search on
 * the checklist to the payment dialog on a throttled phone.
 *
 * Each page is audited ROUNDS times, the rounds interleaved (every page once, then every page again), and the median
 * of each figure is reported twice: as Lighthouse simulated it from the page's trace, and once more with each task of
 * that trace taking its CPU time (`tdur`) instead of its wall time (`dur`), which a busy machine stretches less: the
 * figures to compare between runs on a shared machine.
 */

import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  checkEndpoints,
  endpointUrl,
  invoiceEndpoints,
  optionEndpoints,
  paymentEndpoints,
  shareEndpoints,
} from '@portal/contract';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM, chromiumIsThere } from './chromium.ts';
import { type TraceEvent, withCpuTimes } from './cpu-time-trace.ts';
import { benchEnv, json, logIn, npmBuild, paidShowcaseCheck, type RunningServer, startServer } from './server.ts';
import { TAP_TARGET_MS, tapToPaymentDialog } from './tap.ts';

const PORT = process.env.BENCH_WEB_PORT ? Number(process.env.BENCH_WEB_PORT) : undefined;
/** Where to keep each page's whole Lighthouse report (JSON), to see what a score is made of; none kept by default. */
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS;
/** Only these pages (their names, comma-separated), for a quick run; all by default. */
const ONLY = process.env.BENCH_WEB_PAGES?.split(',');
const TAP_RUNS = Number(process.env.BENCH_TAP_RUNS ?? 3);
/** How many times each page is audited (interleaved); its median is reported. */
const ROUNDS = Number(process.env.BENCH_WEB_ROUNDS ?? 3);
/** The builds as they are (BENCH_WEB_BUILT=1), to audit again without building again. */
const BUILT = process.env.BENCH_WEB_BUILT === '1';

const accounts = {
  buyer: { username: 'aisyah@demo.carsemak.my', password: 'Demo#2026' },
  dealer: { username: 'dealer@demo.carsemak.my', password: 'Dealer#2026' },
  administrator: { username: 'admin@demo.carsemak.my', password: 'Admin#2026' },
};
type Who = 'visitor' | keyof typeof accounts;

/** The issue's targets, printed beside the figures (a run does not fail on them). */
const targets = { performance: 95, accessibility: 100, bestPractices: 100, fcpMs: 1_500, tbtMs: 150, cls: 0.05 };

interface PageToAudit {
  name: string;
  path: string;
  who: Who;
  /** An error page, answered with its error's status (404, 500), which Lighthouse audits only when told to. */
  errorStatus?: true;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The main thread's work while the page loads (scripts, style and layout, parsing), as simulated on a phone. */
  mainThreadMs: number;
  /** Bytes of JS + CSS on the wire, as Lighthouse saw them. */
  transferKiB: number;
  /** JS + CSS on the wire once the visitor has started using the page (a key pressed) and the app has run. */
  usedKiB: number;
  failedAudits: string[];
}

/** A top-up of the buyer's, paid on the sandbox gateway's page: the address the gateway sends the browser back to. */
async function paidTopup(url: string, headers: Record<string, string>) {
  const payer = { paymentName: 'Nur Aisyah', paymentEmail: accounts.buyer.username, paymentPhone: '012-345 6789' };
  const created = await json<{ id: string }>(`${url}${endpointUrl(paymentEndpoints.topup)}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...payer, CreditSetupID: 2 }),
  });
  const link = await json<{ url: string }>(`${url}${endpointUrl(paymentEndpoints.paymentLink)}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ id: created.id }),
  });
  const paid = await fetch(`${url}${new URL(link.url, url).pathname}`, {
    method: 'POST',
    body: new URLSearchParams({ result: 'paid' }),
    redirect: 'manual',
  });
  const back = paid.headers.get('location');
  if (paid.status !== 303 || !back) throw new Error(`the sandbox gateway answered ${paid.status}, not its redirect`);
  return new URL(back, url).pathname + new URL(back, url).search;
}

/** A draft invoice of the demo's postpaid company, made by the administrator (the demo data holds none). */
async function draftInvoice(url: string, headers: Record<string, string>) {
  const [company] = await json<{ id: number }[]>(`${url}${endpointUrl(optionEndpoints.companies)}`, { headers });
  if (!company) throw new Error('the demo data holds no company to invoice');
  const created = await json<{ id: number }>(
    `${url}${endpointUrl(invoiceEndpoints.create, { query: { companyID: company.id } })}`,
    { method: 'POST', headers },
  );
  return created.id;
}

/**
 * The demo accounts logged in, and what their pages show: the buyer's paid report of the showcase car (bought with
 * credit), its verification and share links, and a paid top-up. The dealer buys nothing: its Search opens the
 * payment dialog.
 */
async function demoScenario(url: string) {
  const [buyer, dealer, administrator] = await Promise.all([
    logIn(url, accounts.buyer),
    logIn(url, accounts.dealer),
    logIn(url, accounts.administrator),
  ]);
  const { unikey } = await paidShowcaseCheck(url, buyer);
  const report = await json<{ BasicInfo: { ReferenceID: string | null }; VerifyToken: string | null }>(
    `${url}${endpointUrl(checkEndpoints.result, { query: { unikey } })}`,
    { headers: buyer.headers },
  );
  const share = await json<{ Url: string }>(`${url}${endpointUrl(shareEndpoints.create)}`, {
    method: 'POST',
    headers: { ...buyer.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ Unikey: unikey, Days: 7 }),
  });
  return {
    cookies: { visitor: undefined, buyer: buyer.cookie, dealer: dealer.cookie, administrator: administrator.cookie },
    reportPath: `/check/check/${unikey}`,
    invoicePath: `/invoice?id=${await draftInvoice(url, administrator.headers)}`,
    verifyPath: `/verify/${report.BasicInfo.ReferenceID}?t=${report.VerifyToken}`,
    sharePath: new URL(share.Url, url).pathname,
    paymentDonePath: await paidTopup(url, buyer.headers),
  };
}

type Scenario = Awaited<ReturnType<typeof demoScenario>>;

/**
 * Every page a person can open first, as the account that opens it: every route of apps/web/src/routes.ts (checked
 * against the build's routes by `uncoveredRoutes`), a mail's links included (their codes made up: the page as drawn
 * for a link, whatever the server later says of the code). The print view is the report page's own document under
 * its print styles: auditing the report audits it.
 */
function pagesOf(scenario: Scenario): PageToAudit[] {
  const pages: PageToAudit[] = [
    { name: 'home', path: '/', who: 'visitor' },
    { name: 'login', path: '/account/login', who: 'visitor' },
    { name: 'homeVisitor', path: '/Home', who: 'visitor' },
    { name: 'register', path: '/account/register', who: 'visitor' },
    // DEALER01: the demo dealer's referral code (apps/server/src/demo/seed.ts), the link a dealer hands out.
    { name: 'checkout', path: '/checkout/DEALER01', who: 'visitor' },
    { name: 'verify', path: scenario.verifyPath, who: 'visitor' },
    { name: 'share', path: scenario.sharePath, who: 'visitor' },
    { name: 'sample', path: '/reports/sample', who: 'visitor' },
    { name: 'forgotPassword', path: '/account/forgotpassword', who: 'visitor' },
    {
      name: 'resetPassword',
      path: '/account/resetpassword?email=aisyah%40demo.carsemak.my&taccode=483920',
      who: 'visitor',
    },
    { name: 'confirmEmail', path: '/account/confirmemail?taccode=483920', who: 'visitor' },
    { name: 'loginLink', path: '/account/loginlink', who: 'visitor' },
    { name: 'verification', path: '/account/verification', who: 'visitor' },
    { name: 'guestReports', path: '/reports/mine', who: 'visitor' },
    { name: 'about', path: '/aboutus/aboutus', who: 'visitor' },
    { name: 'contact', path: '/contactus/contactus', who: 'visitor' },
    { name: 'disclaimer', path: '/notices/disclaimer', who: 'visitor' },
    { name: 'terms', path: '/notices/termcondition', who: 'visitor' },
    { name: 'privacy', path: '/notices/privacypolicy', who: 'visitor' },
    { name: 'unauthorized', path: '/page401', who: 'visitor' },
    { name: 'notFound', path: '/page404', who: 'visitor', errorStatus: true },
    { name: 'unknownAddress', path: '/no-such-page', who: 'visitor', errorStatus: true },
    { name: 'serverError', path: '/page500', who: 'visitor', errorStatus: true },
    // A user's /Home is their History.
    { name: 'history', path: '/Home', who: 'buyer' },
    { name: 'checklist', path: '/check/checklist', who: 'buyer' },
    { name: 'report', path: scenario.reportPath, who: 'buyer' },
    { name: 'transactions', path: '/payment/transactions', who: 'buyer' },
    { name: 'topup', path: '/account/credittopup', who: 'buyer' },
    { name: 'paymentDone', path: scenario.paymentDonePath, who: 'buyer' },
    { name: 'watchlist', path: '/account/watchlist', who: 'buyer' },
    { name: 'myData', path: '/account/mydata', who: 'buyer' },
    { name: 'accountSettings', path: '/account/settings', who: 'buyer' },
    // Company accounts' pages.
    { name: 'companyHistory', path: '/Home', who: 'dealer' },
    { name: 'apiAccess', path: '/account/apiaccess', who: 'dealer' },
    { name: 'bulk', path: '/check/bulk', who: 'dealer' },
    { name: 'dashboard', path: '/Home', who: 'administrator' },
    { name: 'invoices', path: '/invoices', who: 'administrator' },
    { name: 'invoice', path: scenario.invoicePath, who: 'administrator' },
    { name: 'users', path: '/setting/users', who: 'administrator' },
    { name: 'ismabi', path: '/settings/ismabi', who: 'administrator' },
    { name: 'auditLog', path: '/settings/auditlog', who: 'administrator' },
    { name: 'einvoices', path: '/settings/einvoices', who: 'administrator' },
    { name: 'closures', path: '/settings/closures', who: 'administrator' },
    { name: 'refunds', path: '/settings/refunds', who: 'administrator' },
    { name: 'credits', path: '/settings/credits', who: 'administrator' },
    { name: 'charges', path: '/settings/charges', who: 'administrator' },
    { name: 'runningNumbers', path: '/settings/runningnumbers', who: 'administrator' },
    { name: 'seller', path: '/settings/seller', who: 'administrator' },
  ];
  return pages;
}

/** Routes that are another audited route's page under a second address (the same module, the same document). */
const sameDocumentAs: Record<string, string> = { '/login': '/account/login' };

/** Whether a route's path (`/check/check/:unikey`, `*`) matches an address; paths match case-insensitively. */
function routeMatches(routePath: string, address: string) {
  const wanted = routePath.toLowerCase().split('/').filter(Boolean);
  const given = new URL(address, 'http://page').pathname.toLowerCase().split('/').filter(Boolean);
  if (wanted.at(-1) === '*') return wanted.slice(0, -1).every((segment, index) => segment === given[index]);
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === given[index])
  );
}

interface BuiltRoute {
  parentId?: string;
  path?: string;
}

/** Every address pattern of the web build's routes (each route's path after its layouts'). */
async function builtRoutePaths() {
  const build = path.resolve(import.meta.dirname, '../../apps/web/build/server/index.js');
  const { routes } = (await import(pathToFileURL(build).href)) as { routes: Record<string, BuiltRoute> };
  const fullPath = (route: BuiltRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? '';
    const above = parent ? fullPath(parent) : '';
    return own.startsWith('/') ? own : `${above.replace(/\/$/, '')}/${own}`;
  };
  return Object.values(routes)
    .filter((route) => route.path)
    .map((route) => (route.path?.startsWith('/') || route.path === '*' ? route.path : fullPath(route)));
}

/** The build's routes no audited page opens: a new page must be added to `pagesOf`, or the run stops. */
async function uncoveredRoutes(pages: PageToAudit[]) {
  const opened = (routePath: string) => pages.some((page) => routeMatches(routePath, page.path));
  return (await builtRoutePaths()).filter((routePath) => {
    const same = sameDocumentAs[routePath];
    return !opened(routePath) && !(same && opened(same));
  });
}

const chosen = <Page extends PageToAudit>(pages: Page[]) =>
  ONLY ? pages.filter((page) => ONLY.includes(page.name)) : pages;

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const ATTEMPTS = 3;

/** The settings of a page's gathering, which Lighthouse requires unchanged for auditing the same artifacts again. */
const auditSettings = (cookie: string | undefined, errorStatus = false): Flags => ({
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
  // Left out, not undefined, without a cookie: the saved artifacts' settings (JSON) have no such key to compare.
  ...(cookie && { extraHeaders: { Cookie: cookie } }),
  ...(errorStatus && { ignoreStatusCode: true }),
});

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * One Lighthouse run of a page, its artifacts kept in `artifactsDir` (for the CPU-time audit). On a loaded machine
 * Lighthouse now and then loses the page's trace (a runtime error such as NO_FCP, and no performance score); such a
 * run is repeated rather than reported as a score of 0.
 */
async function lighthouseRun(url: string, port: number, artifactsDir: string, settings: Flags) {
  for (let attempt = 1; ; attempt++) {
    // Gathered, saved, then audited from what was saved (Lighthouse's -GA).
    const result = await lighthouse(url, {
      port,
      ...settings,
      gatherMode: artifactsDir,
      auditMode: artifactsDir,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const lost =
      result.lhr.runtimeError?.code ?? (result.lhr.categories.performance?.score == null ? 'no score' : null);
    if (!lost) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${lost}`);
    console.log(`  Lighthouse lost ${url} (${lost}), again`);
  }
}

/**
 * The same run audited again with each traced task taking its CPU time (`tdur`) instead of its wall time (`dur`),
 * what it holds shrunk with it (cpu-time-trace.ts): what the main thread did, without the time it waited for a core
 * the machine gave another process. A trace Lighthouse cannot read so is an error, not a page that did no work.
 */
async function cpuTimeReport(artifactsDir: string, settings: Flags) {
  const tracePath = path.join(artifactsDir, 'trace.json');
  const trace = JSON.parse(await readFile(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
  withCpuTimes(trace.traceEvents);
  await writeFile(tracePath, JSON.stringify(trace));
  const result = await lighthouse(undefined, { ...settings, auditMode: artifactsDir });
  if (!result) throw new Error(`Lighthouse gave no result for the artifacts in ${artifactsDir}`);
  const unread = result.lhr.audits['mainthread-work-breakdown']?.errorMessage;
  if (unread) throw new Error(`Lighthouse could not read the CPU-time trace in ${artifactsDir}: ${unread}`);
  return result.lhr;
}

const QUIET_MS = 1_000;

/** The browser holding the login cookie, as the web app keeps it (the app reads it too). */
async function contextWith(browser: Browser, url: string, cookie: string | undefined) {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, locale: 'en-US' });
  if (cookie) {
    const [name = '', ...value] = cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url }]);
  }
  return context;
}

/**
 * The JS + CSS a page has loaded once used (bytes on the wire): opened at phone width, a key pressed (which a page
 * waiting for its first use takes as one, without changing anything), then everything until the network has been
 * quiet for a second.
 */
async function bytesOnceUsed(browser: Browser, url: string, cookie?: string): Promise<number> {
  const context = await contextWith(browser, url, cookie);
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    let lastRequestAt = Date.now();
    page.on('request', () => {
      lastRequestAt = Date.now();
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') {
        sizes.push(request.sizes().then((size) => size.responseBodySize));
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.keyboard.press('Shift');
    lastRequestAt = Date.now();
    while (Date.now() - lastRequestAt < QUIET_MS) await page.waitForTimeout(100);
    return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  } finally {
    await context.close();
  }
}

/** A Lighthouse report's figures (`usedKiB` is measured apart). */
function figuresOf(report: Report): Omit<PageFigures, 'usedKiB'> {
  const { categories, audits } = report;
  const requests = (
    (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []
  ).filter((request) => request.resourceType === 'Script' || request.resourceType === 'Stylesheet');
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    mainThreadMs: ms('mainthread-work-breakdown'),
    transferKiB: kib(requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0)),
    failedAudits: Object.values(audits)
      .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative')
      .map((item) => item.id),
  };
}

/** One audit of a page: its figures as traced, and with each task's CPU time. */
async function audit(page: PageToAudit, url: string, tools: Tools, round: number, cookie?: string) {
  const artifactsDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-lighthouse-'));
  try {
    const settings = auditSettings(cookie, page.errorStatus);
    const report = await lighthouseRun(url, tools.chrome.port, artifactsDir, settings);
    if (REPORTS_DIR) {
      await mkdir(REPORTS_DIR, { recursive: true });
      await writeFile(path.join(REPORTS_DIR, `${page.name}-${round}.json`), JSON.stringify(report));
    }
    return { traced: figuresOf(report), cpuTime: figuresOf(await cpuTimeReport(artifactsDir, settings)) };
  } finally {
    await rm(artifactsDir, { recursive: true, force: true });
  }
}

/** Each figure's median over the rounds; the audits below 90 in any round. */
function medianOf(rounds: Omit<PageFigures, 'usedKiB'>[], usedKiB: number): PageFigures {
  const median = (key: Exclude<keyof PageFigures, 'failedAudits' | 'usedKiB'>) => {
    const sorted = rounds.map((round) => round[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    fcpMs: median('fcpMs'),
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
    cls: median('cls'),
    mainThreadMs: median('mainThreadMs'),
    transferKiB: median('transferKiB'),
    usedKiB,
    failedAudits: [...new Set(rounds.flatMap((round) => round.failedAudits))],
  };
}

/** The targets a page's figures miss. */
function misses(figures: PageFigures) {
  return [
    figures.performance < targets.performance && 'performance',
    figures.accessibility < targets.accessibility && 'accessibility',
    figures.bestPractices < targets.bestPractices && 'best practices',
    figures.fcpMs > targets.fcpMs && 'FCP',
    figures.tbtMs > targets.tbtMs && 'TBT',
    figures.cls > targets.cls && 'CLS',
  ].filter((missed) => missed !== false);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const columns = (cells: string[]) =>
  cells.map((cell, index) => (index < 2 ? cell.padEnd(index === 0 ? 34 : 14) : cell.padStart(8))).join(' ');

function printHeader() {
  console.log(`medians of ${ROUNDS} interleaved audits; each page's second line: with each task's CPU time`);
  console.log(columns(['page', 'as', 'perf', 'a11y', 'best', 'FCP', 'LCP', 'TBT', 'CLS', 'main', 'JS+CSS', 'used']));
  console.log(
    columns([
      'target',
      '',
      `≥ ${targets.performance}`,
      String(targets.accessibility),
      String(targets.bestPractices),
      `≤ ${seconds(targets.fcpMs)}`,
      '',
      `≤ ${targets.tbtMs} ms`,
      `≤ ${targets.cls}`,
      '',
      '',
      '',
    ]),
  );
}

function printFigures(first: string, second: string, result: PageFigures) {
  const missed = misses(result);
  console.log(
    `${columns([
      first,
      second,
      String(result.performance),
      String(result.accessibility),
      String(result.bestPractices),
      seconds(result.fcpMs),
      seconds(result.lcpMs),
      `${result.tbtMs} ms`,
      String(result.cls),
      seconds(result.mainThreadMs),
      `${result.transferKiB} K`,
      `${result.usedKiB} K`,
    ])}${missed.length > 0 ? `  misses: ${missed.join(', ')}` : ''}`,
  );
}

function printPage(page: PageToAudit, result: PageResult) {
  printFigures(page.path.length > 34 ? `${page.path.slice(0, 31)}…` : page.path, page.who, result.traced);
  printFigures('', '  CPU time', result.cpuTime);
  const failed = result.traced.failedAudits;
  if (failed.length > 0) console.log(`  audits below 90: ${failed.join(', ')}`);
}

interface Tools {
  chrome: LaunchedChrome;
  browser: Browser;
}

/** Chromium for Lighthouse (through chrome-launcher) and for Playwright; an error that says which did not start. */
async function startChromium(): Promise<Tools> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] }).catch(
    (error: unknown) => {
      throw new Error(`Chromium at ${CHROMIUM} did not start for Lighthouse`, { cause: error });
    },
  );
  try {
    return { chrome, browser: await chromium.launch({ executablePath: CHROMIUM }) };
  } catch (error) {
    chrome.kill();
    throw new Error(`Chromium at ${CHROMIUM} did not start for Playwright`, { cause: error });
  }
}

type Figures = Record<string, number | string>;

interface PageResult {
  traced: PageFigures;
  cpuTime: PageFigures;
}

/** A page to audit on its server, logged in by `cookie` where it needs one. */
interface Audited extends PageToAudit {
  origin: string;
  cookie: string | undefined;
}

/**
 * Every page audited ROUNDS times, interleaved (every page once, then every page again), so that a slow minute of
 * the machine falls on several pages once rather than on one page every time; each page's medians. A page Lighthouse
 * could not audit is named and the others go on; the run then fails (`process.exitCode`).
 */
async function auditRounds(pages: Audited[], tools: Tools) {
  const rounds = new Map(pages.map((page) => [page, { traced: [] as PageFigures[], cpuTime: [] as PageFigures[] }]));
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} of ${ROUNDS}…`);
    for (const [page, audits] of rounds) {
      try {
        const result = await audit(page, `${page.origin}${page.path}`, tools, round, page.cookie);
        audits.traced.push({ ...result.traced, usedKiB: 0 });
        audits.cpuTime.push({ ...result.cpuTime, usedKiB: 0 });
      } catch (error) {
        console.error(`  not audited: ${page.name} (${page.path}): ${error instanceof Error ? error.message : error}`);
        process.exitCode = 1;
      }
    }
  }
  const results = new Map<Audited, PageResult>();
  for (const [page, audits] of rounds) {
    if (audits.traced.length === 0) continue;
    // What a page loads once used does not change between rounds: measured once.
    const usedKiB = kib(await bytesOnceUsed(tools.browser, `${page.origin}${page.path}`, page.cookie));
    results.set(page, { traced: medianOf(audits.traced, usedKiB), cpuTime: medianOf(audits.cpuTime, usedKiB) });
  }
  return results;
}

function record(figures: Figures, page: PageToAudit, result: PageResult) {
  for (const [kind, values] of Object.entries(result)) {
    const { failedAudits: _, ...numbers } = values as PageFigures;
    const prefix = kind === 'traced' ? page.name : `${page.name}_cpuTime`;
    for (const [key, value] of Object.entries(numbers)) figures[`${prefix}_${key}`] = value;
  }
}

async function measureAll(server: RunningServer, tools: Tools, figures: Figures) {
  const scenario = await demoScenario(server.url);
  const uncovered = await uncoveredRoutes(pagesOf(scenario));
  if (uncovered.length > 0) {
    throw new Error(`bench:web audits no page of these routes: ${uncovered.join(', ')} (add them to pagesOf)`);
  }
  const ours = chosen(pagesOf(scenario)).map((page) => ({
    ...page,
    origin: server.url,
    cookie: scenario.cookies[page.who],
  }));
  const results = await auditRounds(ours, tools);
  const show = (pages: Audited[]) => {
    for (const page of pages) {
      const result = results.get(page);
      if (!result) continue;
      printPage(page, result);
      record(figures, page, result);
    }
  };
  printHeader();
  show(ours);
  const taps = await tapToPaymentDialog(tools.browser, server.url, scenario.cookies.dealer, TAP_RUNS);
  const median = [...taps].sort((a, b) => a - b)[Math.floor(taps.length / 2)] ?? 0;
  console.log(
    `tap on Search (dealer, BMK8821) to the Make Payment dialog, throttled phone: median ${median} ms of ${taps.join(', ')} (target ≤ ${TAP_TARGET_MS} ms)`,
  );
  figures.tapToPaymentDialogMs = median;
}

async function main() {
  if (!(await chromiumIsThere())) {
    process.exitCode = 1;
    return;
  }
  if (!BUILT) {
    console.log('building the web app…');
    await npmBuild();
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-web-'));
  const figures: Figures = {};
  const server = await startServer({ kind: 'pglite', vehicles: 0, env: benchEnv(dataDir) }, PORT);
  try {
    const tools = await startChromium();
    try {
      await measureAll(server, tools, figures);
    } finally {
      await tools.browser.close();
      tools.chrome.kill();
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  figures.loadAverage = loadavg()[0]?.toFixed(1) ?? '';
  console.log(`load average ${figures.loadAverage}`);
  console.log(JSON.stringify(figures));
}

await main();
