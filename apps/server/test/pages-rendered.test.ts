import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accountEndpoints, checkEndpoints } from '@portal/contract';
import { ms as authInMalay } from '../src/features/auth/texts/ms.ts';
import {
  demo,
  linkIn,
  login,
  loginCookie,
  startTestServer,
  type TestServer,
  waitForMail,
  webBuild,
  webBuildMissing,
} from './support/harness.ts';

/** A query of the cache the browser hydrates from (`<script id="server-queries">`, TanStack Query's dehydrated state). */
interface ServerQuery {
  queryKey: unknown[];
  state: { status: string; data?: unknown };
}

/** The page as a browser receives it, and the answers written into it for the browser to start from. */
async function page(server: TestServer, url: string, headers: Record<string, string> = {}) {
  const answer = await server.call<string>('GET', url, { headers });
  const state = /<script [^>]*id="server-queries"[^>]*>(.*?)<\/script>/s.exec(answer.body)?.[1];
  const queries: ServerQuery[] = state ? JSON.parse(state).queries : [];
  return { status: answer.status, html: answer.body, headers: answer.headers, queries };
}

/** The answer the page was drawn with to the question asked at this endpoint's path. */
const answerAt = (queries: ServerQuery[], path: string) => queries.find((query) => query.queryKey[0] === path);

/** Whether the page links the stylesheet with the report's styles (its plate, its printed form), whatever its chunk. */
async function linksReportStyles(server: TestServer, html: string) {
  const links = [...html.matchAll(/<link [^>]*rel="stylesheet" href="([^"]+)"/g)].map((link) => link[1] ?? '');
  const sheets = await Promise.all(links.map(async (href) => (await server.call<string>('GET', href)).body));
  return sheets.some((css) => css.includes('.chk-plate'));
}

/** What the page holds in its content where a question the server did not ask is still being answered. */
const LOADER = 'mantine-Loader-root';

describe('pages drawn on the server for each request', { skip: webBuildMissing }, () => {
  let server: TestServer;
  let dealer: string;
  let individual: string;
  let dealerReport: string;
  let reference: string;

  before(async () => {
    server = await startTestServer({}, { webBuild });
    [dealer, individual] = await Promise.all([login(server, demo.company), login(server, demo.individual)]);
    dealerReport = await server.buyCheck('BMK8821', dealer);
    reference = (
      await server.get<{ BasicInfo: { ReferenceID: string } }>(`/api/Check/GetItem?unikey=${dealerReport}`, dealer)
    ).body.BasicInfo.ReferenceID;
    await server.get('/api/Check/SearchItem?vehicleNo=JQP4455', individual);
  });
  after(() => server?.close());

  it('draws the checklist with the caller’s own history, privately, and the answers the browser starts from', async () => {
    const checklist = await page(server, '/check/checklist', { cookie: loginCookie(dealer) });
    assert.equal(checklist.status, 200);
    assert.equal(checklist.headers.get('cache-control'), 'private, no-cache');
    assert.match(checklist.headers.get('vary') ?? '', /cookie/);
    assert.ok(checklist.html.includes('Hi, Lim Wei Jie'), 'the dealer’s name');
    assert.ok(checklist.html.includes('BMK 8821'), 'the dealer’s history');
    assert.ok(!checklist.html.includes('JQP 4455'), 'nobody else’s history');
    assert.ok(!checklist.html.includes(LOADER), 'drawn whole');
    // The profile and the history's first page, keyed as the page's components ask for them (the web's endpointKey).
    assert.deepEqual(checklist.queries.map((query) => query.queryKey).sort(), [
      [checkEndpoints.history.path, { query: { page: 1, rows: 20 } }],
      [accountEndpoints.profile.path],
    ]);
    const history = answerAt(checklist.queries, checkEndpoints.history.path);
    assert.equal(history?.state.status, 'success');
    assert.match(JSON.stringify(history?.state.data), /"VehicleRegistrationNo":"BMK 8821"/);
    const profile = answerAt(checklist.queries, accountEndpoints.profile.path)?.state.data;
    assert.equal((profile as { UserName?: string }).UserName, demo.company.username);
  });

  it('draws a paid report with its claims for its owner, and asks a visitor holding the link to log in, in their language', async () => {
    const owner = await page(server, `/check/check/${dealerReport}`, { cookie: loginCookie(dealer) });
    assert.equal(owner.status, 200);
    assert.ok(owner.html.includes('3 accident claims recorded on this vehicle'), 'the claims');
    assert.ok(owner.html.includes(reference), 'the reference');
    assert.ok(owner.html.includes('data-testid="watch-panel"'), 'the owner may watch the vehicle');
    assert.ok(await linksReportStyles(server, owner.html), 'the report’s stylesheet');
    assert.ok(!owner.html.includes(LOADER), 'drawn whole');

    const visitor = await page(server, `/check/check/${dealerReport}`, { 'accept-language': 'ms-MY' });
    assert.equal(visitor.status, 200);
    assert.match(visitor.html, /^<!DOCTYPE html><html lang="ms"/i);
    assert.ok(visitor.html.includes('Sila log masuk'), 'asked to log in, in Malay');
    assert.ok(!visitor.html.includes('tuntutan kemalangan direkodkan'), 'none of the report');
    assert.ok(!visitor.html.includes(reference), 'not even its reference');
    assert.ok(!visitor.html.includes('Lim Wei Jie'), 'nothing of the owner');
  });

  it('draws the sample report whole for a visitor, in their language, labelled a sample, with nothing to pay', async () => {
    const checks = await server.countRows('checks');
    const sample = await page(server, '/reports/sample');
    assert.equal(sample.status, 200);
    assert.ok(sample.html.includes('Sample report — not a real vehicle'), 'the banner');
    assert.ok(sample.html.includes('SAMPLE 1'), 'the made-up plate');
    assert.ok(sample.html.includes('4 accident claims recorded on this vehicle'), 'the claims');
    for (const severity of ['LOW', 'MEDIUM', 'HIGH', 'SEVERE']) {
      assert.match(sample.html, new RegExp(`class="[^"]*chk-severity[^"]*"[^>]*>(<[^>]+>)*${severity}<`), severity);
    }
    assert.ok(!sample.html.includes(LOADER), 'drawn whole');
    assert.ok(await linksReportStyles(server, sample.html), 'the report’s stylesheet, with its printed form');
    assert.equal(answerAt(sample.queries, checkEndpoints.sample.path)?.state.status, 'success');
    assert.doesNotMatch(sample.html, /\/verify\/|Make Payment|per check/, 'no QR code to verify, nothing to pay');
    assert.equal(await server.countRows('checks'), checks, 'no check recorded');

    const malay = await page(server, '/reports/sample', { 'accept-language': 'ms-MY' });
    assert.match(malay.html, /^<!DOCTYPE html><html lang="ms"/i);
    assert.ok(malay.html.includes('Contoh laporan — bukan kenderaan sebenar'), 'the banner, in Malay');
    assert.ok(malay.html.includes('4 tuntutan kemalangan direkodkan bagi kenderaan ini'), 'the claims, in Malay');
  });

  it('draws pages asked for at the same time each for its own browser (no cache, language or user shared)', async () => {
    const users = {
      [dealer]: { name: 'Lim Wei Jie', plate: 'BMK 8821', language: 'en' },
      [individual]: { name: 'Nur Aisyah', plate: 'JQP 4455', language: 'ms' },
    };
    const asked = Array.from({ length: 24 }, (_, index) => (index % 2 === 0 ? dealer : individual));
    const pages = await Promise.all(
      asked.map((token) =>
        page(server, '/check/checklist', {
          cookie: loginCookie(token),
          'accept-language': users[token]?.language ?? 'en',
        }),
      ),
    );
    for (const [index, drawn] of pages.entries()) {
      const own = users[asked[index] ?? ''];
      const other = users[asked[index] === dealer ? individual : dealer];
      assert.ok(own && other);
      assert.equal(drawn.status, 200, `page ${index}`);
      assert.match(drawn.html, new RegExp(`^<!DOCTYPE html><html lang="${own.language}"`, 'i'), `page ${index}`);
      assert.ok(drawn.html.includes(own.name) && drawn.html.includes(own.plate), `page ${index}: its own user`);
      assert.ok(!drawn.html.includes(other.name) && !drawn.html.includes(other.plate), `page ${index}: no other`);
      const state = JSON.stringify(drawn.queries);
      assert.ok(state.includes(own.plate) && !state.includes(other.plate), `page ${index}: its own answers`);
    }
  });

  it('keeps the API document whole beside the built files served by name (the icon, the manifest, the worker)', async () => {
    const docs = await server.get<{ paths: Record<string, unknown> }>('/api/docs/json');
    assert.equal(docs.status, 200);
    assert.ok(docs.body.paths['/api/Check/GetItem'], 'the API is documented');
    const files = Object.keys(docs.body.paths).filter((url) => !url.startsWith('/api/') && /\.\w+$/.test(url));
    assert.deepEqual(files, [], 'no built file is an operation');
  });

  it('allows the page’s scripts by a nonce of its own, which every inline script carries', async () => {
    const nonces: string[] = [];
    for (const headers of [{ cookie: loginCookie(dealer) }, {}] as Record<string, string>[]) {
      const drawn = await page(server, '/check/checklist', headers);
      const policy = drawn.headers.get('content-security-policy') ?? '';
      // Beside the nonce, only the scan's WebAssembly may be compiled: no inline or eval'd script without the nonce.
      const nonce = /script-src 'self' 'nonce-([\w+/=]+)' 'wasm-unsafe-eval'(;|$)/.exec(policy)?.[1];
      assert.ok(nonce, `scripts by the nonce alone: ${policy}`);
      assert.doesNotMatch(
        policy,
        /unsafe-inline[^;]*;script-src-attr|script-src[^;]*'unsafe-(inline|eval|hashes)'/,
        'no unsafe scripts',
      );
      const scripts = [...drawn.html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
      // JSON in a script element is data the browser never runs: the policy does not apply to it.
      const run = scripts.filter((attributes) => !attributes.includes('type="application/json"'));
      assert.ok(run.length >= 2, 'the router’s inline scripts');
      for (const attributes of run) assert.ok(attributes.includes(`nonce="${nonce}"`), attributes);
      nonces.push(nonce);
    }
    assert.notEqual(nonces[0], nonces[1], 'a nonce is drawn anew for each page');
  });

  it('draws a visitor, or a browser whose session ended, the login prompt and nothing of anyone', async () => {
    for (const headers of [{}, { cookie: loginCookie('no-such-session') }] as Record<string, string>[]) {
      const drawn = await page(server, '/check/checklist', headers);
      assert.equal(drawn.status, 200);
      assert.ok(drawn.html.includes('Please login to use the features'), 'the login prompt');
      assert.doesNotMatch(drawn.html, /Lim Wei Jie|Nur Aisyah|BMK 8821|JQP 4455/);
      assert.deepEqual(
        drawn.queries.map((query) => query.queryKey[0]),
        [accountEndpoints.profile.path],
      );
    }
  });

  it('verifies an account from its mail’s link opened in a browser where someone is logged in, in the reader’s language', async () => {
    const email = 'verified.while.logged.in@example.my';
    const registered = await server.post('/api/Account/Post', {
      UserType: 'INDIVIDUAL',
      Username: 'Nurul Huda',
      Phone: '012-345 6789',
      Email: email,
      Password: 'Kereta#2026',
      ConfirmPassword: 'Kereta#2026',
      AcceptTerms: true,
    });
    assert.equal(registered.status, 200);
    const link = linkIn((await waitForMail(server, email)).text, 'verification');
    const search = new URLSearchParams({ email: link.email, taccode: link.taccode });
    // A link opened from a mail program is a navigation from another site, carrying this browser's login cookie and
    // the language its reader chose.
    const verification = await page(server, `/account/verification?${search}`, {
      cookie: `lang=ms; ${loginCookie(dealer)}`,
      'sec-fetch-site': 'cross-site',
    });
    assert.equal(verification.status, 200);
    assert.ok(verification.html.includes(authInMalay.verified), 'the page says, in Malay, the account is verified');
    assert.equal((await server.user(email)).is_verified, true);
  });

  it('draws the transactions as filtered in the address, and the other pages of a user whole', async () => {
    const cookie = loginCookie(dealer);
    const searched = await page(server, `/payment/transactions?q=${reference}`, { cookie });
    assert.ok(searched.html.includes(`value="${reference}"`), 'the search box holds the address’s search');
    assert.ok(searched.html.includes(`Vehicle check ${reference}`), 'the transaction found');
    const nothing = await page(server, '/payment/transactions?q=NO-SUCH-REFERENCE', { cookie });
    assert.ok(!nothing.html.includes(`Vehicle check ${reference}`), 'no transaction found');
    for (const url of [
      '/payment/transactions',
      '/account/watchlist',
      '/Home',
      '/account/apiaccess',
      '/account/mydata',
    ]) {
      const drawn = await page(server, url, { cookie });
      assert.equal(drawn.status, 200, url);
      assert.ok(drawn.html.includes('Hi, Lim Wei Jie'), url);
      assert.ok(!drawn.html.includes(LOADER), `${url} is drawn whole`);
    }
  });
});
