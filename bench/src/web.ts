/**
 * `npm run bench:web`: builds the web app, serves it with the demo data and runs Lighthouse (mobile preset,
 * simulated throttling) on the first pages a visitor, a logged-in user and a report buyer open, and on one page the
 * server does not render; then measures what each has loaded once used.
 */

import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { accountEndpoints, checkEndpoints, endpointUrl } from '@portal/contract';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchEnv, startServer } from './server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'apps/web/dist');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3391);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Where to keep each page's whole Lighthouse report (JSON), to see what a score is made of; none kept by default. */
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS;
const dealer = { username: 'dealer@demo.carsemak.my', password: 'Dealer#2026' };

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  /** The main thread's work while the page loads (scripts, style and layout, parsing), as simulated on a phone. */
  mainThreadMs: number;
  /** Bytes of JS + CSS on the wire, as Lighthouse saw them. */
  transferKiB: number;
  /** The same files' brotli sizes from the build, what a server that sends the .br files puts on the wire. */
  brotliKiB: number;
  /** The JS + CSS (brotli) loaded once the visitor has started using the page (a key pressed) and the app has run. */
  usedKiB: number;
  failedAudits: string[];
}

function build() {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`))));
  });
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Logs the demo dealer in and buys a report of the showcase car with credits. */
async function dealerWithPaidReport(url: string) {
  const login = await json<{ access_token: string }>(`${url}${endpointUrl(accountEndpoints.token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(dealer),
  });
  const auth = { authorization: `Bearer ${login.access_token}` };
  const found = await json<{ Unikey: string }>(
    `${url}${endpointUrl(checkEndpoints.search, { query: { vehicleNo: 'BMK8821' } })}`,
    { headers: auth },
  );
  await json(`${url}${endpointUrl(checkEndpoints.pay, { query: { id: found.Unikey, paymentType: 3 } })}`, {
    method: 'POST',
    headers: auth,
  });
  return {
    cookie: `Authorization=${encodeURIComponent(auth.authorization)}`,
    reportPath: `/check/check/${found.Unikey}`,
  };
}

async function brotliBytes(requests: NetworkRequest[]): Promise<number> {
  let total = 0;
  for (const request of requests) {
    const file = path.join(dist, new URL(request.url).pathname);
    total += (await stat(`${file}.br`).catch(() => stat(file))).size;
  }
  return total;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const ATTEMPTS = 3;

/**
 * One Lighthouse run of a page. On a loaded machine Lighthouse now and then loses the page's trace (a runtime
 * error such as NO_FCP, and no performance score); such a run is repeated rather than reported as a score of 0.
 */
async function lighthouseRun(url: string, port: number, cookie?: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const lost =
      result.lhr.runtimeError?.code ?? (result.lhr.categories.performance?.score == null ? 'no score' : null);
    if (!lost) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${lost}`);
    console.log(`  Lighthouse lost ${url} (${lost}), again`);
  }
}

const APP_CODE = /\/assets\/start-[^/]*\.js$/;
const QUIET_MS = 1_000;

/**
 * What a page has loaded once used: opened at phone width, a key pressed (which a page waiting for its first use
 * takes as one, without changing anything), then everything until the network has been quiet for a second.
 */
async function bytesOnceUsed(url: string, cookie?: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 800 },
      extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
    });
    const page = await context.newPage();
    const loaded = new Set<string>();
    let lastRequestAt = Date.now();
    page.on('request', (request) => {
      lastRequestAt = Date.now();
      if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') loaded.add(request.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const appStarted = [...loaded].some((loadedUrl) => APP_CODE.test(loadedUrl))
      ? Promise.resolve()
      : page.waitForResponse((response) => APP_CODE.test(response.url()));
    await page.keyboard.press('Shift');
    await appStarted;
    while (Date.now() - lastRequestAt < QUIET_MS) await page.waitForTimeout(100);
    return brotliBytes([...loaded].map((loadedUrl) => ({ url: loadedUrl })));
  } finally {
    await browser.close();
  }
}

async function audit(name: string, url: string, port: number, cookie?: string): Promise<PageFigures> {
  const report = await lighthouseRun(url, port, cookie);
  if (REPORTS_DIR) {
    await mkdir(REPORTS_DIR, { recursive: true });
    await writeFile(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(report));
  }
  const { categories, audits } = report;
  const requests = (
    (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []
  ).filter((request) => request.resourceType === 'Script' || request.resourceType === 'Stylesheet');
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    mainThreadMs: Math.round(audits['mainthread-work-breakdown']?.numericValue ?? 0),
    transferKiB: kib(requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0)),
    brotliKiB: kib(await brotliBytes(requests)),
    usedKiB: kib(await bytesOnceUsed(url, cookie)),
    failedAudits: Object.values(audits)
      .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative')
      .map((item) => item.id),
  };
}

async function main() {
  console.log('building the web app…');
  await build();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-web-'));
  const server = await startServer(
    {
      kind: 'pglite',
      vehicles: 0,
      env: benchEnv(dataDir),
    },
    PORT,
  );
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
  const figures: Record<string, number | string> = { loadAverage: loadavg()[0]?.toFixed(1) ?? '' };
  try {
    const { cookie, reportPath } = await dealerWithPaidReport(server.url);
    const pages: { name: string; path: string; cookie?: string }[] = [
      { name: 'home', path: '/' },
      { name: 'login', path: '/account/login' },
      { name: 'checklist', path: '/check/checklist', cookie },
      { name: 'report', path: reportPath },
      // Another page the server renders, and one it does not (it starts from the layout with a loader and loads the
      // app at once): the dealer's bulk checks, whose progress the app follows as soon as it is open.
      { name: 'transactions', path: '/payment/transactions', cookie },
      { name: 'bulk', path: '/check/bulk', cookie },
    ];
    for (const page of pages) {
      const result = await audit(page.name, `${server.url}${page.path}`, chrome.port, page.cookie);
      console.log(
        `${page.path.padEnd(40)} perf ${result.performance}  a11y ${result.accessibility}  best ${result.bestPractices}  ` +
          `FCP ${(result.fcpMs / 1000).toFixed(2)} s  main thread ${(result.mainThreadMs / 1000).toFixed(1)} s  JS+CSS ${result.transferKiB} KiB on the wire, ${result.brotliKiB} KiB brotli, ${result.usedKiB} KiB once used`,
      );
      if (result.failedAudits.length > 0) console.log(`  below 90: ${result.failedAudits.join(', ')}`);
      figures[`${page.name}_performance`] = result.performance;
      figures[`${page.name}_accessibility`] = result.accessibility;
      figures[`${page.name}_bestPractices`] = result.bestPractices;
      figures[`${page.name}_fcpMs`] = result.fcpMs;
      figures[`${page.name}_mainThreadMs`] = result.mainThreadMs;
      figures[`${page.name}_transferKiB`] = result.transferKiB;
      figures[`${page.name}_brotliKiB`] = result.brotliKiB;
      figures[`${page.name}_usedKiB`] = result.usedKiB;
    }
  } finally {
    chrome.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`load average ${figures.loadAverage}`);
  console.log(JSON.stringify(figures));
}

await main();
