import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TransactionPage } from '@portal/contract';
import ExcelJS from 'exceljs';
import { describeLedgerEntry } from '../src/domain/ledger/texts.ts';
import { topupReceiptMail } from '../src/features/payments/mails.ts';
import { admin, company, demo, individual, server, useTestServer, waitForMail } from './support/harness.ts';
import { messages } from './support/messages.ts';
import { buyBuyerPack, paymentRow } from './support/payments.ts';
import { downloadedReportPdf, pdfText } from './support/pdf.ts';

useTestServer({
  env: { PAYMENT_SIGNING_KEY: 'test-sandbox-signing-key-0123456789abcdef' },
  login: ['individual', 'company', 'admin'],
});

const choose = (language: unknown, options: { token?: string; headers?: Record<string, string> } = {}) =>
  server.call<{ Language: string }>('PUT', '/api/Language', { body: { Language: language }, ...options });
const languageOf = async (email: string) => (await server.user(email)).language;
const profile = (token: string, headers: Record<string, string>) =>
  server.call<{ Language: string }>('GET', '/api/UserProfile', { token, headers });

async function reportPdf(token: string) {
  return pdfText(await downloadedReportPdf(server, await server.buyCheck('BMK8821', company), token));
}

describe('choosing a language', () => {
  it('keeps a visitor’s choice in the lang cookie', async () => {
    const answer = await choose('ms');
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { Language: 'ms' });
    assert.match(answer.headers.get('set-cookie') ?? '', /^lang=ms;.*Path=\//);
  });

  it('stores an account’s choice, which wins over Accept-Language on the next request', async () => {
    const before = await profile(individual, { 'accept-language': 'zh-CN,zh;q=0.9' });
    assert.equal(before.body.Language, 'zh', 'no choice yet: the browser’s language');

    assert.equal((await choose('ms', { token: individual })).status, 200);
    assert.equal(await languageOf(demo.individual.username), 'ms');
    const next = await profile(individual, { 'accept-language': 'zh-CN,zh;q=0.9', cookie: 'lang=en' });
    assert.equal(next.body.Language, 'ms');

    const types = await server.call<{ id: number; label: string }[]>('GET', '/util/GetTransactionTypes', {
      token: individual,
      headers: { 'accept-language': 'en-MY' },
    });
    assert.deepEqual(
      types.body.map((type) => type.label),
      ['Bayaran', 'Kredit', 'Pascabayar'],
    );
  });

  it('refuses a language the portal does not speak with 400 and changes nothing', async () => {
    for (const bad of ['fr', 'MS', '', 42, null]) {
      const answer = await choose(bad, { token: individual });
      assert.equal(answer.status, 400, `${JSON.stringify(bad)} is refused`);
      assert.equal(answer.headers.get('set-cookie'), null, 'no cookie');
      assert.equal(await languageOf(demo.individual.username), 'ms', 'the account keeps its choice');
    }
  });
});

describe('a Malay-speaking account', () => {
  it('registers from a Malay browser and gets its verification mail in Malay', async () => {
    const email = 'siti.nur@example.my';
    const registered = await server.call('POST', '/api/Account/Post', {
      headers: { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.5' },
      body: {
        UserType: 'INDIVIDUAL',
        Username: 'Siti <Nur>',
        Phone: '012-345 6789',
        Email: email,
        Password: 'Kereta#2026',
        ConfirmPassword: 'Kereta#2026',
        AcceptTerms: true,
      },
    });
    assert.equal(registered.status, 200, JSON.stringify(registered.body));
    const mail = await waitForMail(server, email);
    assert.equal(mail.subject, 'Sahkan akaun CarSemak anda');
    assert.match(mail.text, /^Hai Siti <Nur>,/);
    assert.match(mail.text, /Sahkan akaun saya: https?:\/\/\S+\/account\/verification\?/);
    assert.match(mail.html, /<html lang="ms">/);
    assert.match(mail.html, /Hai Siti &lt;Nur&gt;,/, 'values are escaped in HTML');
    assert.doesNotMatch(mail.text, /Verify|Thank you|expires/);
  });

  it('gets its password reset mail in its own language, whatever the browser asking speaks', async () => {
    const answer = await server.call('POST', '/oauth/Reset', {
      headers: { 'accept-language': 'en-GB' },
      body: { Email: demo.individual.username },
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body, { msg: messages.resetEmailSent }, 'the answer is in the asking browser’s language');
    const mail = await waitForMail(server, demo.individual.username);
    assert.equal(mail.subject, 'Tetapkan semula kata laluan CarSemak anda');
    assert.doesNotMatch(mail.text, /Reset my|your password|ignore this/);
  });

  it('is told in Malay that a report does not exist or its key is malformed, whatever the browser speaks', async () => {
    // GetItem reads the session in its own query; an error before or instead of that query still knows the account.
    for (const unikey of ['no-such-report', 'x'.repeat(65)]) {
      const path = `/api/Check/GetItem?unikey=${unikey}`;
      const malay = await server.call<{ Message: string }>('GET', path, { headers: { cookie: 'lang=ms' } });
      const english = await server.call<{ Message: string }>('GET', path, { headers: { 'accept-language': 'en' } });
      const account = await server.call<{ Message: string }>('GET', path, {
        token: individual,
        headers: { 'accept-language': 'en' },
      });
      assert.notEqual(malay.body.Message, english.body.Message);
      assert.equal(account.status, malay.status);
      assert.equal(account.body.Message, malay.body.Message);
    }
  });

  it('gets its receipt in Malay, with RM amounts and the package’s Malay name', async () => {
    await server.db.updateTable('credit_packages').set({ name_ms: 'Pakej pembeli' }).where('id', '=', 2).execute();
    const created = await server.call<{ id: string }>('POST', '/api/Payment/CreditTopup', {
      token: individual,
      headers: { 'accept-language': 'en' },
      body: {
        paymentName: 'Nur Aisyah',
        paymentEmail: demo.individual.username,
        paymentPhone: '012-345 6789',
        CreditSetupID: 2,
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { url } = (await server.post<{ url: string }>('/api/payment/CreatePaymentLink', { id: created.body.id }))
      .body;
    const page = await server.call<string>('GET', url, { headers: { 'accept-language': 'ms' } });
    assert.match(page.body, /<html lang="ms">/);
    assert.match(page.body, />Bayar</);
    assert.match(page.body, /RM 100\.00/);
    assert.equal((await server.call('POST', url, { form: { result: 'paid' } })).status, 303);

    for (let attempt = 0; attempt < 100; attempt += 1) {
      const mails = await server.get<{ subject: string; text: string }[]>(
        server.withDemoKey('/dev/mail.json', { to: demo.individual.username }),
      );
      const receipt = mails.body.find((mail) => mail.subject.startsWith('Resit CarSemak anda'));
      if (receipt) {
        assert.match(receipt.text, /^Hai Nur Aisyah,/);
        assert.match(receipt.text, /Amaun dibayar: RM 100\.00/);
        assert.match(receipt.text, /Kredit ditambah: 5 kredit/);
        assert.match(receipt.text, /Pakej kredit: Pakej pembeli/);
        assert.match(receipt.text, /Dibayar pada: \d{2} \S+ \d{4} \d{2}:\d{2}/);
        assert.doesNotMatch(receipt.text, /Amount|Thank you|credits|Paid on/);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.fail('no receipt in Malay');
  });

  it('reads its transactions, and downloads them, in Malay', async () => {
    const page = await server.get<{ items: { TypeDesc: string; Description: string }[] }>(
      '/api/Transaction?page=1&rows=50',
      individual,
    );
    assert.equal(page.status, 200);
    assert.ok(page.body.items.some((row) => row.TypeDesc === 'Kredit'));
    assert.ok(page.body.items.some((row) => row.Description.startsWith('Tambah nilai kredit: ')));

    const response = await fetch(`${server.baseUrl}/api/Transaction?download=true`, {
      headers: { authorization: `Bearer ${individual}` },
    });
    assert.equal(response.status, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const [sheet] = workbook.worksheets;
    assert.ok(sheet);
    assert.equal(sheet.name, 'Transaksi');
    const headers = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    assert.deepEqual(headers.slice(0, 4), ['Tarikh', 'No. Dokumen', 'Jenis', 'Keterangan']);
  });

  it('reads the report PDF in Malay: Malay labels and RM amounts, no English label', async () => {
    assert.equal((await choose('ms', { token: admin })).status, 200);
    const text = await reportPdf(admin);
    for (const words of [
      'Laporan sejarah kemalangan kenderaan CarSemak',
      'Butiran kenderaan',
      'Nombor pendaftaran',
      'Sejarah kemalangan',
      'Anggaran diluluskan',
      'Penafian',
      // The insurers' recorded words, too.
      'KERUGIAN SEBAHAGIAN',
      'TAMAT TEMPOH',
    ]) {
      assert.ok(text.includes(words), `"${words}" in the PDF`);
    }
    assert.match(text, /RM \d{1,3}(,\d{3})*\.\d{2}/);
    for (const english of [
      'Vehicle details',
      'Registration number',
      'Accident history',
      'Estimate authorised',
      'Disclaimer',
      'Printed',
      'PARTIAL LOSS',
      'EXPIRED',
    ]) {
      assert.ok(!text.includes(english), `no "${english}" in the PDF`);
    }
  });
});

describe('Chinese punctuation', () => {
  it('writes a mail’s labels with the full-width colon, never an ASCII one', () => {
    const mail = topupReceiptMail({
      to: 'someone@example.my',
      name: '陈美玲',
      packageName: '买家配套',
      credits: 5,
      amountSen: 10000,
      transactionNo: 'TRX2611-000001',
      balance: 15,
      transactionsLink: 'http://127.0.0.1/payment/transactions',
      paidAt: new Date('2026-11-02T03:00:00Z'),
      language: 'zh',
      taxSen: 741,
      ratePercent: 8,
      taxInvoice: undefined,
    });
    assert.match(mail.text, /\p{Script=Han}：买家配套/u);
    assert.match(mail.text, /2026年11月2日/, 'a Chinese date with no padded day');
    assert.doesNotMatch(mail.text, /\p{Script=Han}: /u);
  });
});

describe('answers that say a step went well', () => {
  it('are in the language of the request', async () => {
    const asked = (language: string) =>
      server.call<{ msg: string }>('POST', '/oauth/Reset', {
        headers: { 'accept-language': language },
        body: { Email: 'nobody@example.my' },
      });
    assert.deepEqual((await asked('ms-MY')).body, {
      msg: 'E-mel telah dihantar. Sila semak e-mel anda dan ikuti arahan untuk menetapkan semula kata laluan anda.',
    });
    assert.deepEqual((await asked('zh-CN')).body, { msg: '电邮已发送。请查看您的电邮，并按照指示重设密码。' });
    assert.deepEqual((await asked('en-MY')).body, { msg: messages.resetEmailSent });
  });
});

describe('descriptions the portal stored in English', () => {
  it('name a top-up’s credit package as the reader’s language names it', async () => {
    // The package as an administrator renamed it in Malay; its Chinese as migration 0035 wrote it.
    await server.db
      .updateTable('credit_packages')
      .set({ name_ms: 'Pakej Pembeli Persendirian' })
      .where('name', '=', 'Buyer pack')
      .execute();
    const publicId = await buyBuyerPack(server, company);
    // The sandbox's page delivered its callback before it answered: the payment is settled.
    const paid = await paymentRow(server, publicId);
    const descriptionIn = async (language: 'ms' | 'zh') => {
      assert.equal((await choose(language, { token: company })).status, 200);
      const page = await server.get<TransactionPage>('/api/Transaction?rows=100', company);
      return page.body.items.find((row) => row.DocumentNo === paid.transaction_no)?.Description;
    };
    try {
      assert.equal(await descriptionIn('ms'), 'Tambah nilai kredit: Pakej Pembeli Persendirian (5 kredit)');
      assert.equal(await descriptionIn('zh'), '点数充值：买家配套（5 点）');
    } finally {
      await choose('en', { token: company });
    }
  });

  it('are read in the reader’s language, and anything an administrator wrote stays as written', () => {
    const stored = [
      'Credit top-up: Buyer (5 credits)',
      'Vehicle check (pay per search): WXY 1234 (check already paid: refund due)',
      'Vehicle check CHK000012 (BMK 8821)',
      'Reversal of TRX000031',
      'Paid for a check that was already paid',
      'Goodwill credit for the outage',
    ];
    assert.deepEqual(
      stored.map((text) => describeLedgerEntry(text, 'en')),
      stored,
    );
    assert.deepEqual(
      stored.map((text) => describeLedgerEntry(text, 'ms')),
      [
        'Tambah nilai kredit: Buyer (5 kredit)',
        'Semakan kenderaan (bayar setiap semakan): WXY 1234 (semakan sudah dibayar: bayaran balik perlu dibuat)',
        'Semakan kenderaan CHK000012 (BMK 8821)',
        'Pembalikan TRX000031',
        'Dibayar untuk semakan yang telah pun dibayar',
        'Goodwill credit for the outage',
      ],
    );
    assert.equal(describeLedgerEntry(stored[0] ?? '', 'zh'), '点数充值：Buyer（5 点）');
  });
});

describe('a Chinese-speaking account', () => {
  it('reads the report PDF with its Chinese headings', async () => {
    assert.equal((await choose('zh', { token: admin })).status, 200);
    const text = await reportPdf(admin);
    for (const words of ['CarSemak 车辆事故记录报告', '车辆资料', '车牌号码', '事故记录', '免责声明', '部分损失']) {
      assert.ok(text.includes(words), `"${words}" in the PDF`);
    }
    assert.match(text, /RM \d{1,3}(,\d{3})*\.\d{2}/);
    assert.ok(!text.includes('Vehicle details'));
  });
});
