import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { admin as adminToken, demo, server, individual as userToken, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';

useTestServer({ login: ['individual', 'admin'] });

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
const guarded = () => server.app.routeAccess.filter((route) => route.access !== 'public' && route.method !== 'HEAD');

it('has guarded routes to walk', () => {
  assert.ok(guarded().some((route) => route.access === 'admin'));
  assert.ok(guarded().some((route) => route.access === 'user'));
});

it('walks every back-office call of the specification (invoices, accounts, dashboard) as an administrators-only route', () => {
  const invoiceCalls = [
    'GET /api/Invoice',
    'POST /api/Invoice/CreateNew',
    'GET /api/Invoice/GetInvoice',
    'POST /api/Invoice/SaveInvoice',
    'POST /api/Invoice/AddInvoiceTransaction',
    'POST /api/Invoice/RemoveInvoiceTransaction',
    'GET /api/Invoice/GetTransactionItem',
    'GET /api/Invoice/GetPaymentItem',
    'POST /api/Invoice/SaveInvoicePayment',
    'GET /api/Invoice/GetInvoicePayment',
    'POST /api/Invoice/DeleteInvoicePayment',
    'GET /api/Invoice/DownloadPdf',
    'GET /api/User',
    'GET /api/User/GetItem',
    'POST /api/User/save',
    'POST /api/User/delete',
    'GET /api/Summary',
    'GET /api/Summary/TransactionSummary',
  ];
  const admin = new Set(
    guarded()
      .filter((route) => route.access === 'admin')
      .map((route) => `${route.method} ${route.url}`),
  );
  for (const call of invoiceCalls) assert.ok(admin.has(call), call);
});

it('answers 401 with the login prompt text to anonymous callers on every user and admin route', async () => {
  for (const route of guarded()) {
    const answer = await server.call<{ Code: string; Message: string }>(route.method, concrete(route.url));
    assert.equal(answer.status, 401, `${route.method} ${route.url}`);
    assert.equal(answer.body.Message, messages.unauthorisedText);
    assert.equal(answer.body.Code, 'UNAUTHORISED');
  }
});

it('answers 401 to a made-up token', async () => {
  for (const route of guarded()) {
    assert.equal((await server.call(route.method, concrete(route.url), { token: 'made-up' })).status, 401);
  }
});

it('answers 403 to a role 0 user on every admin route', async () => {
  for (const route of guarded().filter((candidate) => candidate.access === 'admin')) {
    const answer = await server.call<{ Code: string; Message: string }>(route.method, concrete(route.url), {
      token: userToken,
    });
    assert.equal(answer.status, 403, `${route.method} ${route.url}`);
    assert.equal(answer.body.Message, messages.forbidden);
    assert.equal(answer.body.Code, 'FORBIDDEN');
  }
});

it('lets an administrator through admin routes', async () => {
  const roles = await server.get('/util/GetUserRoles', adminToken);
  assert.equal(roles.status, 200);
  assert.deepEqual(roles.body, [
    { id: 0, label: 'User' },
    { id: 1, label: 'Administrator' },
  ]);
});

it('reads the token from the Authorization cookie the web app keeps', async () => {
  const answer = await server.call<{ IsLoggedIn: boolean }>('GET', '/api/UserProfile', {
    headers: { cookie: `theme=dark; Authorization=${encodeURIComponent(`Bearer ${userToken}`)}` },
  });
  assert.equal(answer.body.IsLoggedIn, true);
});

describe('changes authenticated by the cookie alone', () => {
  const adminCookie = () => `Authorization=${encodeURIComponent(`Bearer ${adminToken}`)}`;
  const adjustment = { Email: demo.individual.username, Credit: '200', Description: 'Cross-site gift' };
  const adjust = (headers: Record<string, string>) =>
    server.call<{ Code: string; Message: string }>('POST', '/api/Transaction/save?id=0', { form: adjustment, headers });
  const ledgerRows = () => server.countRows('transactions');

  it('refuses a cross-site form post of a credit adjustment with 403, changing nothing', async () => {
    const rows = await ledgerRows();
    const balance = await server.creditBalance(demo.individual.username);
    const crossSite: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const answer = await adjust({ ...headers, cookie: adminCookie() });
      assert.equal(answer.status, 403, JSON.stringify(headers));
      assert.equal(answer.body.Message, messages.forbidden);
      assert.equal(answer.body.Code, 'FORBIDDEN');
    }
    assert.equal(await ledgerRows(), rows);
    assert.equal(await server.creditBalance(demo.individual.username), balance);
  });

  it('accepts the same change from the portal’s own pages, or with the token in the header', async () => {
    const rows = await ledgerRows();
    assert.equal((await adjust({ cookie: adminCookie(), 'sec-fetch-site': 'same-origin' })).status, 200);
    assert.equal((await adjust({ cookie: adminCookie(), origin: server.baseUrl })).status, 200);
    assert.equal((await adjust({ authorization: `Bearer ${adminToken}` })).status, 200);
    assert.equal(await ledgerRows(), rows + 3);
  });

  it('leaves reading with the cookie alone, and public calls without a cookie, as they were', async () => {
    const profile = await server.call<{ IsLoggedIn: boolean }>('GET', '/api/UserProfile', {
      headers: { cookie: adminCookie(), origin: 'https://evil.example' },
    });
    assert.equal(profile.body.IsLoggedIn, true);
    const callback = await server.call('POST', '/api/Payment/Callback/sandbox', {
      form: { id: 'no-such-bill' },
      headers: { origin: 'https://gateway.example' },
    });
    assert.notEqual(callback.status, 403, 'gateway callbacks carry no cookie and are checked by signature');
  });
});
