import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  type CheckResult,
  type CreditTopupAnswer,
  codeSentences,
  formatDateTime,
  type PayerAnswer,
  type PaymentDetails,
} from '@portal/contract';
import { company, demo, individual, server, useTestServer, waitForMail } from './support/harness.ts';
import { nextWaitingRun } from './support/jobs.ts';
import { messages } from './support/messages.ts';
import { agePayment, nextLookAfterFollowUp, paymentRow, untilFollowedUp } from './support/payments.ts';

const SIGNING_KEY = 'test-sandbox-signing-key-0123456789abcdef';

useTestServer({
  env: { PAYMENT_SIGNING_KEY: SIGNING_KEY },
  login: ['individual', 'company'],
  ledgerChecked: 'after each test',
});

type Problem = { Code?: string; Message: string; errors?: Record<string, string> };

/** Billplz's X-Signature, written here from its documentation rather than taken from the server's code. */
function billplzSignature(fields: Record<string, string>, key: string) {
  const source = Object.keys(fields)
    .filter((name) => name !== 'x_signature')
    .map((name) => `${name}${fields[name]}`)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    .join('|');
  return createHmac('sha256', key).update(source).digest('hex');
}

const topup = (body: Record<string, unknown>, token?: string) =>
  server.post<CreditTopupAnswer & Problem>('/api/Payment/CreditTopup', body, token);
const link = (id: string) => server.post<{ url: string } & Problem>('/api/payment/CreatePaymentLink', { id });
const details = (id: string) => server.get<PaymentDetails & Problem>(`/api/Payment/Details?id=${id}`);
const press = (url: string, result: 'paid' | 'failed') => server.call('POST', url, { form: { result } });
const payerFields = {
  paymentName: 'Nur Aisyah',
  paymentEmail: 'aisyah@demo.carsemak.my',
  paymentPhone: '012-345 6789',
};

const creditOf = (email: string) => server.creditBalance(email);
const count = (table: 'payments' | 'transactions' | 'checks') => server.countRows(table);
const snapshot = async () => ({
  payments: await count('payments'),
  transactions: await count('transactions'),
  aisyah: await creditOf(demo.individual.username),
  statuses: (await server.db.selectFrom('payments').select(['id', 'status']).orderBy('id').execute()).map(
    (row) => `${row.id}:${row.status}`,
  ),
});
const ledgerOf = (publicId: string) =>
  server.db
    .selectFrom('transactions')
    .innerJoin('payments', 'payments.transaction_no', 'transactions.document_no')
    .selectAll('transactions')
    .where('payments.public_id', '=', publicId)
    .executeTakeFirstOrThrow();
const billOf = async (publicId: string) =>
  (
    await server.db
      .selectFrom('payments')
      .select(['gateway_bill_id', 'amount_sen'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow()
  ).gateway_bill_id ?? '';

/** A top-up of the Buyer pack (5 credits, RM 100.00) up to its payment link. */
async function startTopup(token = individual) {
  const created = await topup({ ...payerFields, CreditSetupID: 2 }, token);
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const answer = await link(created.body.id);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return { id: created.body.id, url: answer.body.url, model: created.body };
}

function signedCallback(billId: string, overrides: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    id: billId,
    collection_id: 'sandbox',
    paid: 'true',
    state: 'paid',
    amount: '10000',
    paid_amount: '10000',
    currency: 'MYR',
    due_at: '2026-01-01',
    email: 'aisyah@demo.carsemak.my',
    mobile: '0123456789',
    name: 'Nur Aisyah',
    url: `/sandbox/pay/${billId}`,
    paid_at: '2026-01-01T10:00:00Z',
    ...overrides,
  };
  return { ...fields, x_signature: billplzSignature(fields, SIGNING_KEY) };
}
const deliver = (fields: Record<string, string>) =>
  server.call<Problem>('POST', '/api/Payment/Callback/sandbox', { form: fields });

type SentMail = { subject: string; text: string; html: string };
/** The mails delivered to `to` whose subject names `reference`, once at least `count` of them have gone out. */
async function mailsNaming(to: string, reference: string, count = 1) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = (await server.get<SentMail[]>(server.withDemoKey('/dev/mail.json', { to: to }))).body;
    const naming = mails.filter((mail) => mail.subject.includes(reference));
    if (naming.length >= count) return naming;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} naming ${reference}`);
}
const queuedNaming = async (reference: string) =>
  (await server.db.selectFrom('mail_outbox').select('id').where('subject', 'like', `%${reference}%`).execute()).length;

const age = (publicId: string, minutes: number) => agePayment(server, publicId, minutes);
const paymentOf = (publicId: string) => paymentRow(server, publicId);
const settledByFollowUp = (publicId: string, done: Parameters<typeof untilFollowedUp>[2]) =>
  untilFollowedUp(server, publicId, done);

describe('credit top-up rules', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no name', { ...payerFields, paymentName: ' ', CreditSetupID: 2 }, 'paymentName', messages.required],
    ['no e-mail', { ...payerFields, paymentEmail: '', CreditSetupID: 2 }, 'paymentEmail', messages.required],
    [
      'a bad e-mail',
      { ...payerFields, paymentEmail: 'aisyah@', CreditSetupID: 2 },
      'paymentEmail',
      messages.invalidEmail,
    ],
    ['no phone', { ...payerFields, paymentPhone: '', CreditSetupID: 2 }, 'paymentPhone', messages.required],
    ['a bad phone', { ...payerFields, paymentPhone: '12ab', CreditSetupID: 2 }, 'paymentPhone', messages.invalidMobile],
    ['no package', { ...payerFields }, 'CreditSetupID', messages.required],
    ['an empty package', { ...payerFields, CreditSetupID: '' }, 'CreditSetupID', messages.required],
    [
      'an unknown package',
      { ...payerFields, CreditSetupID: 999 },
      'CreditSetupID',
      'This credit package is no longer offered. Please choose another.',
    ],
  ];
  for (const [name, body, field, message] of cases) {
    it(`refuses ${name} with "${message}" and records nothing`, async () => {
      const before = await snapshot();
      const answer = await topup(body, individual);
      assert.equal(answer.status, 400);
      assert.equal(answer.body.errors?.[field], message);
      assert.deepEqual(await snapshot(), before);
    });
  }

  it('needs a login for a top-up, and answers the package and amount when logged in', async () => {
    const before = await snapshot();
    assert.equal((await topup({ ...payerFields, CreditSetupID: 2 })).status, 401);
    assert.deepEqual(await snapshot(), before);
    const created = await topup({ ...payerFields, CreditSetupID: '2' }, individual);
    assert.equal(created.status, 200);
    assert.equal(created.body.Amount, 10000);
    assert.equal(created.body.Credit, 5);
    assert.equal(created.body.PaymentStatus, 'Pending');
    assert.equal(created.body.paymentPhone, '0123456789');
    assert.ok(created.body.id.length >= 43, 'the payment id is unguessable');
  });

  it("prefills the top-up form with the account's name, e-mail and phone", async () => {
    const payer = await server.get<PayerAnswer>('/api/Payment/Payer', individual);
    assert.deepEqual(payer.body, {
      paymentName: 'Nur Aisyah',
      paymentEmail: demo.individual.username,
      paymentPhone: '0123456789',
      // This portal issues no e-invoices (EINVOICE is off): none is offered.
      Einvoice: null,
    });
    assert.equal((await server.get('/api/Payment/Payer')).status, 401);
  });

  it('refuses an e-invoice asked for while the portal issues none, and records no payment', async () => {
    const before = await server.db.selectFrom('payments').select('id').execute();
    const refused = await topup({ ...payerFields, CreditSetupID: 2, einvoiceRequested: true }, individual);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.Code, 'EINVOICE_REQUEST_OFF');
    assert.equal(refused.body.Message, codeSentences.EINVOICE_REQUEST_OFF);
    assert.equal((await server.db.selectFrom('payments').select('id').execute()).length, before.length);
  });

  it('lists the credit packages for the top-up form', async () => {
    const options = await server.get<{ id: number; label: string }[]>('/util/GetCreditSetups', individual);
    assert.equal(options.status, 200);
    assert.ok(options.body.some((option) => option.label === 'Buyer pack — 5 credits — RM 100.00'));
    assert.equal((await server.get('/util/GetCreditSetups')).status, 401);
  });

  it('tells anyone, without a login, what a check costs and the credit packages', async () => {
    const prices = await server.get<{
      PerCheckSen: number | null;
      CreditsPerCheck: number | null;
      Packages: { Name: string; Credit: number; PriceSen: number }[];
    }>('/api/Payment/Prices');
    assert.equal(prices.status, 200);
    assert.equal(prices.body.PerCheckSen, 2500);
    assert.equal(prices.body.CreditsPerCheck, 1);
    assert.ok(
      prices.body.Packages.some((item) => item.Name === 'Buyer pack' && item.Credit === 5 && item.PriceSen === 10000),
    );
  });

  it('answers 404 for a payment id nobody was given, to both link and details', async () => {
    assert.equal((await link('not-a-payment')).status, 404);
    assert.equal((await details('not-a-payment')).status, 404);
    assert.equal((await link('')).status, 400);
  });
});

describe('sandbox gateway', () => {
  it('pays a top-up: the hosted page, Pay, 303 to the status page, credit and both ledger rows', async () => {
    const before = await creditOf(demo.individual.username);
    const { id, url, model } = await startTopup();
    assert.match(url, /^\/sandbox\/pay\/sbx[0-9a-f]{32}$/);
    assert.equal((await link(id)).body.url, url, 'asking again answers the same bill');

    const page = await server.get<string>(url);
    assert.equal(page.status, 200);
    assert.match(page.body, /RM 100\.00/);
    assert.match(page.body, /value="paid"/);
    assert.match(page.body, /value="failed"/);

    const paid = await press(url, 'paid');
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get('location'), `/payment/paymentdone?id=${id}`);

    const status = (await details(id)).body;
    assert.equal(status.PaymentStatus, 'Completed');
    assert.equal(status.Amount, model.Amount);
    assert.equal(status.isGuest, false);
    assert.equal(status.VehicleKey, null);
    assert.match(status.paymentRefNo ?? '', /^TRX/);
    assert.equal(await creditOf(demo.individual.username), before + 5);

    const money = await ledgerOf(id);
    assert.equal(money.type, 1);
    assert.equal(Number(money.amount_sen), 10000);
    assert.equal(money.payment_status, 'Completed');
    assert.equal(money.referral_code, 'LFC01');
    const credit = await server.db
      .selectFrom('transactions')
      .selectAll()
      .where('type', '=', 2)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(credit.credit, 5);
    assert.equal(credit.credit_balance, before + 5);

    // Pressing again (back button, a second tab) changes nothing.
    const again = await press(url, 'paid');
    assert.equal(again.status, 303);
    assert.equal(await creditOf(demo.individual.username), before + 5);
    assert.equal((await link(id)).status, 409, 'a settled payment gets no new link');
  });

  it('fails a payment: Failed, a Failed money row, no credit, and a late fail or pay on the page changes nothing', async () => {
    const before = await creditOf(demo.individual.username);
    const { id, url } = await startTopup();
    assert.equal((await press(url, 'failed')).status, 303);
    assert.equal((await details(id)).body.PaymentStatus, 'Failed');
    const money = await ledgerOf(id);
    assert.equal(money.payment_status, 'Failed');
    assert.equal(Number(money.amount_sen), 10000);
    assert.equal(await creditOf(demo.individual.username), before);
    await press(url, 'paid');
    assert.equal((await details(id)).body.PaymentStatus, 'Failed');
    assert.equal(await creditOf(demo.individual.username), before);
  });
});

describe('callbacks', () => {
  it('adds credit exactly once when the same callback arrives 20 times at once', async () => {
    const before = await creditOf(demo.individual.username);
    const { id } = await startTopup();
    const callback = signedCallback(await billOf(id));
    const rowsBefore = await count('transactions');
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(callback)));
    assert.ok(answers.every((answer) => answer.status === 200));
    assert.equal(await creditOf(demo.individual.username), before + 5);
    assert.equal((await details(id)).body.PaymentStatus, 'Completed');
    assert.equal((await count('transactions')) - rowsBefore, 2, 'one credit row and one money row');
    // Replayed later, and a fail arriving after the pay (out of order): nothing changes.
    assert.equal((await deliver(callback)).status, 200);
    const late = signedCallback(await billOf(id), { paid: 'false', state: 'due', paid_amount: '0', paid_at: '' });
    assert.equal((await deliver(late)).status, 200);
    assert.equal((await details(id)).body.PaymentStatus, 'Completed');
    assert.equal(await creditOf(demo.individual.username), before + 5);

    // One receipt, however many deliveries: package, credits, amount, reference, date, balance, transactions link.
    const payment = await paymentOf(id);
    const reference = payment.transaction_no ?? '';
    assert.match(reference, /^TRX/);
    const [mail, ...others] = await mailsNaming(demo.individual.username, reference);
    assert.deepEqual(others, []);
    assert.equal(await queuedNaming(reference), 1, 'exactly one receipt queued');
    assert.equal(mail?.subject, `Your CarSemak receipt ${reference}`);
    for (const line of [
      'Credit package: Buyer pack',
      'Credits added: 5 credits',
      'Amount paid: RM 100.00',
      `Payment reference: ${reference}`,
      `Paid on: ${formatDateTime(payment.settled_at)}`,
      `Credit balance: ${before + 5} credits`,
      `${server.config.publicUrl}/payment/transactions`,
    ]) {
      assert.ok(mail?.text.includes(line), `the receipt says "${line}":\n${mail?.text}`);
    }
    assert.ok(mail?.html.includes(`href="${server.config.publicUrl}/payment/transactions"`));
    assert.ok(mail?.html.includes('Buyer pack'));
  });

  it('refuses a forged signature, a wrong amount, another currency and an unknown bill, changing nothing', async () => {
    const { id } = await startTopup();
    const billId = await billOf(id);
    const before = await snapshot();
    const forged = { ...signedCallback(billId), x_signature: 'f'.repeat(64) };
    assert.equal((await deliver(forged)).status, 400);
    const tampered = { ...signedCallback(billId), amount: '1', paid_amount: '1' };
    assert.equal((await deliver(tampered)).status, 400, 'fields changed after signing');
    const unsigned: Record<string, string> = { ...signedCallback(billId) };
    delete unsigned.x_signature;
    assert.equal((await deliver(unsigned)).status, 400);
    const cheap = signedCallback(billId, { amount: '100', paid_amount: '100' });
    assert.equal((await deliver(cheap)).status, 400, 'signed, but not the amount of the payment');
    const dollars = signedCallback(billId, { currency: 'USD' });
    assert.equal((await deliver(dollars)).status, 400);
    assert.equal((await deliver(signedCallback('sbx00000000000000000000000000000000'))).status, 404);
    const otherGateway = await server.call('POST', '/api/Payment/Callback/billplz', { form: signedCallback(billId) });
    assert.equal(otherGateway.status, 404);
    assert.deepEqual(await snapshot(), before);
    assert.equal((await details(id)).body.PaymentStatus, 'Pending');
  });

  it('completes a payment whose bill is paid after a failed attempt, once', async () => {
    const before = await creditOf(demo.individual.username);
    const { id } = await startTopup();
    const billId = await billOf(id);
    await deliver(signedCallback(billId, { paid: 'false', state: 'due', paid_amount: '0', paid_at: '' }));
    assert.equal((await details(id)).body.PaymentStatus, 'Failed');
    await Promise.all([deliver(signedCallback(billId)), deliver(signedCallback(billId))]);
    assert.equal((await details(id)).body.PaymentStatus, 'Completed');
    assert.equal(await creditOf(demo.individual.username), before + 5);
  });
});

describe('payments whose callback never came', () => {
  it('queues a payment’s follow-up with it, for 10 minutes on: its callback has that long to come', async () => {
    const { id } = await startTopup();
    const queuedFor = await nextWaitingRun(server, 'payment-follow-up', { paymentId: (await paymentOf(id)).id });
    assert.ok(queuedFor, 'its follow-up waits in the queue');
    const minutes = (queuedFor.getTime() - Date.now()) / 60_000;
    assert.ok(minutes > 9 && minutes <= 10, `${minutes} minutes`);
  });

  it('cancels a sandbox payment still Pending after 24 hours (a Cancelled money row, no credit) and leaves a younger one', async () => {
    const before = await creditOf(demo.individual.username);
    const old = await startTopup();
    const young = await startTopup();
    await age(old.id, 24 * 60 + 5);
    await age(young.id, 60);

    const cancelled = await settledByFollowUp(old.id, (row) => row.status !== 'Pending');
    assert.equal(cancelled.status, 'Cancelled');
    assert.equal((await ledgerOf(old.id)).payment_status, 'Cancelled');
    assert.equal(await creditOf(demo.individual.username), before);
    // Its page takes no payment any more.
    assert.equal((await press(old.url, 'paid')).status, 303);
    assert.equal((await paymentOf(old.id)).status, 'Cancelled');
    assert.equal(await creditOf(demo.individual.username), before);

    // The hour-old one was looked at (its next look is queued) but the sandbox has nothing to tell: still Pending,
    // and looked at next when it expires, 23 hours on.
    const nextLook = await nextLookAfterFollowUp(server, young.id);
    assert.equal((await paymentOf(young.id)).status, 'Pending');
    assert.ok(nextLook.getTime() > Date.now() + 22 * 3600_000, 'next looked at when it expires');
    assert.equal((await press(young.url, 'paid')).status, 303);
    assert.equal((await paymentOf(young.id)).status, 'Completed');
    assert.equal(await creditOf(demo.individual.username), before + 5);
  });

  it('cancels a payment that never got a bill once it expires, with no money row', async () => {
    const created = await topup({ ...payerFields, CreditSetupID: 2 }, individual);
    assert.equal(created.status, 200);
    await age(created.body.id, 25 * 60);
    const rows = await count('transactions');
    const cancelled = await settledByFollowUp(created.body.id, (row) => row.status !== 'Pending');
    assert.equal(cancelled.status, 'Cancelled');
    assert.equal(cancelled.transaction_no, null);
    assert.equal(await count('transactions'), rows);
    assert.equal((await link(created.body.id)).status, 409, 'a cancelled payment gets no bill');
  });
});

describe('pay per search', () => {
  const search = (plate: string, token?: string) =>
    server.get<{ Unikey: string; IsFound: boolean }>(`/api/Check/SearchItem?vehicleNo=${plate}`, token);
  const guest = { email: 'buyer@example.com', phoneNo: '0198765432' };

  it('lets a guest pay through DEALER01: referral and dealer recorded, check paid, receipt mailed', async () => {
    const { Unikey } = (await search('WXY1234')).body;
    const created = await topup({
      id: Unikey,
      paymentType: 1,
      agreedTerms: true,
      vehicleNo: 'WXY1234',
      ...guest,
      refCode: 'DEALER01',
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.equal(created.body.Amount, 2500);
    assert.equal(created.body.VehicleKey, Unikey);
    const { url } = (await link(created.body.id)).body;
    assert.equal((await press(url, 'paid')).status, 303);

    const status = (await details(created.body.id)).body;
    assert.equal(status.PaymentStatus, 'Completed');
    assert.equal(status.isGuest, true);
    assert.equal(status.VehicleKey, Unikey);
    assert.equal(status.paymentEmail, 'buyer@example.com');

    // The report opens on the browser that paid: the report-device cookie its payment was started with.
    const payingBrowser = created.headers.get('set-cookie')?.split(';')[0] ?? '';
    assert.match(payingBrowser, /^ReportDevice=/);
    const report = (
      await server.call<CheckResult>('GET', `/api/Check/GetItem?unikey=${Unikey}`, {
        headers: { cookie: payingBrowser },
      })
    ).body;
    assert.equal(report.Full, true);
    assert.match(report.BasicInfo.ReferenceID ?? '', /^CHK/);

    const dealer = await server.db
      .selectFrom('referrers')
      .select('id')
      .where('code', '=', 'DEALER01')
      .executeTakeFirstOrThrow();
    const money = await ledgerOf(created.body.id);
    assert.equal(money.type, 1);
    assert.equal(money.user_id, null);
    assert.equal(money.referral_code, 'DEALER01');
    assert.equal(money.referrer_id, dealer.id);
    assert.equal(money.payment_status, 'Completed');
    const check = await server.db
      .selectFrom('checks')
      .selectAll()
      .where('unikey', '=', Unikey)
      .executeTakeFirstOrThrow();
    assert.equal(check.status, 'paid');
    assert.equal(check.payment_type, 1);
    assert.equal(Number(check.charged_sen), 2500);
    assert.equal(check.guest_email, 'buyer@example.com');
    assert.equal(check.referral_code, 'DEALER01');

    const mail = await waitForMail(server, 'buyer@example.com');
    assert.match(mail.subject, /receipt TRX/);
    assert.ok(mail.text.includes(`${server.config.publicUrl}/check/check/${Unikey}`));
    assert.match(mail.text, /RM 25\.00/);
  });

  it('lets a logged-in user pay per search for their own check', async () => {
    const { Unikey } = (await search('JQP4455', company)).body;
    const created = await topup({ id: Unikey, paymentType: 1, agreedTerms: true }, company);
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.equal(created.body.paymentEmail, demo.company.username);
    await press((await link(created.body.id)).body.url, 'paid');
    const status = (await details(created.body.id)).body;
    assert.equal(status.PaymentStatus, 'Completed');
    assert.equal(status.isGuest, false);
    const report = await server.get<CheckResult>(`/api/Check/GetItem?unikey=${Unikey}`, company);
    assert.equal(report.body.Full, true);
    const history = await server.get<{ items: { Unikey: string; IsPaid: boolean }[] }>('/api/Check', company);
    assert.equal(history.body.items.find((row) => row.Unikey === Unikey)?.IsPaid, true);
  });

  it('refuses bad pay-per-search requests with 400, 404 or 409 and records nothing', async () => {
    const guestCheck = (await search('BMK8821')).body.Unikey;
    const notFound = (await search('ZZZ9999')).body.Unikey;
    const usersCheck = (await search('BMK8821', individual)).body.Unikey;
    const paid = (await search('BMK8821', individual)).body.Unikey;
    assert.equal(
      (await server.post(`/api/Check/UpdateItem?id=${paid}&paymentType=3&agreedTerms=true`, undefined, individual))
        .status,
      200,
    );
    const before = await snapshot();

    const noContact = await topup({ id: guestCheck, paymentType: 1, agreedTerms: true });
    assert.equal(noContact.status, 400);
    assert.equal(noContact.body.errors?.email, messages.enterEmailAndMobile);
    assert.equal(noContact.body.Message, messages.enterEmailAndMobile);
    const noMobile = await topup({
      id: guestCheck,
      paymentType: 1,
      agreedTerms: true,
      email: guest.email,
      phoneNo: ' ',
    });
    assert.equal(noMobile.body.errors?.phoneNo, messages.enterEmailAndMobile);
    const badEmail = await topup({ id: guestCheck, paymentType: 1, agreedTerms: true, ...guest, email: 'buyer' });
    assert.equal(badEmail.body.errors?.email, messages.invalidEmail);
    const unknownCode = await topup({ id: guestCheck, paymentType: 1, agreedTerms: true, ...guest, refCode: 'NOSUCH' });
    assert.equal(unknownCode.status, 400);
    assert.equal(unknownCode.body.errors?.refCode, messages.referralCodeUnknown);
    assert.equal((await topup({ paymentType: 1, agreedTerms: true, ...guest })).status, 400);
    assert.equal((await topup({ id: 'nope', paymentType: 1, agreedTerms: true, ...guest })).status, 404);
    assert.equal(
      (await topup({ id: usersCheck, paymentType: 1, agreedTerms: true, ...guest })).status,
      404,
      "another user's check",
    );
    assert.equal((await topup({ id: usersCheck, paymentType: 1, agreedTerms: true }, company)).status, 404);
    assert.equal((await topup({ id: notFound, paymentType: 1, agreedTerms: true, ...guest })).status, 400);
    assert.equal((await topup({ id: paid, paymentType: 1, agreedTerms: true }, individual)).status, 409);
    // The Terms of Service are agreed before any bill is made, whoever asks.
    const unagreed = await topup({ id: guestCheck, paymentType: 1, ...guest });
    assert.equal(unagreed.status, 400);
    assert.equal(unagreed.body.errors?.agreedTerms, messages.termsNotAgreed);
    assert.equal((await topup({ id: guestCheck, paymentType: 1, agreedTerms: false, ...guest })).status, 400);
    assert.deepEqual(await snapshot(), before);
  });
});
