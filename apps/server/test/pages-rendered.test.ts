import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { accountEndpoints, checkEndpoints } from '@portal/contract';
import { demo, login, startTestServer, type TestServer } from './support/harness.ts';

const webDist = path.resolve(import.meta.dirname, '../../web/dist');
const serverEntry = path.join(webDist, '..', 'dist-ssr', 'render-on-server.js');
const built = existsSync(path.join(webDist, '.vite', 'manifest.json')) && existsSync(serverEntry);

/** The part of the web build's server-side entry this test calls itself. */
interface ServerEntry {
  renderForRequest(url: string, origin: string, language: string, call: typeof fetch): Promise<unknown>;
}

const cookieOf = (token: string) => `Authorization=${encodeURIComponent(`Bearer ${token}`)}`;

/** The root's content and the state written beside it, as a browser receives the page. */
async function page(server: TestServer, url: string, headers: Record<string, string> = {}) {
  const answer = await server.call<string>('GET', url, { headers });
  const kind = /<div id="root" data-prerendered="(\w+)"/.exec(answer.body)?.[1];
  const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(answer.body)?.[1];
  return { status: answer.status, html: answer.body, kind, state, headers: answer.headers };
}

describe('the checklist and reports rendered on the server', {
  skip: built ? false : 'the web app is not built: run `npm run build` first (CI builds before testing)',
}, () => {
  let server: TestServer;
  let dealer: string;
  let individual: string;
  let dealerReport: string;
  let reference: string;

  before(async () => {
    server = await startTestServer({}, { webDist });
    [dealer, individual] = await Promise.all([login(server, demo.company), login(server, demo.individual)]);
    const found = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821', dealer);
    dealerReport = found.body.Unikey;
    const paid = await server.post<{ ReferenceID: string }>(
      `/api/Check/UpdateItem?id=${dealerReport}&paymentType=3`,
      undefined,
      dealer,
    );
    reference = paid.body.ReferenceID;
    await server.get('/api/Check/SearchItem?vehicleNo=JQP4455', individual);
  });
  after(() => server?.close());

  it('draws the checklist with the caller’s own history, privately, and the state the app hydrates it from', async () => {
    const checklist = await page(server, '/check/checklist', { cookie: cookieOf(dealer) });
    assert.equal(checklist.status, 200);
    assert.equal(checklist.kind, 'page');
    assert.equal(checklist.headers.get('cache-control'), 'private, no-cache');
    assert.match(checklist.html, /Lim Wei Jie/);
    assert.match(checklist.html, /BMK 8821/);
    assert.doesNotMatch(checklist.html, /JQP 4455/);
    const state = JSON.parse(checklist.state ?? '{}');
    // The history's and the profile's queries are keyed by their endpoints' paths (the web's endpointKey).
    const keys = state.queries.queries.map((query: { queryKey: unknown[] }) => query.queryKey[0]);
    assert.deepEqual(keys.sort(), [checkEndpoints.history.path, accountEndpoints.profile.path]);
  });

  it('draws a paid report with its claims for its owner and for a guest holding the link, in their language', async () => {
    const owner = await page(server, `/check/check/${dealerReport}`, { cookie: cookieOf(dealer) });
    assert.equal(owner.kind, 'page');
    assert.match(owner.html, /3 accident claims recorded on this vehicle/);
    assert.match(owner.html, /data-testid="watch-panel"/);
    assert.match(owner.html, /<link rel="stylesheet" crossorigin href="\/assets\/report-[\w-]+\.css">/);
    const guest = await page(server, `/check/check/${dealerReport}`, { 'accept-language': 'ms-MY' });
    assert.equal(guest.kind, 'page');
    assert.match(guest.html, /<html lang="ms"/);
    assert.doesNotMatch(guest.html, /data-testid="watch-panel"/);
    assert.doesNotMatch(guest.html, /Lim Wei Jie/);
  });

  it('draws pages asked for at the same time each for its own browser', async () => {
    const asked = Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? dealer : individual));
    const pages = await Promise.all(
      asked.map((token) => page(server, '/check/checklist', { cookie: cookieOf(token) })),
    );
    for (const [index, drawn] of pages.entries()) {
      const isDealer = asked[index] === dealer;
      if (drawn.kind === 'shell') {
        assert.doesNotMatch(drawn.html, /BMK 8821|JQP 4455/);
        continue;
      }
      assert.match(drawn.html, isDealer ? /BMK 8821/ : /JQP 4455/);
      assert.doesNotMatch(drawn.html, isDealer ? /JQP 4455/ : /BMK 8821/);
      assert.doesNotMatch(drawn.html, isDealer ? /Nur Aisyah/ : /Lim Wei Jie/);
    }
    assert.ok(pages.filter((drawn) => drawn.kind === 'page').length >= 5);
  });

  it('keeps at most four renders waiting: those asked for beyond them get the loader at once', async () => {
    const renderer: ServerEntry = await import(pathToFileURL(serverEntry).href);
    const slowly: typeof fetch = async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return fetch(`${server.baseUrl}${String(input)}`, { headers: { cookie: cookieOf(dealer) } });
    };
    const rendered = await Promise.all(
      Array.from({ length: 8 }, () => renderer.renderForRequest('/check/checklist', server.baseUrl, 'en', slowly)),
    );
    assert.deepEqual(
      rendered.map((page) => page !== undefined),
      [true, true, true, true, false, false, false, false],
    );
  });

  it('draws the transactions as filtered in the address, and the watchlist', async () => {
    const all = await page(server, '/payment/transactions', { cookie: cookieOf(dealer) });
    assert.equal(all.kind, 'page');
    assert.match(all.html, new RegExp(reference));
    const searched = await page(server, `/payment/transactions?q=${reference}`, { cookie: cookieOf(dealer) });
    assert.equal(searched.kind, 'page');
    assert.match(searched.html, new RegExp(`value="${reference}"`));
    const nothing = await page(server, '/payment/transactions?q=NO-SUCH-REFERENCE', { cookie: cookieOf(dealer) });
    assert.doesNotMatch(nothing.html, new RegExp(reference));
    const watchlist = await page(server, '/account/watchlist', { cookie: cookieOf(dealer) });
    assert.equal(watchlist.kind, 'page');
    assert.match(watchlist.html, /<title>Watchlist/);
  });

  it('draws a user’s home, API access and data pages, and leaves a visitor’s home to the page rendered ahead', async () => {
    for (const url of ['/Home', '/account/apiaccess', '/account/mydata']) {
      const drawn = await page(server, url, { cookie: cookieOf(individual) });
      assert.equal(drawn.kind, 'page', url);
      assert.match(drawn.html, /Nur Aisyah/, url);
      assert.equal(drawn.headers.get('cache-control'), 'private, no-cache', url);
    }
    assert.match((await page(server, '/Home', { cookie: cookieOf(individual) })).html, /JQP 4455/);
    // An administrator's home is the dashboard, which the app draws (asked twice: its code is in the process then).
    const admin = await login(server, demo.admin);
    for (const time of [1, 2])
      assert.equal((await page(server, '/Home', { cookie: cookieOf(admin) })).kind, 'shell', `${time}`);
    const visitor = await page(server, '/Home');
    assert.equal(visitor.kind, 'page');
    assert.equal(visitor.headers.get('cache-control'), 'no-cache');
    assert.doesNotMatch(visitor.html, /Nur Aisyah|JQP 4455/);
  });

  it('sends the layout with a loader when the page would show something else, and nothing of anyone', async () => {
    const ended = cookieOf('no-such-session');
    for (const [url, headers] of [
      ['/check/checklist', {}],
      ['/check/checklist', { cookie: ended }],
      ['/check/check/no-such-report', { cookie: cookieOf(dealer) }],
    ] as const) {
      const drawn = await page(server, url, headers);
      assert.equal(drawn.status, 200, url);
      assert.equal(drawn.kind, 'shell', url);
      assert.equal(drawn.state, undefined, url);
      assert.equal(drawn.headers.get('cache-control'), 'no-cache', url);
    }
  });

  it('sends a page it rendered compressed as the browser asks', async () => {
    const response = await fetch(`${server.baseUrl}/check/checklist`, {
      headers: { cookie: cookieOf(dealer), 'accept-encoding': 'br' },
    });
    assert.equal(response.headers.get('content-encoding'), 'br');
    // fetch takes the brotli off, as a browser does.
    assert.match(await response.text(), /BMK 8821/);
  });
});
