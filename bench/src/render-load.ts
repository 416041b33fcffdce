/**
 * The server-rendering run of `npm run bench`: browsers opening a paid report's page all at once. Each "browser" is
 * a client asking for the page's HTML as a phone does (the buyer's cookie, English, brotli or gzip), one page after
 * another; whether the server drew the page is read from the HTML alone, whatever the renderer.
 */
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

/** Each browser opens the page, reads it whole and opens it again, until `pages` have been opened among them. */
async function browse({ server, url, cookie, marks }: Browsing, browsers: number, pages: number) {
  const headers = { cookie, accept: 'text/html', 'accept-language': 'en', 'accept-encoding': 'br, gzip' };
  const latencies: number[] = [];
  let started = 0;
  let drawn = 0;
  let errors = 0;
  const browser = async () => {
    while (started < pages) {
      started += 1;
      const begun = performance.now();
      try {
        const response = await fetch(url, { headers });
        const html = await response.text();
        latencies.push(performance.now() - begun);
        if (!response.ok) errors += 1;
        else if (drawnByServer(html, marks)) drawn += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const cpuBefore = server.cpuMs();
  const begun = performance.now();
  await Promise.all(Array.from({ length: browsers }, browser));
  const seconds = (performance.now() - begun) / 1000;
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
