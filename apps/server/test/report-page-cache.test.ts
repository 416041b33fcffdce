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

useTestServer({
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

/** A page as the browser receives it: whether it was sent as kept (no nonce, its scripts allowed by their hashes). */
async function page(url: string, token?: string, headers: Record<string, string> = {}) {
  const answer = await server.call<string>('GET', url, {
    headers: { ...(token && { cookie: loginCookie(token) }), ...headers },
  });
  const policy = answer.headers.get('content-security-policy') ?? '';
  return {
    status: answer.status,
    html: answer.body,
    etag: answer.headers.get('etag'),
    cacheControl: answer.headers.get('cache-control'),
    kept: policy.includes("'sha256-") && !policy.includes("'nonce-"),
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

    const malay = await drawnThenKept(reportPath(), dealer, { 'accept-language': 'ms-MY' });
    assert.match(malay.html, /^<!DOCTYPE html><html lang="ms"/i);
    assert.ok(!seen.has(malay.etag), 'another language, another document');
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
