import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { type CreditTopupAnswer, codeSentences, type RefundRow } from '@portal/contract';
import { admin, company, demo, individual, login, server, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';
import { paymentRow } from './support/payments.ts';

const SIGNING_KEY = 'test-sandbox-signing-key-0123456789abcdef';

useTestServer({
  env: { PAYMENT_SIGNING_KEY: SIGNING_KEY },
  login: ['individual', 'company', 'admin'],
  ledgerChecked: 'after each test',
  prepare: async () => {
    // Enough credit for every check these tests pay with credit.
    await server.post(
      '/api/Transaction/save?id=0',
      { Email: demo.individual.username, Credit: 100, Description: 'Test credit' },
      admin,
    );
  },
});

type Problem = { Message: string; errors?: Record<string, string> };
type Search = { Unikey: string; IsFound: boolean; OwnedReport: { Unikey: string; ReferenceID: string } | null };

const search = (plate: string, token?: string) =>
  server.get<Search & Problem>(`/api/Check/SearchItem?vehicleNo=${plate}`, token);
const startSearchPayment = (unikey: string, token?: string) =>
  server.post<CreditTopupAnswer & Problem>(
    '/api/Payment/CreditTopup',
    {
      id: unikey,
      paymentType: 1,
      agreedTerms: true,
      ...(token ? {} : { email: 'guest@example.com', phoneNo: '0198765432' }),
    },
    token,
  );
const link = (id: string) => server.post<{ url: string } & Problem>('/api/payment/CreatePaymentLink', { id });
const press = (url: string, result: 'paid' | 'failed') => server.call<string>('POST', url, { form: { result } });
const payWithCredit = (unikey: string, token: string) =>
  server.post<{ ReferenceID: string } & Problem>(
    `/api/Check/UpdateItem?id=${unikey}&paymentType=3&agreedTerms=true`,
    undefined,
    token,
  );

/** A check's charges: credit debits (type 3 rows), money Completed for it, and refunds owed for it. */
async function chargesOf(unikey: string) {
  const check = await server.db
    .selectFrom('checks')
    .select(['id', 'status'])
    .where('unikey', '=', unikey)
    .executeTakeFirstOrThrow();
  const credit = await server.countRows('transactions', (row) =>
    row.and([row('check_id', '=', check.id), row('type', '=', 2), row('credit', '<', 0)]),
  );
  const money = await server.countRows('payments', (row) =>
    row.and([row('check_id', '=', check.id), row('status', '=', 'Completed')]),
  );
  const refunds = await server.countRows('refunds', (row) => row('check_id', '=', check.id));
  return { paid: check.status === 'paid', credit, money, refunds };
}

function signedCallback(billId: string, amount: number) {
  const fields: Record<string, string> = {
    id: billId,
    collection_id: 'sandbox',
    paid: 'true',
    state: 'paid',
    amount: String(amount),
    paid_amount: String(amount),
    currency: 'MYR',
    email: 'guest@example.com',
    name: 'guest@example.com',
    paid_at: '2026-01-01T10:00:00Z',
  };
  const source = Object.keys(fields)
    .map((name) => `${name}${fields[name]}`)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    .join('|');
  return { ...fields, x_signature: createHmac('sha256', SIGNING_KEY).update(source).digest('hex') };
}

/** The refund-due notice mailed to `to`, once the worker has sent it. */
async function refundNotice(to: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = (
      await server.get<{ subject: string; text: string }[]>(server.withDemoKey('/dev/mail.json', { to: to }))
    ).body;
    const notice = mails.find((mail) => /will be refunded/.test(mail.subject));
    if (notice) return notice;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no refund notice to ${to}`);
}

describe('one open payment per check', () => {
  it('answers the open payment and its bill to a second request, and a new one once it failed', async () => {
    const { Unikey } = (await search('WXY1234')).body;
    const first = await startSearchPayment(Unikey);
    const second = await startSearchPayment(Unikey);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(second.body.id, first.body.id);
    const url = (await link(first.body.id)).body.url;
    assert.equal((await link(second.body.id)).body.url, url);

    await press(url, 'failed');
    const retry = await startSearchPayment(Unikey);
    assert.notEqual(retry.body.id, first.body.id, 'a failed payment is not open: Try Again starts a new one');
    await press((await link(retry.body.id)).body.url, 'paid');
    assert.deepEqual(await chargesOf(Unikey), { paid: true, credit: 0, money: 1, refunds: 0 });
  });

  it('completes one payment per check when 10 checks get 3 links each at once and every link is paid', async () => {
    const checks = await Promise.all(Array.from({ length: 10 }, async () => (await search('BMK8821')).body.Unikey));
    const links = await Promise.all(
      checks.flatMap((unikey) =>
        [1, 2, 3].map(async () => {
          const created = await startSearchPayment(unikey);
          assert.equal(created.status, 200, JSON.stringify(created.body));
          return (await link(created.body.id)).body.url;
        }),
      ),
    );
    assert.equal(new Set(links).size, 10, 'one bill per check');
    await Promise.all(links.map((url) => press(url, 'paid')));
    const charges = await Promise.all(checks.map(chargesOf));
    assert.equal(charges.filter((c) => c.money === 1 && c.paid).length, 10);
    assert.equal(
      charges.reduce((sum, c) => sum + c.money, 0),
      10,
      '30 links, 10 payments Completed',
    );
    assert.equal(
      charges.reduce((sum, c) => sum + c.refunds, 0),
      0,
    );
  });
});

describe('paying with credit while a pay-per-search is open', () => {
  it('cancels the open bill first: its page refuses payment and the check is charged once', async () => {
    const { Unikey } = (await search('JQP4455', individual)).body;
    const created = await startSearchPayment(Unikey, individual);
    const { url } = (await link(created.body.id)).body;
    const balance = await server.creditBalance(demo.individual.username);
    assert.equal((await payWithCredit(Unikey, individual)).status, 200);
    assert.equal(await server.creditBalance(demo.individual.username), balance - 1);
    assert.equal((await paymentRow(server, created.body.id)).status, 'Cancelled');

    const page = await server.get<string>(url);
    assert.match(page.body, /already cancelled/);
    assert.doesNotMatch(page.body, /<button/);
    await press(url, 'paid');
    assert.equal((await paymentRow(server, created.body.id)).status, 'Cancelled');
    assert.equal((await link(created.body.id)).status, 409);
    assert.deepEqual(await chargesOf(Unikey), { paid: true, credit: 1, money: 0, refunds: 0 });
  });

  it('keeps the open bill when the credit is short', async () => {
    const { Unikey } = (await search('JQP4455', company)).body;
    const created = await startSearchPayment(Unikey, company);
    await link(created.body.id);
    const credit = await server.creditBalance(demo.company.username);
    await server.db.updateTable('users').set({ credit: 0 }).where('email', '=', demo.company.username).execute();
    const refused = await payWithCredit(Unikey, company);
    await server.db.updateTable('users').set({ credit }).where('email', '=', demo.company.username).execute();
    assert.equal(refused.status, 400);
    assert.equal(refused.body.Message, messages.creditInsufficient);
    assert.equal((await paymentRow(server, created.body.id)).status, 'Pending');
  });

  it('charges each of 20 checks once when money and credit arrive for it at the same moment', async () => {
    const checks = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { Unikey } = (await search('BMK8821', individual)).body;
        const created = await startSearchPayment(Unikey, individual);
        return { unikey: Unikey, url: (await link(created.body.id)).body.url };
      }),
    );
    const balance = await server.creditBalance(demo.individual.username);
    // Money and credit race on every check; the money is held back a little more on each, so both sides win some.
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await Promise.all(
      checks.flatMap(({ unikey, url }, index) => [
        later(index).then(() => press(url, 'paid')),
        payWithCredit(unikey, individual),
      ]),
    );
    const charges = await Promise.all(checks.map(({ unikey }) => chargesOf(unikey)));
    const byCredit = charges.filter((c) => c.credit === 1).length;
    const byMoney = charges.filter((c) => c.money === 1).length;
    console.log(`20 checks paid by money and credit at once: ${byCredit} by credit, ${byMoney} by money`);
    assert.ok(
      charges.every((c) => c.paid && c.credit + c.money === 1 && c.refunds === 0),
      JSON.stringify(charges),
    );
    assert.equal(await server.creditBalance(demo.individual.username), balance - byCredit);
  });
});

describe('money for a check already sold', () => {
  it('becomes a refund-due record, mails the payer, and an administrator marks it refunded, audited', async () => {
    const { Unikey } = (await search('WXY1234')).body;
    const created = await startSearchPayment(Unikey);
    const { url } = (await link(created.body.id)).body;
    await press(url, 'failed');
    const retry = await startSearchPayment(Unikey);
    await press((await link(retry.body.id)).body.url, 'paid');
    // The failed bill is paid after all (a gateway lets a payer retry the same bill).
    const bill = (await paymentRow(server, created.body.id)).gateway_bill_id ?? '';
    const callback = await server.call('POST', '/api/Payment/Callback/sandbox', {
      form: signedCallback(bill, created.body.Amount),
    });
    assert.equal(callback.status, 200);
    assert.deepEqual(await chargesOf(Unikey), { paid: true, credit: 0, money: 2, refunds: 1 });

    const notice = await refundNotice('guest@example.com');
    assert.match(notice.text, /RM 25\.00/);
    assert.ok(notice.text.includes(`/check/check/${Unikey}`));

    type Page = { items: RefundRow[]; total: number };
    assert.equal((await server.get('/api/Refund', individual)).status, 403);
    const due = (await server.get<Page>('/api/Refund', admin)).body;
    const refund = due.items.find((row) => row.VehicleKey === Unikey);
    assert.ok(refund, JSON.stringify(due));
    assert.equal(refund.Status, 'Due');
    assert.equal(refund.Amount, 2500);
    assert.equal(refund.PayerEmail, 'guest@example.com');

    const mark = (reference: string) =>
      server.post<RefundRow & Problem>(`/api/Refund/MarkRefunded?id=${refund.id}`, { Reference: reference }, admin);
    const blank = await mark('  ');
    assert.equal(blank.status, 400);
    assert.equal(blank.body.errors?.Reference, messages.required);
    const done = await mark('FPX-20260101-0042');
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.body.Status, 'Refunded');
    assert.equal(done.body.Reference, 'FPX-20260101-0042');
    assert.ok(done.body.RefundedBy);
    const again = await mark('FPX-OTHER');
    assert.equal(again.status, 409);
    assert.equal(again.body.Message, codeSentences.REFUND_ALREADY_DONE);
    assert.equal((await server.post(`/api/Refund/MarkRefunded?id=999999`, { Reference: 'X' }, admin)).status, 404);

    const stillDue = (await server.get<Page>('/api/Refund?status=Due', admin)).body;
    assert.ok(!stillDue.items.some((row) => row.id === refund.id));
    const audit = await server.auditRows('refund', refund.id);
    assert.equal(audit.length, 1);
    assert.match(JSON.stringify(audit[0]?.after), /FPX-20260101-0042/);
  });
});

describe('reports you own', () => {
  it('points a search to the paid report the user, or a colleague of its company, already holds', async () => {
    const bought = (await search('JQP4455', company)).body.Unikey;
    assert.equal((await payWithCredit(bought, company)).status, 200);
    const again = (await search('JQP 4455', company)).body;
    assert.equal(again.OwnedReport?.Unikey, bought);
    assert.match(again.OwnedReport?.ReferenceID ?? '', /^CHK/);
    assert.notEqual(again.Unikey, bought, 'a fresh search stays possible: the data may have changed');

    const dealer = await server.user(demo.company.username);
    await server.db
      .insertInto('users')
      .values({
        email: 'colleague@demo.carsemak.my',
        username: 'Colleague',
        phone: dealer.phone,
        password_hash: dealer.password_hash,
        account_type: 'COMPANY',
        company_id: dealer.company_id,
        referral_code: dealer.referral_code,
        is_verified: true,
      })
      .execute();
    const colleague = await login(server, { username: 'colleague@demo.carsemak.my', password: demo.company.password });
    assert.equal((await search('JQP4455', colleague)).body.OwnedReport?.Unikey, bought);

    const strangers = [(await search('JQP4455')).body, (await search('WXY1234', company)).body];
    assert.ok(strangers.every((answer) => answer.OwnedReport === null));
  });
});
