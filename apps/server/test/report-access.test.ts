import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { errorTextInEnglish } from '@portal/contract';
import { sql } from 'kysely';
import { addCompanyUser, admin, company, demo, individual, server, useTestServer } from './support/harness.ts';

/**
 * Who may open a paid report by its key (issue 38): an account's report its owner, a user of the owner's company and
 * an administrator; a guest's report the browser that paid, a browser given it by the mailed "My reports" link, and an
 * administrator. Anyone else is refused with the product's words, and nothing changes.
 */

type Answer = { Code?: string; Message?: string; Full?: boolean; Partial?: boolean; Unikey?: string };
const guest = { email: 'nadia.guest@example.com', phoneNo: '0135556677' };
const otherGuest = { email: 'other.guest@example.com', phoneNo: '0198887777' };

let aisyahReport: string;
let dealerReport: string;
let dealerReference: string;
let guestReport: string;
let guestDevice: string;
let otherGuestDevice: string;
let colleague: string;

const getItem = (unikey: string, proofs: { token?: string; cookie?: string } = {}) =>
  server.call<Answer>('GET', `/api/Check/GetItem?unikey=${unikey}`, {
    ...(proofs.token && { token: proofs.token }),
    ...(proofs.cookie && { headers: { cookie: proofs.cookie } }),
  });

function assertRefused(
  answer: { status: number; body: Answer },
  code: 'UNAUTHORISED' | 'FORBIDDEN' | 'REPORT_OTHER_DEVICE',
) {
  assert.equal(answer.status, code === 'UNAUTHORISED' ? 401 : 403, JSON.stringify(answer.body));
  assert.equal(answer.body.Code, code);
  assert.equal(answer.body.Message, errorTextInEnglish(code));
  assert.equal(answer.body.Full, undefined, 'no part of the report');
}

/** What a refused reader could have changed: the checks, the browsers given reports, the share links. */
const snapshot = async () => ({
  checks: await server.db
    .selectFrom('checks')
    .select(['id', 'user_id', 'status', 'paid_at', 'guest_email'])
    .orderBy('id')
    .execute(),
  devices: await server.countRows('report_devices'),
  shares: await server.countRows('report_shares'),
});

useTestServer({
  login: ['individual', 'company', 'admin'],
  prepare: async () => {
    aisyahReport = await server.buyCheck('BMK8821', individual);
    dealerReport = await server.buyCheck('WXY1234', company);
    dealerReference = await server.referenceOf(dealerReport);
    ({ unikey: guestReport, deviceCookie: guestDevice } = await server.buyGuestReport('JQP4455', guest));
    ({ deviceCookie: otherGuestDevice } = await server.buyGuestReport('JRB3307', otherGuest));
    const dealer = await server.user(demo.company.username);
    colleague = await addCompanyUser(
      {
        email: 'colleague@demo.carsemak.my',
        username: 'Tan Mei Ling',
        phone: '0123456780',
        companyId: dealer.company_id as number,
        referralCode: 'DEALER01',
      },
      async () => undefined,
    );
  },
});

describe('a report bought by an account', () => {
  it('opens for its owner and an administrator', async () => {
    for (const token of [individual, admin]) {
      const answer = await getItem(aisyahReport, { token });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.Full, true);
    }
  });

  it('asks a visitor to log in and refuses a logged-in stranger, changing nothing', async () => {
    const before = await snapshot();
    assertRefused(await getItem(aisyahReport), 'UNAUTHORISED');
    assertRefused(await getItem(aisyahReport, { cookie: guestDevice }), 'UNAUTHORISED');
    assertRefused(await getItem(aisyahReport, { token: company }), 'FORBIDDEN');
    assertRefused(await getItem(aisyahReport, { token: colleague }), 'FORBIDDEN');
    assert.deepEqual(await snapshot(), before);
  });

  it('opens for a user of the owner’s company, not for another account', async () => {
    const answer = await getItem(dealerReport, { token: colleague });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.Full, true);
    assertRefused(await getItem(dealerReport, { token: individual }), 'FORBIDDEN');
  });

  it('keeps its PDF, photos and share links from anyone but those who may open it', async () => {
    const before = await snapshot();
    const pdf = (token?: string) =>
      server.call<Answer>('GET', `/api/Check/DownloadPdf?unikey=${aisyahReport}`, token ? { token } : {});
    assert.equal((await pdf()).status, 401);
    assert.equal((await pdf(company)).status, 403);
    assert.equal((await pdf(admin)).status, 200);
    const photos = await server.get<Answer>(`/api/QuoteAttachment?id=${aisyahReport}&isMisc=false`, company);
    assert.equal(photos.status, 403, JSON.stringify(photos.body));
    assert.equal((await server.get<Answer>(`/api/QuoteAttachment?id=${aisyahReport}&isMisc=false`)).status, 401);
    const share = await server.post<Answer>('/api/Share', { Unikey: aisyahReport, Days: 7 }, company);
    assert.equal(share.body.Code, 'CHECK_NOT_FOUND');
    const anonymousShare = await server.call<Answer>('POST', '/api/Share', {
      body: { Unikey: aisyahReport, Days: 7 },
      headers: { cookie: guestDevice },
    });
    assert.equal(anonymousShare.body.Code, 'CHECK_NOT_FOUND');
    assert.deepEqual(await snapshot(), before);
  });

  it('is reached by an API key of its own company only', async () => {
    const key = await server.post<{ Secret: string }>('/api/ApiKeys', { Name: 'Stock system', Test: false }, company);
    assert.equal(key.status, 200, JSON.stringify(key.body));
    const byReference = (reference: string) =>
      server.call<Answer>('GET', `/api/v1/checks/${encodeURIComponent(reference)}`, { token: key.body.Secret });
    assert.equal((await byReference(dealerReference)).status, 200);
    const other = await byReference(await server.referenceOf(aisyahReport));
    assert.equal(other.status, 404, JSON.stringify(other.body));
    assert.equal(other.body.Code, 'CHECK_NOT_FOUND');
  });
});

describe('a report bought by a guest', () => {
  it('opens on the browser that paid, by its httpOnly report-device cookie', async () => {
    const answer = await getItem(guestReport, { cookie: guestDevice });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.Full, true);
    const stored = await server.db.selectFrom('report_devices').select('device_hash').execute();
    const token = guestDevice.split('=')[1] ?? '';
    assert.ok(
      stored.every((row) => row.device_hash !== token),
      'only the hash of the cookie is kept',
    );
  });

  it('is offered again to the browser that paid when it searches the vehicle again, before a second payment', async () => {
    const search = (cookie?: string) =>
      server.call<{ OwnedReport: { Unikey: string } | null }>('GET', '/api/Check/SearchItem?vehicleNo=JQP4455', {
        ...(cookie && { headers: { cookie } }),
      });
    assert.equal((await search(guestDevice)).body.OwnedReport?.Unikey, guestReport);
    assert.equal((await search()).body.OwnedReport, null, 'a browser without the cookie is offered nothing');
    assert.equal((await search(otherGuestDevice)).body.OwnedReport, null, 'nor is another guest’s browser');
  });

  it('is refused by its bare key elsewhere, even to a logged-in user, changing nothing', async () => {
    const before = await snapshot();
    assertRefused(await getItem(guestReport), 'REPORT_OTHER_DEVICE');
    assertRefused(await getItem(guestReport, { cookie: otherGuestDevice }), 'REPORT_OTHER_DEVICE');
    assertRefused(
      await getItem(guestReport, { cookie: 'ReportDevice=not-a-real-device-token' }),
      'REPORT_OTHER_DEVICE',
    );
    assertRefused(await getItem(guestReport, { token: individual }), 'REPORT_OTHER_DEVICE');
    const share = await server.post<Answer>('/api/Share', { Unikey: guestReport, Days: 7 });
    assert.equal(share.body.Code, 'CHECK_NOT_FOUND', 'no share link by the bare key');
    assert.deepEqual(await snapshot(), before);
  });

  it('opens for an administrator', async () => {
    const answer = await getItem(guestReport, { token: admin });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.Full, true);
  });

  it('is shared from the browser that paid, and the share link opens it for anyone', async () => {
    const made = await server.call<{ Url: string }>('POST', '/api/Share', {
      body: { Unikey: guestReport, Days: 7 },
      headers: { cookie: guestDevice },
    });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const token = new URL(made.body.Url).pathname.split('/').pop() ?? '';
    const shared = await server.get<{ BasicInfo: { VehicleRegistrationNo: string } }>(`/api/Share/Report/${token}`);
    assert.equal(shared.status, 200);
    assert.equal(shared.body.BasicInfo.VehicleRegistrationNo.replace(/\s/g, ''), 'JQP4455');
  });

  it('opens on another browser through the mailed My reports link, and only the reports it lists', async () => {
    await server.post('/api/GuestReports/Link', { Email: guest.email, Phone: guest.phoneNo });
    let code = '';
    for (let attempt = 0; attempt < 100 && !code; attempt += 1) {
      const mails = await server.get<{ subject: string; text: string }[]>(
        server.withDemoKey('/dev/mail.json', { to: guest.email }),
      );
      const link = mails.body.map((mail) => mail.text.match(/\/reports\/mine\?taccode=([\w-]+)/)?.[1]).find(Boolean);
      code = link ?? '';
      if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(code, 'the link is mailed');

    const before = await snapshot();
    const notTheirs = await server.post<Answer>('/api/GuestReports/Open', { taccode: code, Unikey: aisyahReport });
    assert.equal(notTheirs.body.Code, 'CHECK_NOT_FOUND');
    const madeUp = await server.post<Answer>('/api/GuestReports/Open', { taccode: 'made-up', Unikey: guestReport });
    assert.equal(madeUp.body.Code, 'GUEST_REPORTS_LINK_INVALID');
    assert.deepEqual(await snapshot(), before, 'a refused opening gives no browser anything');

    const opened = await server.post<Answer>('/api/GuestReports/Open', { taccode: code, Unikey: guestReport });
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    const cookie = opened.headers.get('set-cookie') ?? '';
    const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
    assert.match(pair, /^ReportDevice=[\w-]{43}$/);
    assert.deepEqual(attributes.map((attribute) => attribute.replace(/=\d+$/, '=N')).sort(), [
      'HttpOnly',
      'Max-Age=N',
      'Path=/',
      'SameSite=Lax',
    ]);
    const newBrowser = cookie.split(';')[0] ?? '';
    const answer = await getItem(guestReport, { cookie: newBrowser });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.Full, true);
    assertRefused(await getItem(guestReport, { cookie: otherGuestDevice }), 'REPORT_OTHER_DEVICE');

    await server.db
      .updateTable('guest_report_links')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    const expired = await server.post<Answer>('/api/GuestReports/Open', { taccode: code, Unikey: guestReport });
    assert.equal(expired.body.Code, 'GUEST_REPORTS_LINK_INVALID');
    assert.equal((await getItem(guestReport, { cookie: newBrowser })).status, 200, 'the browser keeps the report');
  });

  it('is not given to a browser that asks for its open payment with another e-mail and mobile', async () => {
    const found = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821');
    const pay = (who: { email: string; phoneNo: string }, cookie?: string) =>
      server.call<{ id: string }>('POST', '/api/Payment/CreditTopup', {
        body: { id: found.body.Unikey, paymentType: 1, agreedTerms: true, ...who },
        ...(cookie && { headers: { cookie } }),
      });
    const bill = await pay(guest);
    assert.equal(bill.status, 200, JSON.stringify(bill.body));
    const payer = bill.headers.get('set-cookie')?.split(';')[0] ?? '';
    const intruder = await pay(otherGuest, otherGuestDevice);
    assert.equal(intruder.body.id, bill.body.id, 'the one open payment is answered');
    const link = await server.post<{ url: string }>('/api/payment/CreatePaymentLink', { id: bill.body.id });
    await server.call('POST', link.body.url, { form: { result: 'paid' } });
    assert.equal((await getItem(found.body.Unikey, { cookie: payer })).status, 200);
    assertRefused(await getItem(found.body.Unikey, { cookie: otherGuestDevice }), 'REPORT_OTHER_DEVICE');
  });
});

describe('a check not paid for yet', () => {
  it('shows anyone holding its key what was found, as before payment', async () => {
    const found = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=WXY1234', individual);
    const answer = await getItem(found.body.Unikey);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.Partial, true);
    assert.equal(answer.body.Full, false);
  });
});
