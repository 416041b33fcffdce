import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  codeSentences,
  formatRinggit,
  type Invoice,
  type InvoiceChangeAnswer,
  type InvoicePage,
  type InvoicePayment,
  InvoiceStatus,
  type InvoiceTransaction,
  type PaymentType,
} from '@portal/contract';
import { insertCompany } from '../src/features/auth/queries.ts';
import { invoicesTexts } from '../src/features/invoices/texts.ts';
import { addCompanyUser, admin, company, demo, individual, login, server, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';

let otherCompany: string;
let dealerCompanyId: number;
let otherCompanyId: number;

const DEALER_RATE_SEN = 1250;

type Problem = { Message?: string; errors?: Record<string, string> };

const paidSearch = (token: string, paymentType: PaymentType) => server.buyCheck('BMK8821', token, paymentType);

/** The dealer's postpaid rows not on an invoice yet, oldest first. */
const selectable = async (invoiceId: number, query = '') =>
  (
    await server.get<InvoiceTransaction[]>(
      `/api/Invoice/GetTransactionItem?id=${invoiceId}&available=true${query}`,
      admin,
    )
  ).body;

const createInvoice = async (companyId = dealerCompanyId) =>
  (await server.post<{ id: number }>(`/api/Invoice/CreateNew?companyID=${companyId}`, undefined, admin)).body.id;
const getInvoice = async (id: number) => (await server.get<Invoice>(`/api/Invoice/GetInvoice?id=${id}`, admin)).body;
/** An administrator's change to an invoice: answers the invoice as it now is, or the problem. */
const change = (url: string, body?: unknown) => server.post<InvoiceChangeAnswer & Problem>(url, body, admin);
const addLines = (id: number, ids: unknown) => change(`/api/Invoice/AddInvoiceTransaction?id=${id}`, ids);
const saveInvoice = (id: number, body: unknown) => change(`/api/Invoice/SaveInvoice?id=${id}`, body);
const savePayment = (invoiceId: number, body: unknown, id = 0) =>
  change(`/api/Invoice/SaveInvoicePayment?invoiceId=${invoiceId}&id=${id}`, body);
const removeLine = (lineId: number) => change(`/api/Invoice/RemoveInvoiceTransaction?id=${lineId}`);
const deletePayment = (paymentId: number) => change(`/api/Invoice/DeleteInvoicePayment?id=${paymentId}`);
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const confirm = (invoice: Invoice) =>
  saveInvoice(invoice.id, {
    DocumentDate: invoice.DocumentDate,
    Status: InvoiceStatus.Confirmed,
    CompanyAddress: 'Lot 5, Jalan Kuching, 51200 Kuala Lumpur',
  });

/** A confirmed invoice billing `count` new postpaid searches of the dealer. */
async function confirmedInvoice(count: number) {
  for (let index = 0; index < count; index += 1) await paidSearch(company, 4);
  const id = await createInvoice();
  const ids = (await selectable(id)).slice(-count).map((line) => line.id);
  assert.equal((await addLines(id, ids)).status, 200);
  const confirmed = await confirm(await getInvoice(id));
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return confirmed.body.invoice;
}

const counts = async () => ({
  invoices: await server.countRows('invoices'),
  payments: await server.countRows('invoice_payments'),
  audit: await server.countRows('audit_log'),
  invoiced: await server.countRows('transactions', (row) => row('invoice_id', 'is not', null)),
});

useTestServer({
  login: ['admin', 'company', 'individual'],
  ledgerChecked: 'at the end',
  prepare: async () => {
    dealerCompanyId = (await server.user(demo.company.username)).company_id as number;
    await server.db
      .updateTable('users')
      .set({ is_postpaid: true, postpaid_rate_sen: DEALER_RATE_SEN })
      .where('email', '=', demo.company.username)
      .execute();
    await server.db
      .updateTable('companies')
      .set({ address: 'Lot 5, Jalan Ipoh, 51200 Kuala Lumpur' })
      .where('id', '=', dealerCompanyId)
      .execute();
    // Another postpaid company, whose rows must never show on the dealer's invoices.
    otherCompanyId = await insertCompany(server.db, {
      CompanyName: 'Fleet Motors Sdn. Bhd.',
      CompanyNo: '202001000001',
      ContactNo: '0322223333',
      TIN: 'C10000000010',
      SSTNo: undefined,
      Address: { Lines: 'Jalan Klang Lama', Postcode: '58000', City: 'Kuala Lumpur', StateCode: '14' },
    });
    otherCompany = await addCompanyUser(
      {
        email: 'fleet@demo.carsemak.my',
        username: 'Fleet Buyer',
        phone: '0123456781',
        companyId: otherCompanyId,
        referralCode: 'LFC01',
      },
      (trx, id) =>
        trx.updateTable('users').set({ is_postpaid: true, postpaid_rate_sen: 900 }).where('id', '=', id).execute(),
    );
  },
});

describe('postpaid searches', () => {
  it("offer the company's rate and bill it as a type 3 row with no credit, ready for an invoice", async () => {
    const found = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821', company);
    const charge = await server.get<{ IsPostpaid: boolean; PostpaidRateSen: number }>(
      `/api/Check/GetChargeInfo?id=${found.body.Unikey}`,
      company,
    );
    assert.equal(charge.body.IsPostpaid, true);
    assert.equal(charge.body.PostpaidRateSen, DEALER_RATE_SEN);
    assert.equal(formatRinggit(DEALER_RATE_SEN), 'RM 12.50');
    const invoiceId = await createInvoice();
    const before = await selectable(invoiceId);
    await paidSearch(company, 4);
    const afterwards = await selectable(invoiceId);
    assert.equal(afterwards.length, before.length + 1);
    const newest = afterwards.at(-1) as InvoiceTransaction;
    assert.equal(newest.ChargesSen, DEALER_RATE_SEN);
    assert.equal(newest.CompanyName, 'Jaya Auto Trading Sdn. Bhd.');
  });
});

describe('creating an invoice', () => {
  it('makes a Draft for the chosen company, with its name and address, dated today, with no number yet', async () => {
    const id = await createInvoice();
    const invoice = await getInvoice(id);
    assert.equal(invoice.Status, InvoiceStatus.Draft);
    assert.equal(invoice.InvoiceStatus, 'Draft');
    assert.equal(invoice.DocumentNo, null);
    assert.equal(invoice.DocumentDate, today());
    assert.equal(invoice.CompanyName, 'Jaya Auto Trading Sdn. Bhd.');
    assert.equal(invoice.CompanyAddress, 'Lot 5, Jalan Ipoh, 51200 Kuala Lumpur');
    assert.equal(invoice.AmountSen, 0);
    assert.equal(invoice.CanEditInvoice, true);
    assert.equal(invoice.CanRemoveTransaction, true);
    const audit = await server.auditRows('invoice', id);
    assert.deepEqual(
      audit.map((row) => row.action),
      ['create'],
    );
  });

  for (const [name, query, status, message] of [
    ['an unknown company', 'companyID=999999', 400, codeSentences.INVOICE_COMPANY_UNKNOWN],
    ['no company', 'companyID=', 400, messages.required],
  ] as const) {
    it(`refuses ${name} with "${message}" and creates nothing`, async () => {
      const before = await counts();
      const answer = await server.post<{ Message: string }>(`/api/Invoice/CreateNew?${query}`, undefined, admin);
      assert.equal(answer.status, status);
      assert.match(answer.body.Message, new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      assert.deepEqual(await counts(), before);
    });
  }
});

describe('the transactions of an invoice', () => {
  it("lists only the company's postpaid transactions that are on no invoice, within the dates", async () => {
    await paidSearch(company, 4);
    await paidSearch(individual, 3);
    await paidSearch(otherCompany, 4);
    const id = await createInvoice();
    const lines = await selectable(id);
    assert.ok(lines.length > 0);
    for (const line of lines) assert.equal(line.CompanyName, 'Jaya Auto Trading Sdn. Bhd.');
    const rows = await server.db
      .selectFrom('transactions')
      .select(['id', 'type', 'invoice_id'])
      .where(
        'id',
        'in',
        lines.map((line) => line.id),
      )
      .execute();
    for (const row of rows) assert.deepEqual([row.type, row.invoice_id], [3, null]);
    const tomorrow = new Date(Date.now() + 32 * 3600_000).toISOString().slice(0, 10);
    assert.deepEqual(await selectable(id, `&fromDate=${tomorrow}`), []);
    assert.equal((await selectable(id, `&fromDate=${today()}&toDate=${today()}`)).length, lines.length);
    const bad = await server.get<{ errors: Record<string, string> }>(
      `/api/Invoice/GetTransactionItem?id=${id}&available=true&fromDate=2026-02-30`,
      admin,
    );
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors.fromDate, messages.invalidDate);
  });

  it('adds the selection all or nothing, totals it, and shows the invoice on the ledger rows', async () => {
    await paidSearch(company, 4);
    await paidSearch(company, 4);
    const id = await createInvoice();
    const lines = await selectable(id);
    const individualRow = await server.db
      .selectFrom('transactions')
      .select('id')
      .where('type', '=', 2)
      .where('check_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const fleetRow = await server.db
      .selectFrom('transactions')
      .select('id')
      .where('company_id', '=', otherCompanyId)
      .executeTakeFirstOrThrow();

    for (const foreign of [individualRow.id, fleetRow.id, 99_999_999]) {
      const before = await counts();
      const refused = await addLines(id, [...lines.map((line) => line.id), foreign]);
      assert.equal(refused.status, 409);
      assert.equal(refused.body.Message, codeSentences.INVOICE_TRANSACTIONS_UNAVAILABLE);
      assert.deepEqual(await counts(), before);
    }
    for (const body of [[], 'nonsense', [0], [-1]]) {
      const before = await counts();
      const refused = await addLines(id, body);
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.deepEqual(await counts(), before);
    }
    const empty = await addLines(id, []);
    assert.equal(empty.body.Message, codeSentences.INVOICE_NO_TRANSACTIONS_SELECTED);

    const added = await addLines(
      id,
      lines.map((line) => line.id),
    );
    assert.equal(added.status, 200);
    assert.equal(added.body.Message, invoicesTexts.of('en')('transactionsAdded', { count: lines.length }));
    const total = lines.reduce((sum, line) => sum + line.ChargesSen, 0);
    assert.equal(added.body.invoice.AmountSen, total);
    assert.equal(added.body.invoice.OutstandingAmountSen, total);
    const onInvoice = await server.get<InvoiceTransaction[]>(`/api/Invoice/GetTransactionItem?id=${id}`, admin);
    assert.deepEqual(
      onInvoice.body.map((line) => line.id),
      lines.map((line) => line.id),
    );
    assert.deepEqual(await selectable(id), []);
    const ledger = await server.get<{ items: { id: number; InvoiceID: number | null }[] }>(
      '/api/Transaction?transactionType=3&rows=100',
      admin,
    );
    const shown = ledger.body.items.find((item) => item.id === lines[0]?.id);
    assert.equal(shown?.InvoiceID, id);

    // On an invoice already: another draft cannot take it.
    const second = await createInvoice();
    const again = await addLines(second, [lines[0]?.id]);
    assert.equal(again.status, 409);
    assert.equal((await getInvoice(second)).AmountSen, 0);
  });

  it('takes a transaction off a Draft and makes it selectable again', async () => {
    await paidSearch(company, 4);
    const id = await createInvoice();
    const [line] = await selectable(id);
    assert.ok(line);
    await addLines(id, [line.id]);
    const auditBefore = await server.countRows('audit_log');
    const removed = await removeLine(line.id);
    assert.equal(removed.status, 200);
    assert.equal(removed.body.Message, messages.deleteDone('transaction'));
    assert.equal(removed.body.invoice.AmountSen, 0);
    assert.ok((await selectable(id)).some((candidate) => candidate.id === line.id));
    assert.equal(await server.countRows('audit_log'), auditBefore + 1);
    const gone = await removeLine(line.id);
    assert.equal(gone.status, 404);
    assert.equal(gone.body.Message, codeSentences.INVOICE_TRANSACTION_NOT_ON_INVOICE);
  });
});

describe('editing and confirming', () => {
  it('refuses bad fields with the specification words and changes nothing', async () => {
    const id = await createInvoice();
    const cases: [unknown, string, string][] = [
      [{ Status: 1 }, 'DocumentDate', messages.required],
      [{ DocumentDate: '2026-02-30', Status: 1 }, 'DocumentDate', messages.invalidDate],
      [{ DocumentDate: today() }, 'Status', messages.required],
      [{ DocumentDate: today(), Status: 3 }, 'Status', codeSentences.INVOICE_STATUS_UNKNOWN],
      [
        { DocumentDate: today(), Status: 1, CompanyAddress: 'x'.repeat(501) },
        'CompanyAddress',
        messages.maxLength(500),
      ],
    ];
    for (const [body, field, message] of cases) {
      const before = await counts();
      const answer = await saveInvoice(id, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.errors?.[field], message);
      assert.deepEqual(await counts(), before);
    }
    assert.deepEqual(await getInvoice(id), await getInvoice(id));
    assert.equal((await getInvoice(id)).Status, InvoiceStatus.Draft);
  });

  it('edits the date and address of a Draft, and audits before and after', async () => {
    const id = await createInvoice();
    const saved = await saveInvoice(id, { DocumentDate: '2026-10-31', Status: 1, CompanyAddress: 'No. 1, Jalan Baru' });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.invoice.DocumentDate, '2026-10-31');
    assert.equal(saved.body.invoice.CompanyAddress, 'No. 1, Jalan Baru');
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'invoice')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    assert.equal((audit.before as Invoice).DocumentDate, today());
    assert.equal((audit.after as Invoice).DocumentDate, '2026-10-31');
  });

  it('takes back what GetInvoice answers, an address of null included (an optional field left empty)', async () => {
    const id = await createInvoice();
    const cleared = await saveInvoice(id, { DocumentDate: today(), Status: 1, CompanyAddress: '' });
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    const read = await getInvoice(id);
    assert.equal(read.CompanyAddress, null);
    const saved = await saveInvoice(id, { ...read, DocumentDate: '2026-10-30' });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.invoice.DocumentDate, '2026-10-30');
    assert.equal(saved.body.invoice.CompanyAddress, null);
    const again = await saveInvoice(id, await getInvoice(id));
    assert.equal(again.status, 200, JSON.stringify(again.body));
    // A change answers the invoice's own fields; GetInvoice adds its parties, due date and e-invoice to them.
    const shown = await getInvoice(id);
    assert.deepEqual({ ...shown, ...again.body.invoice }, shown);
  });

  it('will not confirm an empty invoice, nor set a status that payments decide', async () => {
    const id = await createInvoice();
    const before = await counts();
    const empty = await saveInvoice(id, { DocumentDate: today(), Status: InvoiceStatus.Confirmed });
    assert.equal(empty.status, 409);
    assert.equal(empty.body.Message, codeSentences.INVOICE_CONFIRM_NEEDS_TRANSACTIONS);
    const paid = await saveInvoice(id, { DocumentDate: today(), Status: InvoiceStatus.Paid });
    assert.equal(paid.status, 409);
    assert.equal(paid.body.Message, messages.statusNotAllowed('Draft', 'Paid'));
    assert.deepEqual(await counts(), before);
  });

  it('confirms with an INV number, then keeps its transactions: none removed, none added', async () => {
    const invoice = await confirmedInvoice(2);
    assert.equal(invoice.Status, InvoiceStatus.Confirmed);
    assert.match(invoice.DocumentNo ?? '', /^INV-\d{4}-\d{5}$/);
    assert.equal(invoice.CanEditInvoice, true);
    assert.equal(invoice.CanRemoveTransaction, false);
    assert.equal(invoice.AmountSen, 2 * DEALER_RATE_SEN);
    const confirmAudit = (await server.auditRows('invoice', invoice.id)).filter((row) => row.action === 'confirm');
    assert.equal(confirmAudit.length, 1);

    const [line] = (await server.get<InvoiceTransaction[]>(`/api/Invoice/GetTransactionItem?id=${invoice.id}`, admin))
      .body;
    assert.ok(line);
    const before = await counts();
    const removed = await removeLine(line.id);
    assert.equal(removed.status, 409);
    assert.equal(removed.body.Message, codeSentences.INVOICE_NOT_REMOVABLE);
    await paidSearch(company, 4);
    const fresh = (await selectable(invoice.id)).map((candidate) => candidate.id);
    const added = await addLines(invoice.id, fresh);
    assert.equal(added.status, 409);
    assert.equal(added.body.Message, codeSentences.INVOICE_ADD_ONLY_TO_DRAFT);
    const back = await saveInvoice(invoice.id, { DocumentDate: today(), Status: InvoiceStatus.Draft });
    assert.equal(back.status, 409);
    assert.deepEqual(await counts(), before);
    assert.equal((await getInvoice(invoice.id)).AmountSen, 2 * DEALER_RATE_SEN);
  });

  it('cancels a Draft and frees its transactions for another invoice', async () => {
    await paidSearch(company, 4);
    const id = await createInvoice();
    const ids = (await selectable(id)).map((line) => line.id);
    await addLines(id, ids);
    const cancelled = await saveInvoice(id, { DocumentDate: today(), Status: InvoiceStatus.Cancelled });
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.invoice.InvoiceStatus, 'Cancelled');
    assert.equal(cancelled.body.invoice.CanEditInvoice, false);
    assert.equal(cancelled.body.invoice.OutstandingAmountSen, 0);
    const next = await createInvoice();
    assert.equal((await addLines(next, ids)).status, 200);
    const edit = await saveInvoice(id, { DocumentDate: today(), Status: InvoiceStatus.Draft });
    assert.equal(edit.status, 409);
    assert.equal(edit.body.Message, codeSentences.INVOICE_NOT_EDITABLE);
  });
});

describe('payments', () => {
  it('are refused on a Draft, and with missing or bad fields, changing nothing', async () => {
    await paidSearch(company, 4);
    const id = await createInvoice();
    await addLines(
      id,
      (await selectable(id)).map((line) => line.id),
    );
    let before = await counts();
    const draft = await savePayment(id, { ReferenceNo: 'TT-1', Method: 1, Amount: '1.00' });
    assert.equal(draft.status, 409);
    assert.equal(draft.body.Message, codeSentences.INVOICE_PAYMENT_NEEDS_CONFIRMED);
    assert.deepEqual(await counts(), before);

    const invoice = (await confirm(await getInvoice(id))).body.invoice;
    before = await counts();
    const cases: [unknown, string, string][] = [
      [{ Method: 1, Amount: '1.00' }, 'ReferenceNo', messages.required],
      [{ ReferenceNo: 'TT-1', Amount: '1.00' }, 'Method', messages.required],
      [{ ReferenceNo: 'TT-1', Method: 9, Amount: '1.00' }, 'Method', codeSentences.INVOICE_METHOD_UNKNOWN],
      [{ ReferenceNo: 'TT-1', Method: 1 }, 'Amount', messages.required],
      [{ ReferenceNo: 'TT-1', Method: 1, Amount: 'abc' }, 'Amount', messages.invalidNumeric],
      [{ ReferenceNo: 'TT-1', Method: 1, Amount: '-5' }, 'Amount', messages.negativeNumber],
      [{ ReferenceNo: 'TT-1', Method: 1, Amount: '1.005' }, 'Amount', messages.invalidNumeric],
      [{ ReferenceNo: 'TT-1', Method: 1, Amount: '0' }, 'Amount', 'Value must be greater than 0'],
      [
        { ReferenceNo: 'TT-1', Method: 1, Amount: '12.51' },
        'Amount',
        messages.paymentAboveOutstanding(invoice.OutstandingAmountSen),
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await savePayment(id, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.errors?.[field], message);
    }
    assert.deepEqual(await counts(), before);
  });

  it('take RCP numbers and move the invoice to Partially paid, then Paid, after which it is closed', async () => {
    const invoice = await confirmedInvoice(2);
    const total = invoice.AmountSen;
    const part = await savePayment(invoice.id, { ReferenceNo: 'TT-20261121', Method: 1, Amount: '10.00' });
    assert.equal(part.status, 200);
    assert.equal(part.body.Message, invoicesTexts.of('en')('paymentSaved'));
    assert.equal(part.body.invoice.Status, InvoiceStatus.PartiallyPaid);
    assert.equal(part.body.invoice.OutstandingAmountSen, total - 1000);

    const [payment] = (await server.get<InvoicePayment[]>(`/api/Invoice/GetPaymentItem?id=${invoice.id}`, admin)).body;
    assert.ok(payment);
    assert.match(payment.DocumentNo, /^RCP-\d{4}-\d{5}$/);
    assert.equal(payment.MethodDesc, 'Bank transfer');
    const one = await server.get<InvoicePayment>(`/api/Invoice/GetInvoicePayment?id=${payment.id}`, admin);
    assert.deepEqual(one.body, payment);

    // Editing keeps the receipt number; its own amount counts as outstanding again.
    const edited = await savePayment(invoice.id, { ReferenceNo: 'CHQ 001122', Method: 2, Amount: '5.00' }, payment.id);
    assert.equal(edited.status, 200);
    assert.equal(edited.body.invoice.OutstandingAmountSen, total - 500);
    const afterEdit = (await server.get<InvoicePayment>(`/api/Invoice/GetInvoicePayment?id=${payment.id}`, admin)).body;
    assert.equal(afterEdit.DocumentNo, payment.DocumentNo);
    assert.equal(afterEdit.MethodDesc, 'Cheque');

    // Deleting the only payment takes it back to Confirmed; a cancel is refused while payments exist.
    const cancel = await saveInvoice(invoice.id, { DocumentDate: today(), Status: InvoiceStatus.Cancelled });
    assert.equal(cancel.status, 409);
    assert.equal(cancel.body.Message, codeSentences.INVOICE_CANCEL_WITH_PAYMENTS);
    const deleted = await deletePayment(payment.id);
    assert.equal(deleted.status, 200);
    assert.equal(deleted.body.Message, messages.deleteDone('payment'));
    assert.equal(deleted.body.invoice.Status, InvoiceStatus.Confirmed);

    await savePayment(invoice.id, { ReferenceNo: 'TT-1', Method: 1, Amount: '10.00' });
    const rest = await savePayment(invoice.id, {
      ReferenceNo: 'FPX-2',
      Method: 4,
      Amount: ((total - 1000) / 100).toFixed(2),
    });
    assert.equal(rest.status, 200);
    assert.equal(rest.body.invoice.Status, InvoiceStatus.Paid);
    assert.equal(rest.body.invoice.InvoiceStatus, 'Paid');
    assert.equal(rest.body.invoice.OutstandingAmountSen, 0);
    assert.equal(rest.body.invoice.CanEditInvoice, false);

    const before = await counts();
    const more = await savePayment(invoice.id, { ReferenceNo: 'TT-3', Method: 1, Amount: '0.01' });
    assert.equal(more.status, 409);
    assert.equal(more.body.Message, codeSentences.INVOICE_NOT_EDITABLE);
    const [first] = (await server.get<InvoicePayment[]>(`/api/Invoice/GetPaymentItem?id=${invoice.id}`, admin)).body;
    const removal = await server.post(`/api/Invoice/DeleteInvoicePayment?id=${first?.id}`, undefined, admin);
    assert.equal(removal.status, 409);
    assert.deepEqual(await counts(), before);

    const audit = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'invoice_payment')
      .execute();
    assert.ok(audit.length >= 5);
  });

  it('answers 404 for an unknown payment or invoice', async () => {
    assert.equal((await server.get('/api/Invoice/GetInvoicePayment?id=999999', admin)).status, 404);
    assert.equal((await server.get('/api/Invoice/GetInvoice?id=999999', admin)).status, 404);
    assert.equal((await server.post('/api/Invoice/DeleteInvoicePayment?id=999999', undefined, admin)).status, 404);
    const bad = await server.get<{ Message: string }>('/api/Invoice/GetInvoice?id=abc', admin);
    assert.equal(bad.status, 400);
  });
});

describe('the list', () => {
  it('filters by status, number or company, and dates; 10 rows a page', async () => {
    const confirmed = await confirmedInvoice(1);
    await createInvoice(otherCompanyId);
    const page = await server.get<InvoicePage>('/api/Invoice', admin);
    assert.equal(page.status, 200);
    assert.equal(page.body.rows, 10);
    assert.ok(page.body.items.length <= 10);
    const total = page.body.total;
    assert.equal(total, await server.countRows('invoices'));

    const byStatus = await server.get<InvoicePage>('/api/Invoice?invoiceStatus=4', admin);
    assert.ok(byStatus.body.items.every((item) => item.Status === InvoiceStatus.Confirmed));
    assert.ok(byStatus.body.items.some((item) => item.id === confirmed.id));

    const byNumber = await server.get<InvoicePage>(`/api/Invoice?q=${confirmed.DocumentNo}`, admin);
    assert.deepEqual(
      byNumber.body.items.map((item) => item.id),
      [confirmed.id],
    );
    const byCompany = await server.get<InvoicePage>('/api/Invoice?q=fleet', admin);
    assert.ok(byCompany.body.total >= 1);
    assert.ok(byCompany.body.items.every((item) => item.CompanyName === 'Fleet Motors Sdn. Bhd.'));

    const later = await server.get<InvoicePage>('/api/Invoice?fromDate=2099-01-01', admin);
    assert.equal(later.body.total, 0);
    const todays = await server.get<InvoicePage>(`/api/Invoice?fromDate=${today()}&toDate=${today()}`, admin);
    assert.ok(todays.body.total >= 2);

    for (const query of ['invoiceStatus=3', 'invoiceStatus=x', 'fromDate=2026-13-01']) {
      assert.equal((await server.get(`/api/Invoice?${query}`, admin)).status, 400, query);
    }
  });
});

describe('the PDF', () => {
  it('is a PDF named by the invoice number', async () => {
    const invoice = await confirmedInvoice(2);
    await savePayment(invoice.id, { ReferenceNo: 'TT-PDF', Method: 1, Amount: '5.00' });
    const response = await fetch(`${server.baseUrl}/api/Invoice/DownloadPdf?id=${invoice.id}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    assert.equal(response.headers.get('content-disposition'), `attachment; filename="${invoice.DocumentNo}.pdf"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    assert.ok(bytes.length > 1500);
    assert.equal((await server.get(`/api/Invoice/DownloadPdf?id=${invoice.id}`, company)).status, 403);
  });
});

describe('at the same moment', () => {
  it('puts a transaction on one invoice only when two administrators add it to two invoices at once', async () => {
    const secondAdmin = await login(server, demo.admin);
    const rounds = 10;
    for (let round = 0; round < rounds; round += 1) {
      await paidSearch(company, 4);
      await paidSearch(company, 4);
      const [first, second] = [await createInvoice(), await createInvoice()];
      const ids = (await selectable(first)).map((line) => line.id);
      const answers = await Promise.all([
        server.post(`/api/Invoice/AddInvoiceTransaction?id=${first}`, ids, admin),
        server.post(`/api/Invoice/AddInvoiceTransaction?id=${second}`, ids, secondAdmin),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      assert.deepEqual(statuses, [200, 409], `round ${round}`);
      const rows = await server.db.selectFrom('transactions').select('invoice_id').where('id', 'in', ids).execute();
      const owners = new Set(rows.map((row) => row.invoice_id));
      assert.equal(owners.size, 1);
      const [owner] = [...owners];
      assert.ok(owner === first || owner === second);
      const loser = owner === first ? second : first;
      assert.equal((await getInvoice(owner as number)).AmountSen, ids.length * DEALER_RATE_SEN);
      assert.equal((await getInvoice(loser)).AmountSen, 0);
    }
    // Every invoice's total is exactly the sum of the rows that name it.
    const mismatched = await server.db
      .selectFrom('invoices as i')
      .select('i.id')
      .where(({ eb, selectFrom }) =>
        eb(
          'i.amount_sen',
          '!=',
          selectFrom('transactions as t')
            .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('t.amount_sen'), inner.lit(0)).as('s'))
            .whereRef('t.invoice_id', '=', 'i.id'),
        ),
      )
      .where('i.status', '!=', InvoiceStatus.Cancelled)
      .execute();
    assert.deepEqual(mismatched, []);
  });

  it('never lets two payments at once take the invoice past its amount', async () => {
    const invoice = await confirmedInvoice(2);
    const share = ((invoice.AmountSen * 0.6) / 100).toFixed(2);
    const answers = await Promise.all(
      [1, 2, 3].map((index) => savePayment(invoice.id, { ReferenceNo: `TT-${index}`, Method: 1, Amount: share })),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 400, 400]);
    const after = await getInvoice(invoice.id);
    assert.equal(after.Status, InvoiceStatus.PartiallyPaid);
    assert.equal(after.OutstandingAmountSen, invoice.AmountSen - Math.round(invoice.AmountSen * 0.6));
  });
});
