import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  codeSentences,
  errorTextInEnglish,
  SUMMARY_MAX_DAYS,
  type SummaryPage,
  type TransactionSummary,
  TransactionType,
} from '@portal/contract';
import { recordTransaction } from '../src/domain/ledger/queries.ts';
import { resolveRange } from '../src/features/summary/service.ts';
import { malaysianDay } from '../src/platform/malaysian-days.ts';
import { admin, company, demo, individual, server, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';

useTestServer({ login: ['admin', 'company', 'individual'] });

type Problem = { Message: string; errors?: Record<string, string> };
const COMPANY_NAME = 'Jaya Auto Trading Sdn. Bhd.';
const individualPayer = {
  paymentName: 'Nur Aisyah',
  paymentEmail: 'aisyah@demo.carsemak.my',
  paymentPhone: '012-345 6789',
};

const summary = (query = '') => server.get<SummaryPage & Problem>(`/api/Summary?${query}`, admin);
const cards = (query = '') =>
  server.get<TransactionSummary & Problem>(`/api/Summary/TransactionSummary?${query}`, admin);

describe('the dashboard range', () => {
  it('means This Week from Monday, Month to Date and Year to Date on the Malaysian day', () => {
    const today = '2026-11-19'; // a Thursday
    assert.deepEqual(resolveRange({ dateSelection: 'week' }, today), { fromDate: '2026-11-16', toDate: today });
    assert.deepEqual(resolveRange({ dateSelection: 'month' }, today), { fromDate: '2026-11-01', toDate: today });
    assert.deepEqual(resolveRange({ dateSelection: 'year' }, today), { fromDate: '2026-01-01', toDate: today });
    assert.deepEqual(resolveRange({ dateSelection: 'week' }, '2026-11-16'), {
      fromDate: '2026-11-16',
      toDate: '2026-11-16',
    });
    assert.deepEqual(resolveRange({ dateSelection: 'week' }, '2026-11-22'), {
      fromDate: '2026-11-16',
      toDate: '2026-11-22',
    });
  });

  it('takes From/To as given, one date alone running to today or from 30 days before', () => {
    const today = '2026-11-19';
    const range = (fromDate?: string, toDate?: string) =>
      resolveRange({ dateSelection: 'range', fromDate, toDate }, today);
    assert.deepEqual(range('2026-10-01', '2026-10-31'), { fromDate: '2026-10-01', toDate: '2026-10-31' });
    assert.deepEqual(range('2026-11-10'), { fromDate: '2026-11-10', toDate: today });
    assert.deepEqual(range(undefined, '2026-10-31'), { fromDate: '2026-10-02', toDate: '2026-10-31' });
    assert.deepEqual(range(), { fromDate: '2026-10-21', toDate: today });
  });
});

describe('the summary of company users', () => {
  it('counts the checks each company user paid for, leaving individuals and test accounts out', async () => {
    const before = await summary('dateSelection=week');
    assert.equal(before.status, 200);
    const counted = (page: SummaryPage) =>
      page.items.find((row) => row.CompanyName === COMPANY_NAME)?.NoOfTransaction ?? 0;
    await server.buyCheck('WXY1234', company);
    await server.buyCheck('BMK8821', company);
    await server.buyCheck('WXY1234', individual);
    const page = await summary('dateSelection=week');
    assert.equal(counted(page.body), counted(before.body) + 2);
    assert.ok(page.body.items.every((row) => row.CompanyName !== ''));
    assert.equal(
      page.body.items.some((row) => row.Username === 'Nur Aisyah'),
      false,
      'individuals are not company users',
    );
    assert.equal(page.body.toDate, malaysianDay(new Date()));

    const day = (await cards('dateSelection=week')).body.daily.find((point) => point.date === page.body.toDate);
    assert.ok(day && day.checks >= 2);

    await server.db
      .updateTable('users')
      .set({ is_test_account: true })
      .where('email', '=', demo.company.username)
      .execute();
    const withoutTests = await summary('dateSelection=week');
    assert.equal(counted(withoutTests.body), 0);
    await server.db
      .updateTable('users')
      .set({ is_test_account: false })
      .where('email', '=', demo.company.username)
      .execute();
  });

  it('searches, sorts and pages 10 rows by default', async () => {
    const found = await summary(`dateSelection=year&q=${encodeURIComponent('jaya')}`);
    assert.deepEqual(
      found.body.items.map((row) => row.CompanyName),
      [COMPANY_NAME],
    );
    assert.equal(found.body.rows, 10);
    const none = await summary('dateSelection=year&q=nobody-like-this');
    assert.equal(none.body.total, 0);
    const sorted = await summary('dateSelection=year&sidx=Username&sord=asc');
    assert.equal(sorted.status, 200);
  });

  it('sums credits used and top-ups by company, and revenue per day', async () => {
    const user = await server.user(demo.company.username);
    const before = (await cards('dateSelection=month')).body;
    await server.db.transaction().execute((trx) =>
      recordTransaction(trx, {
        type: TransactionType.Payment,
        user_id: user.id,
        company_id: user.company_id,
        description: 'Credit top-up (test)',
        amount_sen: 10_000,
        payment_status: 'Completed',
      }),
    );
    await server.buyCheck('WXY1234', company);
    const after = (await cards('dateSelection=month')).body;
    const totalFor = (list: { name: string; value: number }[]) =>
      list.find((row) => row.name === COMPANY_NAME)?.value ?? 0;
    assert.equal(totalFor(after.transSummary.byTopUps), totalFor(before.transSummary.byTopUps) + 10_000);
    assert.equal(totalFor(after.transSummary.byCreditUseds), totalFor(before.transSummary.byCreditUseds) + 1);
    const today = malaysianDay(new Date());
    const revenue = (summaryAnswer: TransactionSummary) =>
      summaryAnswer.daily.find((point) => point.date === today)?.revenueSen ?? 0;
    assert.equal(revenue(after), revenue(before) + 10_000);
    assert.equal(after.daily.at(-1)?.date, today);
    assert.equal(after.daily[0]?.date, `${today.slice(0, 7)}-01`);
  });

  it("counts every payer's money and checks per day: a guest's online payment and an individual's top-up too", async () => {
    const today = malaysianDay(new Date());
    const todayOf = async () => (await cards('dateSelection=week')).body.daily.find((point) => point.date === today);
    const before = await todayOf();

    // A guest pays per search through the gateway (the sandbox's Pay button), as on the checkout page.
    const guestCheck = (await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821')).body.Unikey;
    const started = await server.post<{ id: string; Amount: number }>('/api/Payment/CreditTopup', {
      id: guestCheck,
      paymentType: 1,
      agreedTerms: true,
      vehicleNo: 'BMK8821',
      email: 'dashboard.guest@example.com',
      phoneNo: '0198765432',
    });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const { url } = (await server.post<{ url: string }>('/api/payment/CreatePaymentLink', { id: started.body.id }))
      .body;
    assert.equal((await server.call('POST', url, { form: { result: 'paid' } })).status, 303);

    // An individual buys a credit package the same way.
    const individualTopUp = await server.post<{ id: string; Amount: number }>(
      '/api/Payment/CreditTopup',
      { ...individualPayer, CreditSetupID: 2 },
      individual,
    );
    assert.equal(individualTopUp.status, 200, JSON.stringify(individualTopUp.body));
    const topUpLink = await server.post<{ url: string }>('/api/payment/CreatePaymentLink', {
      id: individualTopUp.body.id,
    });
    assert.equal((await server.call('POST', topUpLink.body.url, { form: { result: 'paid' } })).status, 303);

    const after = await todayOf();
    assert.equal(
      after?.revenueSen,
      (before?.revenueSen ?? 0) + started.body.Amount + individualTopUp.body.Amount,
      'revenue per day holds the guest payment and the top-up',
    );
    assert.equal(after?.checks, (before?.checks ?? 0) + 1, "the guest's check is counted");
    const companyList = (await summary('dateSelection=week')).body.items;
    assert.ok(
      companyList.every((row) => row.CompanyName !== ''),
      'the summary list stays of company users',
    );
  });

  it('refuses a range that is not one, with the words of the screen', async () => {
    const cases: [string, string, string][] = [
      ['dateSelection=range&fromDate=2026-02-30', 'fromDate', messages.invalidDate],
      ['dateSelection=range&fromDate=2026-05-02&toDate=2026-05-01', 'fromDate', codeSentences.SUMMARY_FROM_AFTER_TO],
      [
        'dateSelection=range&fromDate=2024-01-01&toDate=2025-12-31',
        'toDate',
        errorTextInEnglish('SUMMARY_RANGE_TOO_LONG', { days: SUMMARY_MAX_DAYS }),
      ],
    ];
    for (const [query, field, message] of cases) {
      for (const call of [summary, cards]) {
        const answer = await call(query);
        assert.equal(answer.status, 400, query);
        assert.equal(answer.body.errors?.[field], message, `${query}: ${JSON.stringify(answer.body)}`);
      }
    }
    const unknown = await summary('dateSelection=decade');
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.errors?.dateSelection, codeSentences.SUMMARY_DATE_SELECTION_UNKNOWN);
    assert.equal((await summary('sidx=Password')).status, 400);
  });

  it('is for administrators only', async () => {
    assert.equal((await server.get('/api/Summary', company)).status, 403);
    assert.equal((await server.get('/api/Summary/TransactionSummary', company)).status, 403);
    assert.equal((await server.get('/api/Summary')).status, 401);
  });
});
