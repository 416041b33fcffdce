import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type CreatedWebhook,
  codeSentences,
  type EinvoiceRow,
  type InvoiceDetail,
  type PayerAnswer,
} from '@portal/contract';
import { sql } from 'kysely';
import { splitSst } from '../src/domain/money/sst.ts';
import { qrSvg } from '../src/domain/report/qr.ts';
import {
  consolidateMonths,
  einvoiceSending,
  queueSending,
  queueSources,
  sendEinvoice,
} from '../src/features/einvoices/job.ts';
import { einvoiceStamp, validateBuyerTin } from '../src/features/einvoices/public.ts';
import { takeDue } from '../src/features/einvoices/queries.ts';
import { admin, company, demo, individual, server, useTestServer } from './support/harness.ts';
import { nextWaitingRun } from './support/jobs.ts';
import {
  confirmedPostpaidInvoice,
  dealerOnPostpaid,
  einvoiceJobContext,
  myinvoisOnItsOwnPort,
  runEinvoiceJobOnce,
} from './support/myinvois.ts';
import { buyBuyerPack, paymentRow } from './support/payments.ts';

// The tests run the jobs themselves, as two workers or one restarted, where they choose.
const myinvois = myinvoisOnItsOwnPort();

useTestServer({
  env: () => myinvois.portalEnv({ SST_RATE: '8' }),
  login: ['admin', 'company', 'individual'],
  prepare: async () => {
    await dealerOnPostpaid(server);
    const dealer = await server.user(demo.company.username);
    await server.db
      .updateTable('companies')
      .set({ address: 'Lot 5, Jalan Ipoh, 51200 Kuala Lumpur' })
      .where('id', '=', dealer.company_id as number)
      .execute();
  },
});

const context = () => einvoiceJobContext(server);
const work = () => runEinvoiceJobOnce(server);
const control = (body: unknown) =>
  fetch(`${myinvois.url()}/sandbox/next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const sent = async () =>
  (await (await fetch(`${myinvois.url()}/sandbox/documents`)).json()) as {
    uuid: string;
    codeNumber: string;
    status: string;
  }[];

const list = async (q = '') =>
  (await server.get<{ items: EinvoiceRow[] }>(`/api/Einvoice?rows=100&q=${encodeURIComponent(q)}`, admin)).body.items;
const einvoiceOf = async (codeNumber: string) => {
  const row = (await list(codeNumber)).find((item) => item.CodeNumber === codeNumber);
  assert.ok(row, `an e-invoice for ${codeNumber}`);
  return row;
};

const confirmedInvoice = (count: number) => confirmedPostpaidInvoice(server, { admin, company }, count);

type Ubl = { _: string | number; [attribute: string]: unknown }[];
const storedDocument = async (id: number) => {
  const row = await server.db.selectFrom('einvoices').select('document').where('id', '=', id).executeTakeFirstOrThrow();
  // biome-ignore lint/suspicious/noExplicitAny: the UBL document as sent, a deep tree the test reads field by field by path.
  return (row.document as { Invoice: Record<string, any>[] }).Invoice[0] as Record<string, any>;
};

describe('switching e-invoicing on', () => {
  it('is recorded as the server starts, so that a sale before the job’s first run is e-invoiced too', async () => {
    const recorded = await server.db.selectFrom('einvoice_start').select('started_at').executeTakeFirst();
    assert.ok(recorded, 'the start of e-invoicing, before any run of the job');
    assert.ok(recorded.started_at <= new Date());
  });
});

describe('a confirmed invoice', () => {
  it('is submitted once however often its run comes, and becomes Valid with its UUID and validation link', async () => {
    const invoice = await confirmedInvoice(3);
    const code = invoice.DocumentNo as string;
    await Promise.all([queueSources(context()), queueSources(context())]);
    const queued = await einvoiceOf(code);
    // Asked twice while its run waits, pg-boss keeps the one run (one at a time per e-invoice).
    assert.equal(await queueSending(server.worker, queued.id), null, 'its run is waiting already');
    // Two runs at once (an administrator's retry beside the waiting one): one takes it.
    await Promise.all([sendEinvoice(context(), queued.id), sendEinvoice(context(), queued.id)]);
    assert.equal((await sent()).filter((d) => d.codeNumber === code).length, 1, 'MyInvois received the invoice once');
    assert.equal((await einvoiceOf(code)).Status, 'Submitted');
    await work();
    const row = await einvoiceOf(code);
    assert.equal(row.Status, 'Valid');
    assert.match(row.Uuid ?? '', /^[0-9A-Z]{26}$/);
    assert.match(row.ValidationUrl ?? '', new RegExp(`^${myinvois.url()}/portal/${row.Uuid}/share/[0-9A-F]+$`));
    assert.equal((await fetch(row.ValidationUrl as string)).status, 200, 'the link opens the document at MyInvois');
    assert.equal(row.TotalSen, invoice.AmountSen);
    assert.deepEqual(await einvoiceStamp(server.db, server.config, { kind: 'invoice', id: invoice.id }), {
      uuid: row.Uuid,
      validationUrl: row.ValidationUrl,
    });
    const audited = await server.auditRows('einvoice', row.id);
    assert.deepEqual(
      audited.map((a) => a.action),
      ['submit', 'update'],
    );
  });

  it('puts the QR code of its validation link on the invoice screen once Valid', async () => {
    const invoice = await confirmedInvoice(1);
    const qr = (token = admin) =>
      fetch(`${server.baseUrl}/api/Invoice/EinvoiceQr?id=${invoice.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    assert.equal((await qr()).status, 404, 'no QR code before MyInvois has validated it');
    await work();
    await work();
    const row = await einvoiceOf(invoice.DocumentNo as string);
    assert.equal(row.Status, 'Valid');
    const detail = (await server.get<InvoiceDetail>(`/api/Invoice/GetInvoice?id=${invoice.id}`, admin)).body;
    assert.deepEqual(detail.Einvoice, { uuid: row.Uuid, validationUrl: row.ValidationUrl });
    const answer = await qr();
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.equal(await answer.text(), await qrSvg(row.ValidationUrl as string), 'the code of the validation link');
    assert.equal((await qr(company)).status, 403, 'invoices are for administrators');
  });

  it('carries every field MyInvois makes mandatory, its sums exact to the sen', async () => {
    const invoice = await confirmedInvoice(2);
    await work();
    const row = await einvoiceOf(invoice.DocumentNo as string);
    const doc = await storedDocument(row.id);
    assert.equal(doc.ID[0]._, invoice.DocumentNo);
    assert.equal(doc.InvoiceTypeCode[0]._, '01');
    assert.match(doc.IssueDate[0]._, /^\d{4}-\d{2}-\d{2}$/);
    assert.match(doc.IssueTime[0]._, /^\d{2}:\d{2}:\d{2}Z$/);
    assert.equal(doc.DocumentCurrencyCode[0]._, 'MYR');
    const supplier = doc.AccountingSupplierParty[0].Party[0];
    const ids = (party: typeof supplier) =>
      Object.fromEntries(
        party.PartyIdentification.map((i: { ID: [{ _: string; schemeID: string }] }) => [i.ID[0].schemeID, i.ID[0]._]),
      );
    assert.deepEqual(ids(supplier), { TIN: 'C2584563200', BRN: '202401012345', SST: 'W10-1808-32000001', TTX: 'NA' });
    assert.equal(supplier.IndustryClassificationCode[0]._, '63120');
    assert.equal(supplier.IndustryClassificationCode[0].name, 'Web portals');
    assert.equal(supplier.PartyLegalEntity[0].RegistrationName[0]._, 'CarSemak Sdn. Bhd.');
    assert.equal(supplier.PostalAddress[0].PostalZone[0]._, '50450');
    assert.equal(supplier.PostalAddress[0].CountrySubentityCode[0]._, '14');
    assert.equal(supplier.Contact[0].Telephone[0]._, '+60321234567');
    const buyer = doc.AccountingCustomerParty[0].Party[0];
    assert.equal(buyer.PartyLegalEntity[0].RegistrationName[0]._, invoice.CompanyName);
    // The buyer as the invoice froze it at confirmation: the company's registered tax details.
    const company = await server.db
      .selectFrom('companies')
      .select(['company_no', 'tin', 'postcode', 'state_code'])
      .where('id', '=', invoice.CompanyID)
      .executeTakeFirstOrThrow();
    assert.equal(ids(buyer).BRN, company.company_no);
    assert.equal(ids(buyer).TIN, company.tin);
    assert.equal(buyer.PostalAddress[0].PostalZone[0]._, company.postcode);
    assert.equal(buyer.PostalAddress[0].CountrySubentityCode[0]._, company.state_code);
    assert.equal(doc.InvoiceLine.length, 2);
    const line = splitSst(1250, 8);
    for (const item of doc.InvoiceLine) {
      assert.equal(item.Item[0].CommodityClassification[0].ItemClassificationCode[0]._, '022');
      assert.equal(item.InvoicedQuantity[0].unitCode, 'C62');
      assert.equal(item.Price[0].PriceAmount[0]._, line.excludingSen / 100);
      assert.equal(item.TaxTotal[0].TaxSubtotal[0].TaxCategory[0].ID[0]._, '02');
      assert.equal(item.TaxTotal[0].TaxSubtotal[0].Percent[0]._, 8);
      assert.equal(item.TaxTotal[0].TaxAmount[0]._, line.taxSen / 100);
      assert.equal(item.LineExtensionAmount[0]._, line.excludingSen / 100);
    }
    const totals = doc.LegalMonetaryTotal[0];
    assert.equal(totals.TaxExclusiveAmount[0]._, (2 * line.excludingSen) / 100);
    assert.equal(doc.TaxTotal[0].TaxAmount[0]._, (2 * line.taxSen) / 100);
    assert.equal(Math.round(totals.TaxInclusiveAmount[0]._ * 100), invoice.AmountSen);
    assert.equal(Math.round(totals.PayableAmount[0]._ * 100), invoice.AmountSen);
  });
});

describe('when MyInvois is busy or refuses', () => {
  it('waits as a 429 asks (Retry-After), then submits', async () => {
    const invoice = await confirmedInvoice(1);
    await control({ next: ['throttle'] });
    await work();
    const waiting = await einvoiceOf(invoice.DocumentNo as string);
    assert.equal(waiting.Status, 'Queued');
    assert.match(waiting.LastError ?? '', /429/);
    const due = await server.db
      .selectFrom('einvoices')
      .select('next_attempt_at')
      .where('id', '=', waiting.id)
      .executeTakeFirstOrThrow();
    assert.ok(new Date(due.next_attempt_at).getTime() > Date.now(), 'not tried again before Retry-After');
    await work();
    assert.equal((await einvoiceOf(invoice.DocumentNo as string)).Status, 'Queued', 'still waiting');
    await server.db
      .updateTable('einvoices')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', waiting.id)
      .execute();
    await work();
    await work();
    assert.equal((await einvoiceOf(invoice.DocumentNo as string)).Status, 'Valid');
  });

  it('sends one waiting out MyInvois’s backoff at once when an administrator retries it, in place of its waiting run', async () => {
    const invoice = await confirmedInvoice(1);
    await queueSources(context());
    const queued = await einvoiceOf(invoice.DocumentNo as string);
    const runsOf = sql<{ count: number }>`select count(*)::int as count from pgboss.job
      where name = 'einvoice-sending' and state in ('created', 'retry')
        and data @> ${JSON.stringify({ einvoiceId: queued.id })}::jsonb`;
    // A worker takes its run (the test makes the runs itself): the try that fails queues the next.
    await sql`delete from pgboss.job where name = 'einvoice-sending'
      and data @> ${JSON.stringify({ einvoiceId: queued.id })}::jsonb`.execute(server.db);
    await control({ next: ['unavailable'] });
    await work();
    const waiting = await einvoiceOf(invoice.DocumentNo as string);
    assert.equal(waiting.Status, 'Queued');
    assert.equal(waiting.CanRetry, true);
    const runAt = async () => nextWaitingRun(server, 'einvoice-sending', { einvoiceId: waiting.id });
    assert.ok(((await runAt())?.getTime() ?? 0) > Date.now() + 5_000, 'its run waits out the backoff');
    const retried = await server.post(`/api/Einvoice/Retry?id=${waiting.id}`, undefined, admin);
    assert.equal(retried.status, 200);
    assert.ok(((await runAt())?.getTime() ?? Infinity) <= Date.now(), 'its run comes now');
    assert.equal((await runsOf.execute(server.db)).rows[0]?.count, 1, 'one run waits, not two');
    await work();
    assert.equal((await einvoiceOf(invoice.DocumentNo as string)).Status, 'Submitted');
  });

  it('shows an Invalid document with LHDN’s error, and sends it again after the fix', async () => {
    const invoice = await confirmedInvoice(1);
    await control({ next: ['invalid'] });
    await work();
    await work();
    const invalid = await einvoiceOf(invoice.DocumentNo as string);
    assert.equal(invalid.Status, 'Invalid');
    assert.deepEqual(invalid.Errors[0], {
      Code: 'CF410',
      Message: "Buyer's TIN is not registered with LHDN",
      Path: 'Invoice.AccountingCustomerParty.Party.PartyIdentification',
    });
    assert.equal(invalid.CanRetry, true);
    const retried = await server.post<{ item: EinvoiceRow }>(`/api/Einvoice/Retry?id=${invalid.id}`, undefined, admin);
    assert.equal(retried.status, 200);
    assert.equal(retried.body.item.Status, 'Queued');
    await work();
    await work();
    const valid = await einvoiceOf(invoice.DocumentNo as string);
    assert.equal(valid.Status, 'Valid');
    assert.deepEqual(valid.Errors, []);
    const again = await server.post<{ Code: string; Message: string }>(
      `/api/Einvoice/Retry?id=${valid.id}`,
      undefined,
      admin,
    );
    assert.equal(again.status, 409);
    assert.equal(again.body.Message, codeSentences.EINVOICE_NOT_RETRYABLE);
  });
});

describe('a restarted worker', () => {
  it('sends an e-invoice whose run died before MyInvois answered, once, when its run comes again', async () => {
    const invoice = await confirmedInvoice(1);
    const code = invoice.DocumentNo as string;
    await queueSources(context());
    // Its run took it and died before it called MyInvois; the next run, made by pg-boss, waits out the run's hold.
    const { id } = await einvoiceOf(code);
    assert.ok(await takeDue(server.db, id, 120));
    await work();
    assert.equal((await einvoiceOf(code)).Status, 'Queued', 'left alone while the dead run holds it');
    await server.db.updateTable('einvoices').set({ next_attempt_at: new Date() }).where('id', '=', id).execute();
    await work();
    await work();
    assert.equal((await einvoiceOf(code)).Status, 'Valid');
    assert.equal((await sent()).filter((d) => d.codeNumber === code).length, 1);
  });

  it('gives each e-invoice not yet settled at MyInvois its run when a worker starts', async () => {
    const invoice = await confirmedInvoice(1);
    await queueSources(context());
    const row = await einvoiceOf(invoice.DocumentNo as string);
    const adopted = (await einvoiceSending.adopt?.(server.db)) ?? [];
    assert.ok(adopted.some(({ input, key }) => input.einvoiceId === row.id && key === String(row.id)));
    await work();
    await work();
    const after = (await einvoiceSending.adopt?.(server.db)) ?? [];
    assert.ok(!after.some(({ input }) => input.einvoiceId === row.id), 'a Valid one has no run to wait for');
  });
});

describe('cancelling', () => {
  it('cancels within 72 hours; after them refuses with the reason and offers a credit note', async () => {
    const first = await confirmedInvoice(1);
    const second = await confirmedInvoice(1);
    await work();
    await work();
    const within = await einvoiceOf(first.DocumentNo as string);
    assert.equal(within.CanCancel, true);
    const cancelled = await server.post<{ item: EinvoiceRow }>(
      `/api/Einvoice/Cancel?id=${within.id}`,
      { Reason: 'Wrong buyer' },
      admin,
    );
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal(cancelled.body.item.Status, 'Cancelled');
    assert.equal((await sent()).find((d) => d.uuid === within.Uuid)?.status, 'Cancelled');

    const late = await einvoiceOf(second.DocumentNo as string);
    await control({ age: { uuid: late.Uuid, hours: 73 } });
    await server.db
      .updateTable('einvoices')
      .set({ validated_at: new Date(Date.now() - 73 * 3600 * 1000) })
      .where('id', '=', late.id)
      .execute();
    const refused = await server.post<{ Code: string; Message: string }>(
      `/api/Einvoice/Cancel?id=${late.id}`,
      { Reason: 'Wrong buyer' },
      admin,
    );
    assert.equal(refused.status, 409);
    assert.equal(refused.body.Message, codeSentences.EINVOICE_CANCEL_WINDOW_OVER);
    const offered = await einvoiceOf(second.DocumentNo as string);
    assert.equal(offered.Status, 'Valid');
    assert.equal(offered.CanCancel, false);
    assert.equal(offered.CanCreditNote, true);

    const note = await server.post<{ item: EinvoiceRow }>(
      `/api/Einvoice/CreditNote?id=${late.id}`,
      { Reason: 'Wrong buyer' },
      admin,
    );
    assert.equal(note.status, 200, JSON.stringify(note.body));
    await work();
    await work();
    const credit = await einvoiceOf(`CN-${second.DocumentNo}`);
    assert.equal(credit.Status, 'Valid');
    assert.equal(credit.TypeCode, '02');
    assert.equal(credit.OriginalCodeNumber, second.DocumentNo);
    assert.equal(credit.TotalSen, second.AmountSen);
    const doc = await storedDocument(credit.id);
    assert.equal(doc.BillingReference[0].InvoiceDocumentReference[0].UUID[0]._, late.Uuid);
    const twice = await server.post<{ Message: string }>(
      `/api/Einvoice/CreditNote?id=${late.id}`,
      { Reason: 'Again' },
      admin,
    );
    assert.equal(twice.status, 409);
    assert.equal(twice.body.Message, codeSentences.EINVOICE_CREDIT_NOTE_EXISTS);
  });
});

describe('the monthly consolidated e-invoice', () => {
  it('lists last month’s guest receipts and totals exactly what they paid', async () => {
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 4));
    const month = new Date(lastMonth.getTime() + 8 * 3600_000).toISOString().slice(0, 7);
    // E-invoicing was on since before last month, and three guests paid for reports then.
    await server.db
      .updateTable('einvoice_start')
      .set({ started_at: new Date(Date.UTC(2020, 0, 1)) })
      .execute();
    const paid = [1500, 1500, 2999];
    for (const [index, amount] of paid.entries()) {
      const check = await server.db
        .insertInto('checks')
        .values({
          unikey: `guest-cons-${index}`,
          search_by_vehicle: true,
          search_key: 'BMK8821',
          is_found: true,
          guest_email: `guest${index}@example.com`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await server.db
        .insertInto('payments')
        .values({
          public_id: `guest-cons-${index}`,
          purpose: 'search',
          user_id: null,
          is_guest: true,
          payer_name: 'Guest',
          payer_email: `guest${index}@example.com`,
          payer_phone: '0123456789',
          amount_sen: amount,
          // What the payment stored when it was asked for (SST inside its price at that day's rate).
          tax_sen: splitSst(amount, 8).taxSen,
          check_id: check.id,
          description: 'Vehicle report',
          gateway: 'sandbox',
          status: 'Completed',
          transaction_no: `PAY-CONS-${index}`,
          settled_at: new Date(lastMonth.getTime() + index * 60_000),
        })
        .execute();
    }
    assert.deepEqual(await consolidateMonths(context()), [month]);
    assert.deepEqual(await consolidateMonths(context()), [], 'one per month');
    await work();
    await work();
    const row = await einvoiceOf(`CONS-${month.replace('-', '')}`);
    assert.equal(row.Status, 'Valid');
    assert.equal(row.Kind, 'consolidated');
    assert.deepEqual(row.Receipts, ['PAY-CONS-0', 'PAY-CONS-1', 'PAY-CONS-2']);
    assert.equal(row.TotalSen, 1500 + 1500 + 2999);
    const doc = await storedDocument(row.id);
    const buyer = doc.AccountingCustomerParty[0].Party[0];
    assert.equal(buyer.PartyLegalEntity[0].RegistrationName[0]._, 'General Public');
    assert.equal(buyer.PartyIdentification[0].ID[0]._, 'EI00000000010');
    assert.deepEqual(
      doc.InvoiceLine.map(
        (l: { Item: { CommodityClassification: { ItemClassificationCode: Ubl }[] }[] }) =>
          l.Item[0]?.CommodityClassification[0]?.ItemClassificationCode[0]?._,
      ),
      ['004', '004', '004'],
    );
    const taxes = paid.map((amount) => splitSst(amount, 8).taxSen).reduce((a, b) => a + b);
    assert.equal(Math.round(doc.TaxTotal[0].TaxAmount[0]._ * 100), taxes);
  });
});

describe('a buyer’s TIN', () => {
  it('is checked with MyInvois', async () => {
    assert.equal(await validateBuyerTin(server.config, 'C2584563200', { type: 'BRN', value: '202401012345' }), true);
    assert.equal(await validateBuyerTin(server.config, 'X123', { type: 'BRN', value: '202401012345' }), false);
  });
});

describe('the E-invoices list', () => {
  it('is for administrators only', async () => {
    assert.equal((await server.get('/api/Einvoice', company)).status, 403);
  });
});

/** The Buyer pack bought and paid through the payment sandbox's page: its payment row. */
const buyPackage = async (token: string, extra: Record<string, unknown> = {}) =>
  paymentRow(server, await buyBuyerPack(server, token, extra));

/** The credit row a purchase granted, reversed by an administrator on the Transactions screen. */
async function reverseCreditOf(paymentId: number) {
  const credit = await server.db
    .selectFrom('transactions')
    .select('id')
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const reversed = await server.post<{ item: { id: number; DocumentNo: string } }>(
    `/api/Transaction/save?id=${credit.id}&del=true`,
    undefined,
    admin,
  );
  assert.equal(reversed.status, 200, JSON.stringify(reversed.body));
  return reversed.body.item;
}

/** E-invoicing was on since long before the sales a test makes (the server recorded it once, as it started). */
async function switchedOnLongAgo() {
  await server.db
    .updateTable('einvoice_start')
    .set({ started_at: new Date(Date.UTC(2020, 0, 1)) })
    .execute();
}

const partyIds = (party: { PartyIdentification: { ID: [{ _: string; schemeID: string }] }[] }) =>
  Object.fromEntries(party.PartyIdentification.map((i) => [i.ID[0].schemeID, i.ID[0]._]));
const sen = (amount: Ubl) => Math.round(Number(amount[0]?._) * 100);

describe('a reversal of a sale', () => {
  it('makes a credit note against the purchase’s e-invoice, for what was paid, once that e-invoice is Valid', async () => {
    await switchedOnLongAgo();
    // LHDN finds the purchase's e-invoice Invalid at first: the reversal's note waits for it.
    await control({ next: ['invalid'] });
    const payment = await buyPackage(company);
    const code = payment.transaction_no as string;
    const reversal = await reverseCreditOf(payment.id);
    await work();
    await work();
    const original = await einvoiceOf(code);
    assert.equal(original.Status, 'Invalid');
    const waiting = await einvoiceOf(`CN-${reversal.DocumentNo}`);
    assert.equal(waiting.Kind, 'reversal');
    assert.equal(waiting.TypeCode, '02');
    assert.equal(waiting.Status, 'Queued');
    assert.equal(waiting.OriginalCodeNumber, code);
    assert.equal(waiting.OriginalStatus, 'Invalid');
    assert.equal((await sent()).filter((d) => d.codeNumber === waiting.CodeNumber).length, 0, 'not sent meanwhile');

    assert.equal((await server.post(`/api/Einvoice/Retry?id=${original.id}`, undefined, admin)).status, 200);
    for (let run = 0; run < 4; run += 1) await work();
    const valid = await einvoiceOf(code);
    assert.equal(valid.Status, 'Valid');
    const note = await einvoiceOf(waiting.CodeNumber);
    assert.equal(note.Status, 'Valid');
    assert.equal(note.OriginalStatus, 'Valid');
    assert.equal(note.TotalSen, payment.amount_sen);
    assert.equal(note.BuyerName, (await einvoiceOf(code)).BuyerName, 'the company that bought it');

    const doc = await storedDocument(note.id);
    assert.equal(doc.InvoiceTypeCode[0]._, '02');
    const reference = doc.BillingReference[0].InvoiceDocumentReference[0];
    assert.equal(reference.UUID[0]._, valid.Uuid);
    assert.equal(reference.ID[0]._, code);
    const totals = doc.LegalMonetaryTotal[0];
    assert.equal(sen(totals.PayableAmount), payment.amount_sen);
    assert.equal(sen(doc.TaxTotal[0].TaxAmount), payment.tax_sen);
    assert.equal(sen(totals.TaxExclusiveAmount), payment.amount_sen - payment.tax_sen);
    assert.equal(payment.tax_sen, splitSst(payment.amount_sen, 8).taxSen);
    assert.match(
      doc.InvoiceLine[0].Item[0].Description[0]._,
      new RegExp(`^${reversal.DocumentNo} Reversal of ${code}`),
    );

    // Credited for the reversal, the purchase is offered no second credit note, and none is taken.
    assert.equal(valid.CanCreditNote, false);
    const twice = await server.post<{ Message: string }>(
      `/api/Einvoice/CreditNote?id=${valid.id}`,
      { Reason: 'Again' },
      admin,
    );
    assert.equal(twice.status, 409);
    assert.equal(twice.body.Message, codeSentences.EINVOICE_CREDIT_NOTE_EXISTS);
  });

  it('leaves a sale reversed within its month out of the consolidated e-invoice; one reversed later is credited against it', async () => {
    const now = new Date();
    const saleDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 10, 4));
    const month = new Date(saleDay.getTime() + 8 * 3600_000).toISOString().slice(0, 7);
    await switchedOnLongAgo();
    const buyer = await server.user(demo.individual.username);
    // Two credit packages an individual bought that month, as the settlement writes them: the money row and the
    // credit row that names its payment.
    const sales: { id: number; amount_sen: number; creditId: number }[] = [];
    for (const [index, amount] of [10000, 5000].entries()) {
      const settledAt = new Date(saleDay.getTime() + index * 60_000);
      const payment = await server.db
        .insertInto('payments')
        .values({
          public_id: `rev-cons-${index}`,
          purpose: 'topup',
          user_id: buyer.id,
          is_guest: false,
          payer_name: 'Nur Aisyah',
          payer_email: buyer.email,
          payer_phone: '0123456789',
          credit: 5,
          amount_sen: amount,
          tax_sen: splitSst(amount, 8).taxSen,
          description: 'Credit top-up: Buyer (5 credits)',
          gateway: 'sandbox',
          status: 'Completed',
          transaction_no: `PAY-REV-${index}`,
          settled_at: settledAt,
        })
        .returning(['id', 'amount_sen'])
        .executeTakeFirstOrThrow();
      const credit = await server.db
        .insertInto('transactions')
        .values({
          document_no: `CRD-REV-${index}`,
          type: 2,
          user_id: buyer.id,
          description: 'Credit top-up: Buyer (5 credits)',
          credit: 5,
          payment_id: payment.id,
          created_at: settledAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      sales.push({ ...payment, creditId: credit.id });
    }
    const [early, late] = sales as [(typeof sales)[number], (typeof sales)[number]];
    const administrator = (await server.user(demo.admin.username)).id;
    // The first is reversed a week later, within its month; the second today, after its month.
    const reversalOf = (sale: (typeof sales)[number], documentNo: string, at: Date) =>
      server.db
        .insertInto('transactions')
        .values({
          document_no: documentNo,
          type: 2,
          user_id: buyer.id,
          description: `Reversal of CRD-REV`,
          credit: -5,
          reverses_id: sale.creditId,
          created_by: administrator,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const within = await reversalOf(early, 'REV-WITHIN', new Date(saleDay.getTime() + 7 * 86_400_000));
    await reversalOf(late, 'REV-LATER', new Date());

    assert.ok((await consolidateMonths(context())).includes(month));
    for (let run = 0; run < 4; run += 1) await work();
    const consolidated = await einvoiceOf(`CONS-${month.replace('-', '')}`);
    assert.equal(consolidated.Status, 'Valid');
    assert.deepEqual(consolidated.Receipts, ['PAY-REV-1'], 'the sale reversed within its month is no sale of it');
    assert.equal(consolidated.TotalSen, late.amount_sen);

    const note = await einvoiceOf('CN-REV-LATER');
    assert.equal(note.Status, 'Valid');
    assert.equal(note.OriginalCodeNumber, consolidated.CodeNumber);
    assert.equal(note.TotalSen, late.amount_sen);
    const doc = await storedDocument(note.id);
    assert.equal(doc.BillingReference[0].InvoiceDocumentReference[0].UUID[0]._, consolidated.Uuid);
    assert.equal(doc.AccountingCustomerParty[0].Party[0].PartyLegalEntity[0].RegistrationName[0]._, 'General Public');
    const none = await server.db
      .selectFrom('einvoices')
      .select('id')
      .where('source_kind', '=', 'reversal')
      .where('source_id', '=', String(within.id))
      .executeTakeFirst();
    assert.equal(none, undefined, 'no credit note for a sale no e-invoice listed');
  });
});

describe('an individual who asks for an e-invoice', () => {
  const setIds = (ids: { tin: string | null; mykad: string | null }) =>
    server.db.updateTable('users').set(ids).where('email', '=', demo.individual.username).execute();
  const payments = async () =>
    Number(
      (
        await server.db
          .selectFrom('payments')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('gets one of their own, naming their TIN and MyKad, and not as a line of the month’s consolidated one', async () => {
    await switchedOnLongAgo();
    await setIds({ tin: 'IG115002000', mykad: '900101145678' });
    const payer = await server.get<PayerAnswer>('/api/Payment/Payer', individual);
    assert.deepEqual(payer.body.Einvoice, { Tin: 'IG115002000', MyKad: '900101145678' });
    assert.equal((await server.get<PayerAnswer>('/api/Payment/Payer', company)).body.Einvoice, null);

    const asked = await buyPackage(individual, { einvoiceRequested: true });
    assert.equal(asked.einvoice_requested, true);
    await work();
    // With a MyKad number only, LHDN's general TIN stands beside it.
    await setIds({ tin: null, mykad: '900101145678' });
    const mykadOnly = await buyPackage(individual, { einvoiceRequested: true });
    const plain = await buyPackage(individual);
    await work();
    await work();
    const buyerName = (await server.user(demo.individual.username)).username;
    for (const [payment, ids] of [
      [asked, { TIN: 'IG115002000', NRIC: '900101145678', SST: 'NA', TTX: 'NA' }],
      [mykadOnly, { TIN: 'EI00000000010', NRIC: '900101145678', SST: 'NA', TTX: 'NA' }],
    ] as const) {
      const row = await einvoiceOf(payment.transaction_no as string);
      assert.equal(row.Kind, 'payment');
      assert.equal(row.Status, 'Valid');
      assert.equal(row.BuyerName, buyerName);
      assert.equal(row.TotalSen, payment.amount_sen);
      const party = (await storedDocument(row.id)).AccountingCustomerParty[0].Party[0];
      assert.deepEqual(partyIds(party), ids);
    }
    assert.equal(
      (await list(plain.transaction_no as string)).length,
      0,
      'one who did not ask has no e-invoice of their own',
    );

    // When this month is consolidated, the plain purchase is a line of it and the ones asked for are not.
    const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
    const nextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 2));
    assert.ok((await consolidateMonths(context(), nextMonth)).includes(month));
    await work();
    const consolidated = await einvoiceOf(`CONS-${month.replace('-', '')}`);
    assert.ok(consolidated.Receipts.includes(plain.transaction_no as string));
    assert.ok(!consolidated.Receipts.includes(asked.transaction_no as string));
    assert.ok(!consolidated.Receipts.includes(mykadOnly.transaction_no as string));
  });

  it('is refused, and nothing is charged, to one with no MyKad number or TIN on their account', async () => {
    await setIds({ tin: null, mykad: null });
    assert.deepEqual((await server.get<PayerAnswer>('/api/Payment/Payer', individual)).body.Einvoice, {
      Tin: null,
      MyKad: null,
    });
    const before = await payments();
    const refused = await server.post<{ Code: string; Message: string }>(
      '/api/Payment/CreditTopup',
      {
        paymentName: 'Buyer',
        paymentEmail: 'buyer@example.com',
        paymentPhone: '0123456789',
        CreditSetupID: 2,
        einvoiceRequested: true,
      },
      individual,
    );
    assert.equal(refused.status, 400);
    assert.equal(refused.body.Code, 'EINVOICE_REQUEST_NEEDS_ID');
    assert.equal(refused.body.Message, codeSentences.EINVOICE_REQUEST_NEEDS_ID);

    // A company's purchases are e-invoiced to the company; a guest has no account to name.
    const byCompany = await server.post<{ Code: string }>(
      '/api/Payment/CreditTopup',
      {
        paymentName: 'Fleet',
        paymentEmail: 'fleet@example.com',
        paymentPhone: '0123456789',
        CreditSetupID: 2,
        einvoiceRequested: true,
      },
      company,
    );
    assert.equal(byCompany.status, 400);
    assert.equal(byCompany.body.Code, 'EINVOICE_REQUEST_NOT_OFFERED');
    const found = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821');
    const byGuest = await server.post<{ Code: string }>('/api/Payment/CreditTopup', {
      id: found.body.Unikey,
      paymentType: 1,
      email: 'guest@example.com',
      phoneNo: '0123456789',
      agreedTerms: true,
      einvoiceRequested: true,
    });
    assert.equal(byGuest.status, 400);
    assert.equal(byGuest.body.Code, 'EINVOICE_REQUEST_NOT_OFFERED');
    assert.equal(await payments(), before, 'no payment was recorded');
  });
});

describe('webhooks', () => {
  it('queues an einvoice.status_changed event for the buyer company’s endpoint at each move (Submitted, Valid)', async () => {
    // The tests run no worker: the events wait in the delivery log, which is what is read here.
    const endpoint = await server.post<CreatedWebhook>(
      '/api/Webhooks',
      { Url: 'https://dealer.example/hooks' },
      company,
    );
    assert.equal(endpoint.status, 200, JSON.stringify(endpoint.body));
    const invoice = await confirmedInvoice(1);
    await work();
    await work();
    assert.equal((await einvoiceOf(invoice.DocumentNo as string)).Status, 'Valid');
    const events = await server.db
      .selectFrom('webhook_deliveries')
      .select(['event', 'payload'])
      .where('endpoint_id', '=', endpoint.body.id)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      events.map((row) => [row.event, (JSON.parse(row.payload) as { data: Record<string, unknown> }).data]),
      [
        ['einvoice.status_changed', { codeNumber: invoice.DocumentNo, status: 'Submitted', previousStatus: 'Queued' }],
        ['einvoice.status_changed', { codeNumber: invoice.DocumentNo, status: 'Valid', previousStatus: 'Submitted' }],
      ],
    );
    await server.post(`/api/Webhooks/Remove?id=${endpoint.body.id}`, undefined, company);
  });
});
