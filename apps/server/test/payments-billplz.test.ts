import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { type CreditTopupAnswer, codeSentences, type PaymentDetails } from '@portal/contract';
import { demo, individual, server, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';
import { agePayment, nextLookAfterFollowUp, paymentRow, startBuyerPack, untilFollowedUp } from './support/payments.ts';

const API_KEY = '73eb57f0-7d4e-42b9-a544-aeac6e4b0f81';
const COLLECTION = 'inbmmepb';
const X_SIGNATURE_KEY = 'S-s7ZcXtCWnMTNvOOdEH1Q1w';

interface FakeBill {
  id: string;
  collection_id: string;
  paid: boolean;
  state: 'due' | 'paid' | 'deleted';
  amount: number;
  paid_amount: number;
  email: string;
  mobile: string | null;
  name: string;
  url: string;
  callback_url: string;
  redirect_url: string;
  description: string;
  reference_1: string | null;
}

/** Billplz's own X-Signature recipe, written from its documentation. */
function xSignature(fields: Record<string, string>) {
  const source = Object.entries(fields)
    .filter(([key]) => key !== 'x_signature')
    .map(([key, value]) => `${key}${value}`)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    .join('|');
  return createHmac('sha256', X_SIGNATURE_KEY).update(source).digest('hex');
}

/** A small HTTP server that speaks Billplz API v3 for bills: create (form, basic auth), get and delete. */
function billplzServer() {
  const bills = new Map<string, FakeBill>();
  const requests: { method: string; path: string; authorization: string | undefined; form: URLSearchParams }[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => resolve(body));
    });
  const failing = { failDeletes: false, failGets: false };
  const server: Server = createServer(async (request, response) => {
    const form = new URLSearchParams(await read(request));
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      form,
    });
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`) {
      return answer(401, { error: { type: 'Unauthorized', message: 'Invalid access token' } });
    }
    if (request.method === 'POST' && request.url === '/api/v3/bills') {
      if (form.get('collection_id') !== COLLECTION || !/^\d+$/.test(form.get('amount') ?? '')) {
        return answer(422, { error: { type: 'Unprocessable', message: ['Invalid bill'] } });
      }
      const id = randomBytes(4).toString('hex');
      const bill: FakeBill = {
        id,
        collection_id: COLLECTION,
        paid: false,
        state: 'due',
        amount: Number(form.get('amount')),
        paid_amount: 0,
        email: form.get('email') ?? '',
        mobile: form.get('mobile'),
        name: form.get('name') ?? '',
        url: `https://www.billplz.example/bills/${id}`,
        callback_url: form.get('callback_url') ?? '',
        redirect_url: form.get('redirect_url') ?? '',
        description: form.get('description') ?? '',
        reference_1: form.get('reference_1'),
      };
      bills.set(id, bill);
      return answer(200, bill);
    }
    const match = request.url?.match(/^\/api\/v3\/bills\/([a-z0-9]+)$/);
    if ((failing.failGets && request.method === 'GET') || (failing.failDeletes && request.method === 'DELETE')) {
      return answer(503, { error: { type: 'Unavailable' } });
    }
    if (request.method === 'GET' && match) {
      const bill = bills.get(match[1] ?? '');
      return bill ? answer(200, bill) : answer(404, { error: { type: 'RecordNotFound', message: 'not found' } });
    }
    if (request.method === 'DELETE' && match) {
      // Billplz deletes only a due bill.
      const bill = bills.get(match[1] ?? '');
      if (!bill) return answer(404, { error: { type: 'RecordNotFound', message: 'not found' } });
      if (bill.state !== 'due') return answer(422, { error: { type: 'Unprocessable', message: ['Bill is not due'] } });
      bill.state = 'deleted';
      return answer(200, {});
    }
    return answer(404, { error: { type: 'RecordNotFound' } });
  });
  return Object.assign(failing, { server, bills, requests });
}

const fake = billplzServer();

useTestServer({
  env: async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    return {
      PAYMENT_GATEWAY: 'billplz',
      BILLPLZ_API_KEY: API_KEY,
      BILLPLZ_COLLECTION_ID: COLLECTION,
      BILLPLZ_X_SIGNATURE_KEY: X_SIGNATURE_KEY,
      BILLPLZ_BASE_URL: `http://127.0.0.1:${port}/api/v3/`,
      PUBLIC_URL: 'https://portal.example',
    };
  },
  login: ['individual'],
  ledgerChecked: 'after each test',
});
after(() => new Promise((resolve) => fake.server.close(resolve)));

const creditOf = () => server.creditBalance(demo.individual.username);
const details = async (id: string) => (await server.get<PaymentDetails>(`/api/Payment/Details?id=${id}`)).body;

/** A pay-per-search of a new check of the individual's, up to its Billplz bill. */
async function startSearchPayment() {
  const { Unikey } = (await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821', individual)).body;
  const created = await server.post<CreditTopupAnswer>(
    '/api/Payment/CreditTopup',
    { id: Unikey, paymentType: 1, agreedTerms: true },
    individual,
  );
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const link = await server.post<{ url: string }>('/api/payment/CreatePaymentLink', created.body);
  const bill = [...fake.bills.values()].find((entry) => link.body.url === entry.url);
  assert.ok(bill, 'the link is the Billplz bill page');
  return { id: created.body.id, bill, unikey: Unikey };
}

async function startTopup() {
  const created = await startBuyerPack(server, individual, {
    paymentName: 'Nur Aisyah',
    paymentEmail: 'aisyah@demo.carsemak.my',
  });
  const link = await server.post<{ url: string }>('/api/payment/CreatePaymentLink', created.body);
  assert.equal(link.status, 200, JSON.stringify(link.body));
  const bill = [...fake.bills.values()].find((entry) => link.body.url === entry.url);
  assert.ok(bill, 'the link is the Billplz bill page');
  return { id: created.body.id, bill };
}

/** What Billplz POSTs to the callback url: every bill field, X-Signature over them. */
function callbackFields(bill: FakeBill) {
  const fields: Record<string, string> = {
    id: bill.id,
    collection_id: bill.collection_id,
    paid: String(bill.paid),
    state: bill.state,
    amount: String(bill.amount),
    paid_amount: String(bill.paid_amount),
    due_at: '2026-1-1',
    email: bill.email,
    mobile: bill.mobile ?? '',
    name: bill.name,
    url: bill.url,
    paid_at: bill.paid ? '2026-01-01 10:00:00 +0800' : '',
  };
  return { ...fields, x_signature: xSignature(fields) };
}
const callbackPath = (bill: FakeBill) => new URL(bill.callback_url).pathname;

/** What Billplz appends to the redirect url. */
function redirectQuery(bill: FakeBill, signature?: string) {
  const fields: Record<string, string> = {
    billplzid: bill.id,
    billplzpaid: String(bill.paid),
    billplzpaid_at: bill.paid ? '2026-01-01 10:00:00 +0800' : '',
  };
  const params = new URLSearchParams({
    'billplz[id]': bill.id,
    'billplz[paid]': String(bill.paid),
    'billplz[paid_at]': fields.billplzpaid_at ?? '',
    'billplz[x_signature]': signature ?? xSignature(fields),
  });
  return `${new URL(bill.redirect_url).pathname}?${params}`;
}

const age = (publicId: string, minutes: number) => agePayment(server, publicId, minutes);
const paymentOf = (publicId: string) => paymentRow(server, publicId);
const settledByFollowUp = (publicId: string, done: Parameters<typeof untilFollowedUp>[2]) =>
  untilFollowedUp(server, publicId, done);
/** The individual pays for the check with credit (Make Payment's "Pay with credit"). */
const payWithCredit = (unikey: string) =>
  server.post<{ Message: string }>(
    `/api/Check/UpdateItem?id=${unikey}&paymentType=3&agreedTerms=true`,
    undefined,
    individual,
  );
const billRequests = (bill: FakeBill, method: string) =>
  fake.requests.filter((request) => request.method === method && request.path === `/api/v3/bills/${bill.id}`).length;

function pay(bill: FakeBill) {
  bill.paid = true;
  bill.state = 'paid';
  bill.paid_amount = bill.amount;
}

describe('billplz gateway', () => {
  it('creates a bill with basic auth, the amount in sen, the callback and redirect urls, and reuses it', async () => {
    const { id, bill } = await startTopup();
    const create = fake.requests.find((request) => request.method === 'POST');
    assert.ok(create);
    assert.equal(create.form.get('amount'), '10000');
    assert.equal(create.form.get('collection_id'), COLLECTION);
    assert.equal(create.form.get('mobile'), '60123456789');
    assert.equal(bill.callback_url, 'https://portal.example/api/Payment/Callback/billplz');
    assert.equal(bill.redirect_url, 'https://portal.example/api/Payment/Return/billplz');
    assert.equal(bill.reference_1, id);
    const created = fake.bills.size;
    assert.equal((await server.post<{ url: string }>('/api/payment/CreatePaymentLink', { id })).body.url, bill.url);
    assert.equal(fake.bills.size, created, 'a second link request makes no second bill');
  });

  it('completes on a signed callback (checking the bill again), once, and a signed redirect leads to the status page', async () => {
    const before = await creditOf();
    const { id, bill } = await startTopup();
    pay(bill);
    const fields = callbackFields(bill);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => server.call('POST', callbackPath(bill), { form: fields })),
    );
    assert.ok(answers.every((answer) => answer.status === 200));
    assert.equal((await details(id)).PaymentStatus, 'Completed');
    assert.equal(await creditOf(), before + 5);
    assert.ok(fake.requests.some((request) => request.method === 'GET' && request.path === `/api/v3/bills/${bill.id}`));

    const back = await server.get(redirectQuery(bill));
    assert.equal(back.status, 303);
    assert.equal(back.headers.get('location'), `/payment/paymentdone?id=${id}`);
    assert.equal(await creditOf(), before + 5);
  });

  it('settles by asking Billplz when the payer returns before the callback arrives', async () => {
    const before = await creditOf();
    const { id, bill } = await startTopup();
    pay(bill);
    const back = await server.get(redirectQuery(bill));
    assert.equal(back.headers.get('location'), `/payment/paymentdone?id=${id}`);
    assert.equal((await details(id)).PaymentStatus, 'Completed');
    assert.equal(await creditOf(), before + 5);
    // The callback arriving afterwards changes nothing.
    assert.equal((await server.call('POST', callbackPath(bill), { form: callbackFields(bill) })).status, 200);
    assert.equal(await creditOf(), before + 5);
  });

  it('records a failed attempt as Failed, and a bill Billplz still holds unpaid is not completed by a forged callback', async () => {
    const before = await creditOf();
    const { id, bill } = await startTopup();
    assert.equal((await server.call('POST', callbackPath(bill), { form: callbackFields(bill) })).status, 200);
    assert.equal((await details(id)).PaymentStatus, 'Failed');

    // Signed with the wrong key, or claiming paid while Billplz says the bill is due: nothing moves.
    const claimed = { ...bill, paid: true, state: 'paid' as const, paid_amount: bill.amount };
    const forged = { ...callbackFields(claimed), x_signature: 'a'.repeat(64) };
    assert.equal((await server.call('POST', callbackPath(bill), { form: forged })).status, 400);
    assert.equal((await server.call('POST', callbackPath(bill), { form: callbackFields(claimed) })).status, 200);
    assert.equal((await details(id)).PaymentStatus, 'Failed');
    assert.equal(await creditOf(), before);

    const forgedReturn = await server.get(redirectQuery(claimed, 'b'.repeat(64)));
    assert.equal(forgedReturn.status, 303);
    assert.equal(forgedReturn.headers.get('location'), '/payment/paymentdone?failed=true');
    assert.equal(await creditOf(), before);
  });

  it('completes a bill paid at Billplz whose callback never came: the worker asks Billplz, credit once, one receipt', async () => {
    const before = await creditOf();
    const { id, bill } = await startTopup();
    pay(bill);
    await age(id, 11);
    const completed = await settledByFollowUp(id, (row) => row.status !== 'Pending');
    assert.equal(completed.status, 'Completed');
    assert.equal(billRequests(bill, 'GET'), 1);
    assert.equal(await creditOf(), before + 5);
    const reference = completed.transaction_no ?? '';
    assert.match(reference, /^TRX/);
    const receipts = await server.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'text_body'])
      .where('subject', 'like', `%${reference}%`)
      .execute();
    assert.equal(receipts.length, 1);
    assert.equal(receipts[0]?.to_address, 'aisyah@demo.carsemak.my');
    assert.match(receipts[0]?.text_body ?? '', /Credits added: 5 credits/);

    // The callback arriving late after all, and the status page: nothing more.
    assert.equal((await server.call('POST', callbackPath(bill), { form: callbackFields(bill) })).status, 200);
    assert.equal((await details(id)).PaymentStatus, 'Completed');
    assert.equal(await creditOf(), before + 5);
  });

  it('leaves a young or still-due bill Pending, and asks Billplz about it once a look, however many looks are due', async () => {
    const young = await startTopup();
    const due = await startTopup();
    await age(young.id, 5);
    await age(due.id, 30);
    const [youngNext, dueNext] = await Promise.all([
      nextLookAfterFollowUp(server, young.id),
      nextLookAfterFollowUp(server, due.id),
    ]);
    assert.equal(billRequests(due.bill, 'GET'), 1, 'one look at the due bill');
    assert.equal(billRequests(young.bill, 'GET'), 0, 'a payment under 10 minutes old is left to its callback');
    assert.equal((await paymentOf(due.id)).status, 'Pending');
    assert.ok(dueNext.getTime() >= Date.now() + 4 * 60_000, 'not asked again for a while');
    assert.equal((await paymentOf(young.id)).status, 'Pending');
    assert.ok(youngNext.getTime() <= Date.now() + 5 * 60_000 + 10_000, 'looked at once it is 10 minutes old');
  });

  it('withdraws a bill still due after 7 days and cancels it; one paid by then completes instead', async () => {
    const before = await creditOf();
    const unpaid = await startTopup();
    const paid = await startTopup();
    pay(paid.bill);
    await age(unpaid.id, 7 * 24 * 60 + 1);
    await age(paid.id, 7 * 24 * 60 + 1);

    const cancelled = await settledByFollowUp(unpaid.id, (row) => row.status !== 'Pending');
    assert.equal(cancelled.status, 'Cancelled');
    assert.equal(billRequests(unpaid.bill, 'DELETE'), 1);
    assert.equal(unpaid.bill.state, 'deleted', 'nobody can pay it at Billplz any more');
    const money = await server.db
      .selectFrom('transactions')
      .selectAll()
      .where('document_no', '=', cancelled.transaction_no ?? '')
      .executeTakeFirstOrThrow();
    assert.equal(money.payment_status, 'Cancelled');

    const completed = await settledByFollowUp(paid.id, (row) => row.status !== 'Pending');
    assert.equal(completed.status, 'Completed');
    assert.equal(billRequests(paid.bill, 'DELETE'), 0);
    assert.equal(await creditOf(), before + 5);
  });

  it('refuses a callback for a bill it never made', async () => {
    const stranger: FakeBill = {
      id: 'zz99zz99',
      collection_id: COLLECTION,
      paid: true,
      state: 'paid',
      amount: 10000,
      paid_amount: 10000,
      email: 'x@example.com',
      mobile: null,
      name: 'X',
      url: 'https://www.billplz.example/bills/zz99zz99',
      callback_url: 'https://portal.example/api/Payment/Callback/billplz',
      redirect_url: 'https://portal.example/api/Payment/Return/billplz',
      description: 'x',
      reference_1: null,
    };
    fake.bills.set(stranger.id, stranger);
    const answer = await server.call('POST', '/api/Payment/Callback/billplz', { form: callbackFields(stranger) });
    assert.equal(answer.status, 404);
  });

  it('withdraws the open pay-per-search bill at Billplz before the check is paid with credit', async () => {
    const { id, bill, unikey } = await startSearchPayment();
    const before = await creditOf();
    const paid = await payWithCredit(unikey);
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.equal(billRequests(bill, 'DELETE'), 1);
    assert.equal(bill.state, 'deleted');
    assert.equal((await paymentOf(id)).status, 'Cancelled');
    assert.equal(await creditOf(), before - 1);
  });

  it('leaves the open bill at Billplz alone when the credit cannot pay for the check', async () => {
    const { id, bill, unikey } = await startSearchPayment();
    const before = await creditOf();
    const creditCharge = (credit: number) =>
      server.db.updateTable('charge_setups').set({ credit }).where('payment_type_id', '=', 3).execute();
    await creditCharge(before + 1);
    try {
      const refused = await payWithCredit(unikey);
      assert.equal(refused.status, 400);
      assert.equal(refused.body.Message, messages.creditInsufficient);
    } finally {
      await creditCharge(1);
    }
    assert.equal(billRequests(bill, 'DELETE'), 0, 'the bill is still payable');
    assert.equal(bill.state, 'due');
    assert.equal((await paymentOf(id)).status, 'Pending');
    assert.equal(await creditOf(), before);
  });

  it('sells the check by the money when its bill was paid at Billplz before the credit payment', async () => {
    const { id, bill, unikey } = await startSearchPayment();
    pay(bill);
    const before = await creditOf();
    const refused = await payWithCredit(unikey);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.Message, messages.checkAlreadyPaid);
    assert.equal((await paymentOf(id)).status, 'Completed');
    assert.equal(await creditOf(), before, 'no credit taken');
  });

  it('records money that still arrives for a bill cancelled here as a refund due', async () => {
    const { id, bill, unikey } = await startSearchPayment();
    // Billplz cannot be reached when the credit payment withdraws the bill: the credit payment waits.
    fake.failDeletes = true;
    fake.failGets = true;
    const waiting = await payWithCredit(unikey);
    fake.failDeletes = false;
    fake.failGets = false;
    assert.equal(waiting.status, 409);
    assert.equal(waiting.body.Message, codeSentences.PAYMENT_IN_PROGRESS);
    assert.equal((await paymentOf(id)).status, 'Pending');
    // Cancelled here meanwhile (as if the bill's withdrawal were lost), then paid at Billplz all the same.
    await server.db.updateTable('payments').set({ status: 'Cancelled' }).where('public_id', '=', id).execute();
    await payWithCredit(unikey);
    pay(bill);
    assert.equal((await server.call('POST', callbackPath(bill), { form: callbackFields(bill) })).status, 200);
    assert.equal((await paymentOf(id)).status, 'Completed');
    const refund = await server.db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .select(['refunds.status', 'refunds.amount_sen'])
      .where('payments.public_id', '=', id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(refund, { status: 'Due', amount_sen: 2500 });
  });
});
