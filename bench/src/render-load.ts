/**
 * The server-rendering run of `npm run bench`: browsers opening a paid report's page all at once. Each "browser" is
 * a client asking for the page's HTML as a phone does (the buyer's cookie, English, brotli or gzip), one page after
 * another; whether the server drew the page is read from the HTML alone, whatever the renderer.
 */
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CheckResult } from '@portal/contract';
import type { RunningServer } from './server.ts';

export interface RenderFigures {
  browsers: number;
  pages: number;
  /** Pages whose HTML held the report itself rather than a loader. */
  drawn: number;
  pagesPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU the server spent per page (ms). */
  cpuMs: number;
}

/** The words a drawn report page shows: its car's chassis and registration numbers, and its first claim's type. */
type ReportMarks = string[];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);

export function reportMarks(report: Pick<CheckResult, 'BasicInfo' | 'ClaimLists'>): ReportMarks {
  const { VehChassis, VehicleRegistrationNo } = report.BasicInfo;
  const claimType = report.ClaimLists[0]?.Value[0]?.ClaimTypeDesc;
  if (!VehChassis || !VehicleRegistrationNo || !claimType) throw new Error('the paid report has no car or no claim');
  return [VehChassis, VehicleRegistrationNo, claimType];
}

/**
 * True when the page's body, its scripts left out, shows every mark: what the browser paints before any script.
 * Data handed to the app in a script does not count, nor the title.
 */
export function drawnByServer(html: string, marks: ReportMarks): boolean {
  const body = html.slice(html.search(/<body[\s>]/i)).replace(/<script[\s\S]*?<\/script>/gi, '');
  return marks.every((mark) => body.includes(escapeHtml(mark)) || body.includes(mark));
}

interface Browsing {
  server: RunningServer;
  url: string;
  cookie: string;
  marks: ReportMarks;
}

interface Page {
  status: number;
  etag: string | undefined;
  body: Buffer;
  encoding: string | undefined;
}

/** The page as it travels (still compressed): the client's own work per page stays small beside the server's. */
function fetchPage(url: string, headers: Record<string, string>, agent: Agent): Promise<Page> {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          etag: response.headers.etag,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

const decoded = ({ body, encoding }: Page) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

/**
 * Each browser opens the page, reads it whole and opens it again, until `pages` have been opened among them. A page
 * is read (unpacked, its body searched) unless it is the very document of one already read and found drawn: the same
 * strong ETag and the same bytes' length. Reading every copy of a kept page made the client, on the same two cores,
 * the limit of the measure rather than the server.
 */
async function browse({ server, url, cookie, marks }: Browsing, browsers: number, pages: number) {
  const headers = { cookie, accept: 'text/html', 'accept-language': 'en', 'accept-encoding': 'br, gzip' };
  const agent = new Agent({ keepAlive: true, maxSockets: browsers });
  const drawnDocuments = new Map<string, number>();
  const latencies: number[] = [];
  let started = 0;
  let drawn = 0;
  let errors = 0;
  const browser = async () => {
    while (started < pages) {
      started += 1;
      const begun = performance.now();
      try {
        const page = await fetchPage(url, headers, agent);
        latencies.push(performance.now() - begun);
        if (page.status !== 200) errors += 1;
        else if (page.etag && drawnDocuments.get(page.etag) === page.body.length) drawn += 1;
        else if (drawnByServer(decoded(page), marks)) {
          drawn += 1;
          if (page.etag) drawnDocuments.set(page.etag, page.body.length);
        }
      } catch {
        errors += 1;
      }
    }
  };
  const cpuBefore = server.cpuMs();
  const begun = performance.now();
  await Promise.all(Array.from({ length: browsers }, browser));
  const seconds = (performance.now() - begun) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const percentile = (share: number) => Math.round(latencies[Math.floor((latencies.length - 1) * share)] ?? 0);
  return {
    browsers,
    pages,
    drawn,
    // Only pages answered count: a server that stopped answering "serves" errors very fast.
    pagesPerSecond: Math.round(((pages - errors) / seconds) * 10) / 10,
    p50: percentile(0.5),
    p99: percentile(0.99),
    errors,
    cpuMs: Math.round(((server.cpuMs() - cpuBefore) / pages) * 10) / 10,
  };
}

/**
 * The report page opened by 1, 16, 64… browsers at once (`levels`), `pages` pages at each, after a warm-up; `title`
 * names the server's setting (the page drawn for each request, or kept once drawn).
 */
export async function renderLoad(
  browsing: Browsing,
  levels: number[],
  pages: number,
  title: string,
): Promise<RenderFigures[]> {
  await browse(browsing, 4, 40);
  const figures: RenderFigures[] = [];
  for (const browsers of levels) {
    const level = await browse(browsing, browsers, pages);
    console.log(
      `  page, ${title}, ${String(browsers).padStart(2)} br. ${String(level.pagesPerSecond).padStart(6)} pages/s  drawn by the server ${level.drawn} of ${level.pages}  p50 ${level.p50} ms  p99 ${level.p99} ms  CPU ${level.cpuMs} ms/page  errors ${level.errors}`,
    );
    figures.push(level);
  }
  return figures;
}
