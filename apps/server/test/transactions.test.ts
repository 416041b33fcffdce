import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type CheckResult,
  codeSentences,
  type TransactionPage,
  type TransactionRow,
  type TransactionSaveAnswer,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { grantCredit, recordTransaction } from '../src/domain/ledger/queries.ts';
import { addCompanyUser, admin, company, demo, individual, server, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';

let colleague: string;
let aisyahId: number;
let dealerCompanyId: number;

const colleagueEmail = 'colleague@demo.carsemak.my';

useTestServer({
  login: ['individual', 'company', 'admin'],
  ledgerChecked: 'after each test',
  prepare: async () => {
    const dealer = await server.user(demo.company.username);
    dealerCompanyId = dealer.company_id as number;
    aisyahId = (await server.user(demo.individual.username)).id;
    // A second user of the dealer company, with credit of their own.
    colleague = await addCompanyUser(
      {
        email: colleagueEmail,
        username: 'Tan Mei Ling',
        phone: '0123456780',
        companyId: dealerCompanyId,
        referralCode: 'DEALER01',
      },
      (trx, id) => grantCredit(trx, id, 7, 'Opening credit (colleague)'),
    );
    // Aisyah pays for a check with one credit: a type 2 row with the check's key.
    await server.buyCheck('BMK8821', individual);
    // A postpaid row (type 3) and a payment row (type 1) for the dealer.
    await server.db.transaction().execute(async (trx) => {
      const dealerId = dealer.id;
      await recordTransaction(trx, {
        type: 3,
        user_id: dealerId,
        company_id: dealerCompanyId,
        description: 'Vehicle check CHK-TEST (WXY1234)',
        amount_sen: 1500,
        referral_code: 'LFC01',
      });
      const documentNo = await recordTransaction(trx, {
        type: 1,
        user_id: dealerId,
        company_id: dealerCompanyId,
        description: 'Credit top-up 50% off_promo',
        amount_sen: 123450,
        payment_status: 'Completed',
        referral_code: 'DEALER01',
      });
      await trx
        .insertInto('payments')
        .values({
          public_id: 'payment-public-id-for-the-test',
          purpose: 'topup',
          user_id: dealerId,
          is_guest: false,
          payer_name: 'Lim Wei Jie',
          payer_email: demo.company.username,
          payer_phone: '0123456789',
          credit: 100,
          amount_sen: 123450,
          description: 'Credit top-up',
          gateway: 'sandbox',
          status: 'Completed',
          transaction_no: documentNo,
        })
        .execute();
    });
  },
});

const list = (query: string, token: string) => server.get<TransactionPage>(`/api/Transaction?${query}`, token);
const save = (query: string, body: unknown, token = admin) =>
  server.post<TransactionSaveAnswer & { Message: string; errors?: Record<string, string> }>(
    `/api/Transaction/save?${query}`,
    body,
    token,
  );
const creditOf = (email: string) => server.creditBalance(email);
const countTransactions = () => server.countRows('transactions');
const auditCount = (action: string) =>
  server.countRows('audit_log', (row) => row.and([row('entity', '=', 'transaction'), row('action', '=', action)]));

describe('who sees which rows', () => {
  it('shows an individual only their own rows, never the dealer’s', async () => {
    const answer = await list('rows=100', individual);
    assert.equal(answer.status, 200);
    assert.ok(answer.body.total >= 2);
    assert.equal(answer.body.items.length, answer.body.total);
    for (const row of answer.body.items) assert.equal(row.Username, 'Nur Aisyah');
    assert.ok(!answer.body.items.some((row) => row.CompanyName === 'Jaya Auto Trading Sdn. Bhd.'));
    const none = await list('q=Jaya%20Auto', individual);
    assert.equal(none.body.total, 0, 'searching for the dealer finds nothing of theirs');
  });

  it('shows a company user the whole company’s rows and nobody else’s', async () => {
    const answer = await list('rows=100', colleague);
    const names = new Set(answer.body.items.map((row) => row.Username));
    assert.deepEqual([...names].sort(), ['Lim Wei Jie', 'Tan Mei Ling']);
    for (const row of answer.body.items) assert.equal(row.CompanyName, 'Jaya Auto Trading Sdn. Bhd.');
  });

  it('tells a company which of its users made each row, by name and e-mail', async () => {
    const answer = await list('rows=100', colleague);
    const who = new Set(answer.body.items.map((row) => `${row.Username} <${row.Email}>`));
    assert.deepEqual([...who].sort(), [`Lim Wei Jie <${demo.company.username}>`, `Tan Mei Ling <${colleagueEmail}>`]);
  });

  it('gives a check’s row the key that opens its report', async () => {
    const answer = await list('rows=100', individual);
    const check = answer.body.items.find((row) => row.VehicleKey !== null);
    assert.ok(check, 'the paid check has its row');
    const report = await server.get<CheckResult>(`/api/Check/GetItem?unikey=${check.VehicleKey}`, individual);
    assert.equal(report.status, 200);
    assert.equal(report.body.Unikey, check.VehicleKey);
    assert.match(report.body.BasicInfo.VehicleRegistrationNo, /^BMK ?8821$/);
  });

  it('shows an administrator every row, newest first, in the specification’s shape', async () => {
    const answer = await list('rows=100', admin);
    assert.equal(answer.body.total, await countTransactions());
    const times = answer.body.items.map((row) => Date.parse(row.CreatedDate));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    const debit = answer.body.items.find((row) => row.Username === 'Nur Aisyah' && row.Credit === -1);
    assert.ok(debit);
    assert.equal(debit.Type, 2);
    assert.equal(debit.TypeDesc, 'Credit');
    assert.match(debit.DocumentNo, /^TRX\d{4}-\d{6}$/);
    assert.ok(debit.VehicleKey && debit.VehicleKey.length > 20, 'the check’s Unikey');
    assert.equal(debit.InvoiceID, null);
    assert.equal(debit.SearchBalance, null);
    const topUp = answer.body.items.find((row) => row.Type === 1);
    assert.equal(topUp?.Amount, 123450);
    assert.equal(topUp?.PaymentStatus, 'Completed');
    assert.equal(topUp?.UseCarDealerName, 'Jaya Auto Trading Sdn. Bhd.', 'the referrer’s company');
    assert.equal(topUp?.UseCarDealerID, dealerCompanyId);
    assert.equal(topUp?.PaymentID, 'payment-public-id-for-the-test', 'the payment’s status page id');
    assert.equal(debit.PaymentID, null);
  });

  it('pages by 10 by default, and by rows and page', async () => {
    const all = (await list('rows=100', admin)).body;
    const first = (await list('', admin)).body;
    assert.equal(first.rows, 10);
    assert.equal(first.page, 1);
    const second = (await list('rows=2&page=2', admin)).body;
    assert.equal(second.total, all.total);
    assert.deepEqual(
      second.items.map((row) => row.id),
      all.items.slice(2, 4).map((row) => row.id),
    );
  });

  it('refuses anonymous callers', async () => {
    assert.equal((await server.get('/api/Transaction')).status, 401);
    assert.equal((await server.get('/api/Transaction?download=true')).status, 401);
  });
});

describe('filters', () => {
  it('matches the search box against number, username, company, referral code and description, in any case', async () => {
    const all = (await list('rows=100', admin)).body.items;
    const sample = all.find((row) => row.Type === 3) as TransactionRow;
    const byNumber = (await list(`q=${sample.DocumentNo.toLowerCase()}`, admin)).body;
    assert.deepEqual(
      byNumber.items.map((row) => row.id),
      [sample.id],
    );
    const byUser = (await list('q=nur%20AISYAH&rows=100', admin)).body;
    assert.ok(byUser.total >= 2);
    assert.ok(byUser.items.every((row) => row.Username === 'Nur Aisyah'));
    const byCompany = (await list('q=jaya%20auto&rows=100', admin)).body;
    assert.ok(byCompany.items.every((row) => row.CompanyName === 'Jaya Auto Trading Sdn. Bhd.'));
    assert.ok(byCompany.total >= 3);
    const byReferral = (await list('q=dealer01&rows=100', admin)).body;
    assert.ok(byReferral.items.length >= 2);
    assert.ok(byReferral.items.every((row) => row.ReferralCode === 'DEALER01'));
    const byDescription = (await list('q=CHK-TEST', admin)).body;
    assert.equal(byDescription.total, 1);
    const percent = (await list('q=50%25%20off', admin)).body;
    assert.equal(percent.total, 1, '% is matched as itself');
    assert.equal((await list('q=50%25%25', admin)).body.total, 0);
    assert.equal((await list('q=off_promo', admin)).body.total, 1);
    assert.equal((await list('q=offXpromo', admin)).body.total, 0, '_ is matched as itself');
  });

  it('filters by type', async () => {
    for (const type of [1, 2, 3]) {
      const answer = (await list(`transactionType=${type}&rows=100`, admin)).body;
      assert.ok(answer.total > 0);
      assert.ok(answer.items.every((row) => row.Type === type));
    }
    const bad = await list('transactionType=4', admin);
    assert.equal(bad.status, 400);
    assert.equal((await list('transactionType=', admin)).status, 200, 'empty means no filter');
  });

  it('filters by Malaysian days, both ends inclusive', async () => {
    const row = (await list('q=CHK-TEST', admin)).body.items[0] as TransactionRow;
    // 2025-01-15 16:30 UTC is 2025-01-16 00:30 in Malaysia.
    await server.db
      .updateTable('transactions')
      .set({ created_at: sql`'2025-01-15T16:30:00Z'::timestamptz` })
      .where('id', '=', row.id)
      .execute();
    const ids = async (query: string) => (await list(`${query}&rows=100`, admin)).body.items.map((item) => item.id);
    assert.deepEqual(await ids('fromDate=2025-01-16&toDate=2025-01-16'), [row.id]);
    assert.deepEqual(await ids('fromDate=2025-01-10&toDate=2025-01-15'), []);
    assert.ok((await ids('toDate=2025-01-16')).includes(row.id));
    assert.ok(!(await ids('fromDate=2025-01-17')).includes(row.id));
    assert.ok((await ids('fromDate=&toDate=')).includes(row.id), 'empty dates are no filter');
  });

  for (const value of ['2025-02-30', '16/01/2025', 'yesterday']) {
    it(`refuses the date ${value} with "Invalid date"`, async () => {
      const answer = await server.get<{ Message: string; errors: Record<string, string> }>(
        `/api/Transaction?fromDate=${encodeURIComponent(value)}`,
        admin,
      );
      assert.equal(answer.status, 400);
      assert.equal(answer.body.errors.fromDate, messages.invalidDate);
      const to = await server.get<{ errors: Record<string, string> }>(`/api/Transaction?toDate=${value}`, admin);
      assert.equal(to.body.errors.toDate, messages.invalidDate);
    });
  }
});

async function download(query: string, token: string) {
  const response = await fetch(`${server.baseUrl}/api/Transaction?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const workbook = new ExcelJS.Workbook();
  if (response.status === 200) await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return { response, workbook };
}

describe('the spreadsheet download', () => {
  it('answers every matching row as a typed .xlsx named by its time', async () => {
    const { response, workbook } = await download('download=true&rows=1', admin);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /spreadsheetml\.sheet/);
    assert.match(
      response.headers.get('content-disposition') ?? '',
      /^attachment; filename="transactions-\d{8}-\d{6}\.xlsx"$/,
    );
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), [
      'Date',
      'Document No',
      'Type',
      'Description',
      'Username',
      'Company Name',
      'Referral Code',
      'Vehicle Key',
      'Payment Status',
      'Amount (RM)',
      'SST (RM)',
      'Credit',
      'Credit Balance',
      'Car Dealer',
    ]);
    const total = await countTransactions();
    assert.equal(sheet.actualRowCount, total + 1, 'all rows, not one page');
    const rows = (await list('rows=100', admin)).body.items;
    const topUp = rows.find((row) => row.Type === 1) as TransactionRow;
    const index = rows.indexOf(topUp) + 2;
    const line = sheet.getRow(index);
    assert.equal(line.getCell(2).value, topUp.DocumentNo);
    assert.equal(line.getCell(3).value, 'Payment');
    assert.equal(line.getCell(10).value, 1234.5);
    assert.equal(line.getCell(10).numFmt, '#,##0.00');
    // No SST_RATE without SELLER_SST_NO: the tax column says none was charged.
    assert.equal(line.getCell(11).value, 0);
    assert.equal(line.getCell(14).value, 'Jaya Auto Trading Sdn. Bhd.');
    const date = line.getCell(1).value;
    assert.ok(date instanceof Date, 'dates are dates');
    // Written as Malaysian wall-clock time.
    assert.equal(date.getTime(), Date.parse(topUp.CreatedDate) + 8 * 3600_000);
    const debit = rows.find((row) => row.Credit === -1) as TransactionRow;
    assert.equal(sheet.getRow(rows.indexOf(debit) + 2).getCell(12).value, -1);
  });

  it('applies the filters and the caller’s own rows', async () => {
    const { workbook } = await download('download=true&transactionType=2', individual);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const own = (await list('transactionType=2&rows=100', individual)).body;
    assert.equal(sheet.actualRowCount, own.total + 1);
    for (let index = 2; index <= sheet.actualRowCount; index += 1) {
      assert.equal(sheet.getRow(index).getCell(5).value, 'Nur Aisyah');
      assert.equal(sheet.getRow(index).getCell(3).value, 'Credit');
    }
  });

  it('streams thousands of rows in batches with nothing lost or doubled', async () => {
    // 2,500 rows sharing one timestamp to the microsecond: the keyset cursor must still move on.
    await server.db.executeQuery(
      sql`insert into transactions (document_no, type, user_id, description, amount_sen, created_at)
          select 'BULK-' || n, 3, ${aisyahId}, 'bulk row', n, '2024-06-01T01:02:03.456789Z'::timestamptz
          from generate_series(1, 2500) as n`.compile(server.db),
    );
    const { workbook } = await download('download=true&q=bulk%20row', admin);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    assert.equal(sheet.actualRowCount, 2501);
    const numbers = new Set<string>();
    sheet.eachRow((row, index) => {
      if (index > 1) numbers.add(String(row.getCell(2).value));
    });
    assert.equal(numbers.size, 2500);
    await server.db.deleteFrom('transactions').where('description', '=', 'bulk row').execute();
  });

  it('refuses an invalid date before it starts a file', async () => {
    const { response } = await download('download=true&toDate=2025-13-01', admin);
    assert.equal(response.status, 400);
  });
});

describe('administrator changes', () => {
  it('keeps role 0 and visitors out of GetItem and save', async () => {
    const row = (await list('', individual)).body.items[0] as TransactionRow;
    assert.equal((await server.get(`/api/Transaction/GetItem?id=${row.id}`, individual)).status, 403);
    assert.equal((await save(`id=${row.id}&del=true`, undefined, individual)).status, 403);
    assert.equal(
      (await save('id=0', { Email: demo.individual.username, Credit: 5, Description: 'x' }, company)).status,
      403,
    );
    assert.equal((await server.post(`/api/Transaction/save?id=${row.id}`, { Description: 'x' })).status, 401);
  });

  it('adds and takes credit by adjustment, with its ledger row and audit entry', async () => {
    const before = await creditOf(demo.individual.username);
    const audits = await auditCount('create');
    const added = await save('id=0', { Email: 'AISYAH@demo.carsemak.my', Credit: '5', Description: 'Goodwill credit' });
    assert.equal(added.status, 200);
    assert.equal(added.body.item.Credit, 5);
    assert.equal(added.body.item.CreditBalance, before + 5);
    assert.equal(added.body.item.Type, 2);
    assert.equal(added.body.item.Description, 'Goodwill credit');
    assert.equal(await creditOf(demo.individual.username), before + 5);
    const taken = await save('id=0', { Email: demo.individual.username, Credit: -2, Description: 'Correction' });
    assert.equal(taken.status, 200);
    assert.equal(taken.body.item.Credit, -2);
    assert.equal(await creditOf(demo.individual.username), before + 3);
    assert.equal(await auditCount('create'), audits + 2);
    // The audit log shows the balance before → after, and the adjustment itself on its own.
    const entry = await server.get<{ items: { Changes: { Field: string; Before?: unknown; After?: unknown }[] }[] }>(
      `/api/Audit?entity=transaction&q=${added.body.item.id}`,
      admin,
    );
    const changes = entry.body.items[0]?.Changes ?? [];
    assert.deepEqual(
      changes.find((change) => change.Field === 'creditBalance'),
      { Field: 'creditBalance', Label: 'Credit balance', Before: before, After: before + 5 },
    );
    assert.deepEqual(
      changes.find((change) => change.Field === 'credit'),
      { Field: 'credit', Label: 'Credit', After: 5 },
    );
    const createdBy = await server.db
      .selectFrom('transactions')
      .select('created_by')
      .where('id', '=', taken.body.item.id)
      .executeTakeFirstOrThrow();
    assert.ok(createdBy.created_by !== null);
  });

  it('refuses a take below zero, and bad input, changing nothing', async () => {
    const rows = await countTransactions();
    const balance = await creditOf(demo.individual.username);
    const tooMuch = await save('id=0', {
      Email: demo.individual.username,
      Credit: -(balance + 1),
      Description: 'Too much',
    });
    assert.equal(tooMuch.status, 409);
    assert.equal(tooMuch.body.Message, messages.creditInsufficient);
    const cases: [unknown, string, string][] = [
      [{ Email: 'nobody@demo.carsemak.my', Credit: 1, Description: 'x' }, 'Email', codeSentences.ACCOUNT_EMAIL_UNKNOWN],
      [{ Email: 'not-an-email', Credit: 1, Description: 'x' }, 'Email', messages.invalidEmail],
      [{ Email: demo.individual.username, Credit: 0, Description: 'x' }, 'Credit', codeSentences.CREDIT_NOT_ZERO],
      [{ Email: demo.individual.username, Credit: 1.5, Description: 'x' }, 'Credit', messages.invalidInteger],
      [{ Email: demo.individual.username, Credit: 'abc', Description: 'x' }, 'Credit', messages.invalidInteger],
      [{ Email: demo.individual.username, Description: 'x' }, 'Credit', messages.required],
      [{ Email: demo.individual.username, Credit: 1, Description: '  ' }, 'Description', messages.required],
      [
        { Email: demo.individual.username, Credit: 1, Description: 'x'.repeat(201) },
        'Description',
        messages.maxLength(200),
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await save('id=0', body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.errors?.[field], message, JSON.stringify(body));
    }
    assert.equal(await countTransactions(), rows);
    assert.equal(await creditOf(demo.individual.username), balance);
  });

  it('reverses a credit row once, with the opposite credit and the balance in step', async () => {
    const added = (await save('id=0', { Email: demo.individual.username, Credit: 4, Description: 'To be reversed' }))
      .body.item;
    assert.equal(added.CanDelete, true);
    const balance = await creditOf(demo.individual.username);
    const audits = await auditCount('reverse');
    const reversed = await save(`id=${added.id}&del=true`, undefined);
    assert.equal(reversed.status, 200);
    assert.equal(reversed.body.Message, messages.deleteDone('transaction'));
    assert.equal(reversed.body.item.Credit, -4);
    assert.equal(reversed.body.item.ReversesID, added.id);
    assert.equal(reversed.body.item.CanDelete, false);
    assert.equal(await creditOf(demo.individual.username), balance - 4);
    assert.equal(await auditCount('reverse'), audits + 1);

    const original = await server.get<TransactionRow>(`/api/Transaction/GetItem?id=${added.id}`, admin);
    assert.equal(original.body.ReversedByID, reversed.body.item.id);
    assert.equal(original.body.CanDelete, false);

    const rows = await countTransactions();
    for (const id of [added.id, reversed.body.item.id]) {
      const again = await save(`id=${id}&del=true`, undefined);
      assert.equal(again.status, 409);
      assert.equal(again.body.Message, messages.deleteFailed('transaction'));
    }
    assert.equal(await countTransactions(), rows);
  });

  it('gives back the credit a search used when its row is reversed', async () => {
    const debit = (await list('transactionType=2&rows=100', individual)).body.items.find(
      (row) => row.Credit === -1 && row.VehicleKey,
    ) as TransactionRow;
    const balance = await creditOf(demo.individual.username);
    const reversed = await save(`id=${debit.id}&del=true`, {});
    assert.equal(reversed.status, 200);
    assert.equal(await creditOf(demo.individual.username), balance + 1);
  });

  it('refuses to reverse what would take the balance below zero, and rows that move no credit', async () => {
    const opening = (await list('q=Opening%20credit%20(colleague)', admin)).body.items[0] as TransactionRow;
    await save('id=0', { Email: colleagueEmail, Credit: -3, Description: 'Used elsewhere' });
    const rows = await countTransactions();
    const belowZero = await save(`id=${opening.id}&del=true`, undefined);
    assert.equal(belowZero.status, 409);
    assert.equal(belowZero.body.Message, messages.deleteFailed('transaction'));
    for (const type of [1, 3]) {
      const row = (await list(`transactionType=${type}`, admin)).body.items[0] as TransactionRow;
      assert.equal(row.CanDelete, false);
      const refused = await save(`id=${row.id}&del=true`, undefined);
      assert.equal(refused.status, 409);
    }
    assert.equal(await countTransactions(), rows);
    assert.equal(await creditOf(colleagueEmail), 4);
    assert.equal((await save('id=999999&del=true', undefined)).status, 404);
  });

  it('edits only the description, with an audit entry', async () => {
    const row = (await list('transactionType=1', admin)).body.items[0] as TransactionRow;
    const audits = await auditCount('update');
    const edited = await save(`id=${row.id}`, { Description: 'Top-up by FPX', Credit: 999 });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.item.Description, 'Top-up by FPX');
    assert.equal(edited.body.item.Credit, row.Credit);
    assert.equal(edited.body.item.Amount, row.Amount);
    assert.equal(await auditCount('update'), audits + 1);
    const empty = await save(`id=${row.id}`, { Description: '' });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.errors?.Description, messages.required);
    assert.equal((await save('id=999999', { Description: 'x' })).status, 404);
  });
});
