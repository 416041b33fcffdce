import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import {
  addCompanyUser,
  admin,
  company as dealer,
  demo,
  loginCookie,
  individual as otherUser,
  server,
  useTestServer,
  webBuild,
  webBuildMissing,
} from './support/harness.ts';
import { upload } from './support/uploads.ts';

let unikey: string;
let shareToken: string;
let colleague: string;

const METRICS_TOKEN = 'operator-metrics-token-of-the-tests';

useTestServer({
  env: { METRICS_TOKEN },
  webBuild,
  login: ['company', 'individual', 'admin'],
  prepare: async () => {
    if (webBuildMissing) return;
    unikey = await server.buyCheck('BMK8821', dealer);
    const shared = await server.post<{ Url: string }>('/api/Share', { Unikey: unikey }, dealer);
    shareToken = shared.body.Url.split('/share/')[1] ?? '';
    const { company_id: companyId } = await server.user(demo.company.username);
    colleague = await addCompanyUser(
      {
        email: 'colleague@demo.carsemak.my',
        username: 'Tan Mei Ling',
        phone: '0123456780',
        companyId: companyId as number,
        referralCode: 'DEALER01',
      },
      async () => {},
    );
  },
});

/** The pages sent as kept so far, as the operator's metrics count them (the `kept` outcome of pages drawn). */
async function keptSoFar() {
  const metrics = await server.call<string>('GET', '/metrics', { token: METRICS_TOKEN });
  const count = String(metrics.body).match(/^portal_ssr_render_duration_seconds_count\{outcome="kept"\} (\d+)$/m);
  return Number(count?.[1] ?? 0);
}

/**
 * A page as the browser receives it, and whether it was sent as kept: found before React Router was entered (the
 * metrics' `kept` outcome), with no nonce and its scripts allowed by their hashes.
 */
async function page(url: string, token?: string, headers: Record<string, string> = {}) {
  const keptBefore = await keptSoFar();
  const answer = await server.call<string>('GET', url, {
    headers: { ...(token && { cookie: loginCookie(token) }), ...headers },
  });
  const kept = (await keptSoFar()) - keptBefore === 1;
  const policy = answer.headers.get('content-security-policy') ?? '';
  const byHashes = policy.includes("'sha256-") && !policy.includes("'nonce-");
  assert.equal(byHashes, kept, `${url}: a kept page's scripts are allowed by hashes, a drawn one's by its nonce`);
  return {
    status: answer.status,
    html: answer.body,
    etag: answer.headers.get('etag'),
    cacheControl: answer.headers.get('cache-control'),
    kept,
    nonces: [...policy.matchAll(/'nonce-([^']+)'/g), ...answer.body.matchAll(/ nonce="([^"]+)"/g)].map(
      ([, nonce]) => nonce,
    ),
  };
}

/** The page asked for twice: the second is sent as kept and is the same document; the first drawn, if `drawnFirst`. */
async function drawnThenKept(url: string, token?: string, headers: Record<string, string> = {}, drawnFirst = true) {
  const drawn = await page(url, token, headers);
  const kept = await page(url, token, headers);
  assert.equal(drawn.status, 200);
  if (drawnFirst) assert.equal(drawn.kept, false, `${url} was drawn the first time`);
  assert.equal(kept.kept, true, `${url} was kept the second time`);
  assert.equal(kept.etag, drawn.etag);
  assert.equal(kept.html, drawn.html.replaceAll(/ nonce="[^"]+"/g, ''), 'the same document, its nonce taken out');
  return kept;
}

const reportPath = () => `/check/check/${unikey}`;

/** The dealer's name as their header shows it, changed in their account settings (their mobile kept). */
async function renameDealer(name: string) {
  const { Phone } = (await server.get<{ Phone: string }>('/api/Account/Settings', dealer)).body;
  const saved = await server.call('PUT', '/api/Account/Settings', { token: dealer, body: { Username: name, Phone } });
  assert.equal(saved.status, 200);
}
const names = { dealer: 'Lim Wei Jie', otherUser: 'Nur Aisyah', colleague: 'Tan Mei Ling' };

describe('a paid report’s page kept as drawn, for each viewer', { skip: webBuildMissing }, () => {
  it('serves each viewer of the same report their own document, never another’s', async () => {
    const viewers = {
      dealer: await drawnThenKept(reportPath(), dealer),
      colleague: await drawnThenKept(reportPath(), colleague),
      admin: await drawnThenKept(reportPath(), admin),
      shareVisitor: await drawnThenKept(`/share/${shareToken}`),
    };
    const etags = Object.values(viewers).map((viewer) => viewer.etag);
    assert.equal(new Set(etags).size, etags.length, `a document each: ${etags.join(' ')}`);
    assert.equal(new Set(Object.values(viewers).map((viewer) => viewer.html)).size, etags.length);
    for (const [viewer, { html, cacheControl }] of Object.entries(viewers)) {
      assert.equal(cacheControl, 'private, no-cache', viewer);
      for (const [owner, name] of Object.entries(names)) {
        assert.equal(html.includes(`Hi, ${name}`), owner === viewer, `${viewer}’s page greets ${name}?`);
      }
    }
    const credit = async (token: string) =>
      (await server.get<{ Credit: number }>('/api/UserProfile', token)).body.Credit;
    assert.ok(viewers.dealer.html.includes(`Credit: ${await credit(dealer)}`), 'the dealer’s own balance');
    assert.ok(viewers.colleague.html.includes(`Credit: ${await credit(colleague)}`), 'the colleague’s own balance');
    assert.ok(!viewers.admin.html.includes('Credit: '), 'an administrator buys nothing');
  });

  it('sends the kept document alike whatever the browser unpacks: brotli, gzip or none', async () => {
    const asBrotli = await drawnThenKept(reportPath(), dealer, { 'accept-encoding': 'br' }, false);
    for (const encoding of ['gzip', 'identity']) {
      const other = await page(reportPath(), dealer, { 'accept-encoding': encoding });
      assert.equal(other.kept, true, `${encoding}: sent as kept`);
      assert.equal(other.etag, asBrotli.etag, encoding);
      assert.equal(other.html, asBrotli.html, `${encoding}: the same document`);
    }
  });

  it('never keeps, nor serves a kept report to, a viewer the report is not for', async () => {
    const opened = await drawnThenKept(reportPath(), dealer, {}, false);
    const claimsHeading = 'Accident / loss date';
    assert.ok(opened.html.includes(claimsHeading), 'the owner’s page shows the claims');
    for (const [viewer, token] of [
      ['another account', otherUser],
      ['a visitor', undefined],
    ] as const) {
      for (const visit of [1, 2]) {
        const refused = await page(reportPath(), token);
        assert.equal(refused.kept, false, `${viewer}, visit ${visit}: drawn for them, not kept`);
        assert.notEqual(refused.etag, opened.etag, `${viewer}, visit ${visit}: not the owner’s document`);
        assert.ok(!refused.html.includes(claimsHeading), `${viewer}, visit ${visit}: no claims`);
        assert.ok(!refused.html.includes(names.dealer), `${viewer}, visit ${visit}: not the owner’s header`);
      }
    }
  });

  it('draws the page again when anything it shows changes', async () => {
    const before = await drawnThenKept(reportPath(), dealer, {}, false);
    const changes: [string, () => Promise<unknown>][] = [
      [
        'a photo added',
        async () => {
          const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c03' } })
            .jpeg()
            .toBuffer();
          const posted = await upload(
            server,
            `/api/QuoteAttachment/post?id=${unikey}`,
            [{ name: 'f.jpg', bytes }],
            dealer,
          );
          assert.equal(posted.status, 200);
        },
      ],
      [
        'a photo removed',
        async () => {
          const photos = await server.get<{ Images: { id: string }[] }>(
            `/api/QuoteAttachment?id=${unikey}&isMisc=false`,
            dealer,
          );
          const [newest] = photos.body.Images;
          const removed = await server.post(`/api/QuoteAttachment/post?id=${newest?.id}&del=true`, undefined, dealer);
          assert.equal(removed.status, 200);
        },
      ],
      ['a share link made', () => server.post('/api/Share', { Unikey: unikey }, dealer)],
      [
        'a share link revoked',
        async () => {
          const [newest] = (await server.get<{ Id: number }[]>(`/api/Share?unikey=${unikey}`, dealer)).body;
          assert.equal((await server.post(`/api/Share/Revoke?id=${newest?.Id}`, undefined, dealer)).status, 200);
        },
      ],
      ['credit spent on another check', () => server.buyCheck('JQP4455', dealer)],
      ['the vehicle watched', () => server.post(`/api/Watch?unikey=${unikey}`, undefined, dealer)],
      ['the name changed', () => renameDealer('Lim Wei Jie Motors')],
    ];
    const seen = new Set([before.etag]);
    for (const [change, make] of changes) {
      await make();
      const after = await drawnThenKept(reportPath(), dealer);
      assert.ok(!seen.has(after.etag), `${change}: a new document`);
      seen.add(after.etag);
    }
    const credit = (await server.get<{ Credit: number }>('/api/UserProfile', dealer)).body.Credit;
    const latest = await page(reportPath(), dealer);
    assert.ok(latest.html.includes(`Credit: ${credit}`), 'the balance after the other check');
    assert.ok(latest.html.includes('Hi, Lim Wei Jie Motors'), 'the new name');
    await renameDealer(names.dealer);
    assert.ok((await page(reportPath(), dealer)).html.includes(`Hi, ${names.dealer}`), 'the name as it was');

    const malay = await drawnThenKept(reportPath(), dealer, { 'accept-language': 'ms-MY' });
    assert.match(malay.html, /^<!DOCTYPE html><html lang="ms"/i);
    assert.ok(!seen.has(malay.etag), 'another language, another document');
  });

  it('never serves a share link’s kept page once the link is revoked', async () => {
    const made = await server.post<{ Url: string; Id: number }>('/api/Share', { Unikey: unikey }, dealer);
    const sharePath = `/share/${made.body.Url.split('/share/')[1]}`;
    const shared = await drawnThenKept(sharePath);
    assert.ok(shared.html.includes('Accident / loss date'), 'the shared report shows the claims');
    const [newest] = (await server.get<{ Id: number }[]>(`/api/Share?unikey=${unikey}`, dealer)).body;
    assert.equal((await server.post(`/api/Share/Revoke?id=${newest?.Id}`, undefined, dealer)).status, 200);
    for (const visit of [1, 2]) {
      const revoked = await page(sharePath);
      assert.equal(revoked.kept, false, `visit ${visit}: drawn, not the kept page`);
      assert.ok(!revoked.html.includes('Accident / loss date'), `visit ${visit}: the report is gone`);
    }
  });

  it('answers a repeat visit with the same ETag 304 and no body, and any other 200 with the page', async () => {
    const { etag } = await drawnThenKept(reportPath(), dealer, {}, false);
    assert.match(etag ?? '', /^"[\w-]+"$/, 'a strong ETag');
    const repeat = await server.call<string>('GET', reportPath(), {
      headers: { cookie: loginCookie(dealer), 'if-none-match': etag ?? '' },
    });
    assert.equal(repeat.status, 304);
    assert.equal(repeat.body, '');
    assert.equal(repeat.headers.get('etag'), etag);

    const asAnother = await server.call<string>('GET', reportPath(), {
      headers: { cookie: loginCookie(otherUser), 'if-none-match': etag ?? '' },
    });
    assert.equal(asAnother.status, 200, 'another viewer’s ETag is not theirs');
    assert.ok(!asAnother.body.includes(names.dealer));
  });

  it('never sends a nonce twice, drawn or kept', async () => {
    const pages = [];
    for (const token of [dealer, dealer, dealer, otherUser, otherUser, undefined, undefined]) {
      pages.push(await page(reportPath(), token));
    }
    const nonces = pages.flatMap((sent) => [...new Set(sent.nonces)]);
    assert.equal(new Set(nonces).size, nonces.length, 'each nonce once');
    for (const sent of pages.filter((drawn) => drawn.kept)) assert.deepEqual(sent.nonces, [], 'a kept page has none');
    assert.ok(
      pages.some((sent) => sent.kept),
      'some were kept',
    );
  });
});
