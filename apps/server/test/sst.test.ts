import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type CreditTopupAnswer,
  codeSentences,
  type Invoice,
  type InvoiceChangeAnswer,
  type InvoiceDetail,
  InvoiceStatus,
  type InvoiceTransaction,
  PaymentType,
  type TransactionPage,
  type TransactionSummary,
  TransactionType,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { getDocumentProxy } from 'unpdf';
import { splitSst } from '../src/domain/money/sst.ts';
import { invoicePdf } from '../src/features/invoices/pdf.ts';
import { malaysianDay } from '../src/platform/malaysian-days.ts';
import { admin, company, demo, individual, login, server, startTestServer, useTestServer } from './support/harness.ts';
import { dealerOnPostpaid } from './support/myinvois.ts';
import { buyBuyerPack } from './support/payments.ts';
import { pdfText } from './support/pdf.ts';

const SST_NO = 'W10-1808-32000999';

/** Pairs of printed words whose boxes cross (beyond a hair's width): text printed over other text. */
async function overprintedTexts(bytes: ArrayBuffer | Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const crossings: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const boxes = content.items
      .filter((item) => 'str' in item && item.str.trim() !== '' && item.width > 0)
      .map((item) => {
        const { str, transform, width, height } = item as {
          str: string;
          transform: number[];
          width: number;
          height: number;
        };
        const [x = 0, y = 0] = transform.slice(4);
        return { str, left: x, right: x + width, bottom: y, top: y + height };
      });
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const up = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
        if (across > 0.5 && up > 0.5) crossings.push(`page ${number}: "${a.str}" over "${b.str}"`);
      }
    }
  }
  return crossings;
}

const download = (url: string, token: string) =>
  fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });

const buyPackage = (token: string) => buyBuyerPack(server, token);

const moneyRow = (publicId: string) =>
  server.db
    .selectFrom('payments as p')
    .innerJoin('transactions as t', 't.document_no', 'p.transaction_no')
    .select(['p.amount_sen', 'p.tax_sen as payment_tax', 't.tax_sen as ledger_tax', 'p.transaction_no'])
    .where('p.public_id', '=', publicId)
    .executeTakeFirstOrThrow();

describe('with SELLER_SST_NO set: 8% SST inside every price', () => {
  useTestServer({
    env: { SELLER_SST_NO: SST_NO },
    login: ['company', 'individual', 'admin'],
    ledgerChecked: 'at the end',
  });

  it('says prices include 8% SST', async () => {
    assert.deepEqual((await server.get('/api/Sst')).body, { registered: true, ratePercent: 8 });
  });

  it('taxes a credit package when bought: RM 100.00 holds RM 7.41, on the payment and its ledger row', async () => {
    const id = await buyPackage(company);
    const row = await moneyRow(id);
    assert.equal(row.amount_sen, 10000);
    assert.equal(row.payment_tax, 741);
    assert.equal(row.ledger_tax, 741);
    assert.equal(splitSst(10000, 8).taxSen, 741);
  });

  it('does not tax credit spent on a check again', async () => {
    await server.buyCheck('BMK8821', individual);
    const spent = await server.db
      .selectFrom('transactions')
      .select('tax_sen')
      .where('type', '=', 2)
      .where('credit', '<', 0)
      .execute();
    assert.ok(spent.length > 0);
    assert.ok(spent.every((row) => row.tax_sen === 0));
  });

  it("gives a company's package purchase a PTI tax invoice: in its transactions, downloadable by it and an administrator, refused to others, mailed as a PDF", async () => {
    const id = await buyPackage(company);
    const row = await moneyRow(id);
    const ledger = await server.get<TransactionPage>(`/api/Transaction?q=${row.transaction_no}`, company);
    const mine = ledger.body.items.find((item) => item.DocumentNo === row.transaction_no);
    assert.ok(mine?.TaxInvoiceID, 'the purchase row links its tax invoice');
    assert.equal(mine.Tax, 741);
    const url = `/api/TaxInvoice/DownloadPdf?id=${mine.TaxInvoiceID}`;
    for (const token of [company, admin]) {
      const answer = await download(url, token);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('content-type'), 'application/pdf');
      const text = await pdfText(await answer.arrayBuffer());
      for (const expected of [
        'TAX INVOICE',
        'PTI-',
        'CarSemak Sdn. Bhd.',
        SST_NO,
        'C2584563200',
        '202401012345',
        'Jaya Auto Trading Sdn. Bhd.',
        'C20880050010',
        '201901012345',
        'W10-1808-32000123',
        '47100 Puchong, Selangor',
        'SST 8%',
        '7.41',
        '92.59',
        '100.00',
        'Paid in full online',
      ]) {
        assert.ok(text.includes(expected), `the tax invoice shows ${expected}`);
      }
      assert.ok(!text.includes('Maybank'), 'a tax invoice paid online asks for no bank transfer');
    }
    const refused = await download(url, individual);
    assert.equal(refused.status, 404);
    assert.equal(((await refused.json()) as { Message: string }).Message, codeSentences.TAX_INVOICE_NOT_FOUND);
    const mail = await server.db
      .selectFrom('mail_outbox')
      .select(['attachment_name', 'text_body'])
      .where('attachment_name', 'like', 'PTI-%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.match(mail.text_body, /Of which SST 8%/);
  });

  it('prints the tax invoice in every language with no text over another', async () => {
    const id = await buyPackage(company);
    const row = await moneyRow(id);
    const ledger = await server.get<TransactionPage>(`/api/Transaction?q=${row.transaction_no}`, company);
    const taxInvoiceId = ledger.body.items.find((item) => item.DocumentNo === row.transaction_no)?.TaxInvoiceID;
    assert.ok(taxInvoiceId);
    const titles = { zh: '税务发票', ms: 'INVOIS CUKAI', en: 'TAX INVOICE' } as const;
    try {
      for (const [language, title] of Object.entries(titles)) {
        await server.call('PUT', '/api/Language', { body: { Language: language }, token: company });
        const bytes = await (await download(`/api/TaxInvoice/DownloadPdf?id=${taxInvoiceId}`, company)).arrayBuffer();
        assert.ok((await pdfText(bytes.slice(0))).includes(title), `the tax invoice is in ${language}`);
        assert.deepEqual(await overprintedTexts(bytes), [], `the ${language} tax invoice prints no text over another`);
      }
    } finally {
      await server.call('PUT', '/api/Language', { body: { Language: 'en' }, token: company });
    }
  });

  it('taxes a postpaid check on its invoice line, and the invoice PDF shows both parties, due date, per-line tax and totals', async () => {
    await dealerOnPostpaid(server);
    await server.buyCheck('WXY1234', company, PaymentType.Postpaid);
    const companyId = (await server.db.selectFrom('companies').select('id').executeTakeFirstOrThrow()).id;
    const created = await server.post<{ id: number }>(
      `/api/Invoice/CreateNew?companyID=${companyId}`,
      undefined,
      admin,
    );
    const id = created.body.id;
    const lines = await server.get<InvoiceTransaction[]>(
      `/api/Invoice/GetTransactionItem?id=${id}&available=true`,
      admin,
    );
    const added = await server.post<InvoiceChangeAnswer>(
      `/api/Invoice/AddInvoiceTransaction?id=${id}`,
      lines.body.map((line) => line.id),
      admin,
    );
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const draft = (await server.get<InvoiceDetail>(`/api/Invoice/GetInvoice?id=${id}`, admin)).body;
    const confirmed = await server.post<InvoiceChangeAnswer>(
      `/api/Invoice/SaveInvoice?id=${id}`,
      { DocumentDate: draft.DocumentDate, Status: InvoiceStatus.Confirmed, CompanyAddress: draft.CompanyAddress },
      admin,
    );
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    const invoice: Invoice = confirmed.body.invoice;
    const taxed = (await server.get<InvoiceTransaction[]>(`/api/Invoice/GetTransactionItem?id=${id}`, admin)).body;
    const expected = taxed.reduce((sum, line) => sum + splitSst(line.ChargesSen, 8).taxSen, 0);
    assert.ok(taxed.every((line) => line.TaxSen === splitSst(line.ChargesSen, 8).taxSen));
    assert.equal(invoice.TaxSen, expected);
    assert.equal(invoice.AmountExcludingSstSen, invoice.AmountSen - expected);
    const detail = (await server.get<InvoiceDetail>(`/api/Invoice/GetInvoice?id=${id}`, admin)).body;
    assert.equal(detail.Parties.seller.sstNo, SST_NO);
    const answer = await download(`/api/Invoice/DownloadPdf?id=${id}`, admin);
    const text = await pdfText(await answer.arrayBuffer());
    for (const shown of [
      'TAX INVOICE',
      invoice.DocumentNo ?? '',
      'Due Date',
      'CarSemak Sdn. Bhd.',
      SST_NO,
      'Jaya Auto Trading Sdn. Bhd.',
      'C20880050010',
      'W10-1808-32000123',
      'Total excluding SST',
      'SST 8%',
      'Total including SST',
      'Maybank',
    ]) {
      assert.ok(text.includes(shown), `the invoice shows ${shown}`);
    }
    assert.ok(!text.includes('e-Invoice'), 'no e-invoice block before it is validated');
    // The e-invoice's block, printed when the invoice is given its validated e-invoice.
    const data = { uuid: 'F9D425P6DS7D8IU', validationUrl: 'https://myinvois.hasil.gov.my/F9D425P6DS7D8IU/share/ABC' };
    const withEinvoice = await invoicePdf({ invoice: { ...detail, Einvoice: data }, lines: taxed, payments: [] });
    const einvoiceText = await pdfText(withEinvoice);
    assert.ok(einvoiceText.includes('e-Invoice'));
    assert.ok(einvoiceText.includes(data.uuid));
    assert.ok(einvoiceText.includes(data.validationUrl));
    for (const language of ['zh', 'ms', 'en'] as const) {
      const printed = await invoicePdf({ invoice: detail, lines: taxed, payments: [], language });
      assert.deepEqual(
        await overprintedTexts(printed),
        [],
        `the ${language} invoice prints no text over another (its narrow headers wrap)`,
      );
    }
  });

  it('shows the tax in its own column of the ledger export', async () => {
    const answer = await download('/api/Transaction?download=true', admin);
    assert.equal(answer.status, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await answer.arrayBuffer());
    const sheet = workbook.worksheets[0];
    assert.ok(sheet);
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const column = headers.indexOf('SST (RM)');
    assert.ok(column > 0, `a tax column among ${headers.join(', ')}`);
    const taxes = sheet.getColumn(column).values.slice(2).map(Number);
    assert.ok(taxes.includes(7.41));
  });

  it("shows on the dashboard the SST inside the range's sales: the sum of the tax its sales stored", async () => {
    const month = async () =>
      (await server.get<TransactionSummary>('/api/Summary/TransactionSummary?dateSelection=month', admin)).body;
    const before = await month();
    await buyPackage(individual);
    const after = await month();
    assert.equal(after.totals.taxSen, before.totals.taxSen + 741, 'a package of RM 100.00 adds its RM 7.41');
    assert.equal(after.totals.revenueSen, before.totals.revenueSen + 10000);

    // Every sale of the month as the ledger stored it: money received, and postpaid checks billed on an invoice.
    const monthStart = new Date(`${malaysianDay(new Date()).slice(0, 8)}01T00:00:00+08:00`);
    const sales = await server.db
      .selectFrom('transactions')
      .select(['type', 'tax_sen'])
      .where('created_at', '>=', monthStart)
      .where((eb) =>
        eb.or([
          eb.and([eb('type', '=', TransactionType.Payment), eb('payment_status', '=', 'Completed')]),
          eb('type', '=', TransactionType.Postpaid),
        ]),
      )
      .execute();
    const taxOf = (rows: typeof sales) => rows.reduce((sum, row) => sum + row.tax_sen, 0);
    assert.ok(taxOf(sales.filter((row) => row.type === TransactionType.Postpaid)) > 0, 'a postpaid line is taxed');
    assert.equal(after.totals.taxSen, taxOf(sales));
    assert.equal(
      after.daily.reduce((sum, day) => sum + day.taxSen, 0),
      after.totals.taxSen,
      'the days add up to the total',
    );
  });
});

describe('without SELLER_SST_NO: no tax charged or printed', () => {
  it('charges no SST on a package and prints none on the invoice', async () => {
    const plain = await startTestServer();
    try {
      const token = await login(plain, demo.company);
      assert.deepEqual((await plain.get('/api/Sst')).body, { registered: false, ratePercent: 0 });
      const created = await plain.post<CreditTopupAnswer>(
        '/api/Payment/CreditTopup',
        { paymentName: 'Buyer', paymentEmail: 'dealer@demo.carsemak.my', paymentPhone: '0123456789', CreditSetupID: 2 },
        token,
      );
      const row = await plain.db
        .selectFrom('payments')
        .select('tax_sen')
        .where('public_id', '=', created.body.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.tax_sen, 0);
    } finally {
      await plain.close();
    }
  });
});
