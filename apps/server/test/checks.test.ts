import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CheckResult } from '@portal/contract';
import { sql } from 'kysely';
import { SHOWCASE, showcaseVehicles } from '../src/domain/showcase.ts';
import { admin, company, demo, individual, server, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';

useTestServer({ login: ['individual', 'company', 'admin'], ledgerChecked: 'after each test' });

type Search = { Unikey: string; IsFound: boolean };
const search = (query: string, token?: string) => server.get<Search>(`/api/Check/SearchItem?${query}`, token);
const result = (unikey: string, token?: string) =>
  server.get<CheckResult>(`/api/Check/GetItem?unikey=${unikey}`, token);
const pay = (unikey: string, token: string, paymentType = 3) =>
  server.post<{ Unikey: string; ReferenceID: string; CreditBalance: number; Message?: string }>(
    `/api/Check/UpdateItem?id=${unikey}&paymentType=${paymentType}&agreedTerms=true`,
    undefined,
    token,
  );
const creditOf = (email: string) => server.creditBalance(email);
const countChecks = () => server.countRows('checks');

describe('search rules', () => {
  const cases: [string, string, string, string][] = [
    ['neither number', 'vehicleNo=&vehChassisNo=', 'vehicleNo', messages.enterVehicleOrChassis],
    ['both numbers', 'vehicleNo=BMK8821&vehChassisNo=PM2L252S002107437', 'vehChassisNo', messages.notBothSearchFields],
    ['symbols in the plate', 'vehicleNo=BMK%2F8821', 'vehicleNo', messages.lettersAndDigitsOnly],
    ['a plate over 13 characters', 'vehicleNo=ABCDEFGHIJKLMN', 'vehicleNo', messages.maxLength(13)],
  ];
  for (const [name, query, field, message] of cases) {
    it(`refuses ${name} with "${message}" and records nothing`, async () => {
      const before = await countChecks();
      const answer = await search(query, individual);
      assert.equal(answer.status, 400);
      assert.equal((answer.body as unknown as { errors: Record<string, string> }).errors[field], message);
      assert.equal(await countChecks(), before);
    });
  }

  it('finds a plate typed in lower case with spaces and dashes, and a chassis number likewise', async () => {
    assert.equal((await search('vehicleNo=bmk-88%2021', individual)).body.IsFound, true);
    assert.equal((await search('vehChassisNo=pm2l252s0021-07437', individual)).body.IsFound, true);
  });
});

describe('paying with credit', () => {
  it('shows only partial information before payment, then the full frozen report after', async () => {
    const { Unikey } = (await search('vehicleNo=BMK 8821', individual)).body;
    const partial = (await result(Unikey, individual)).body;
    assert.equal(partial.Partial, true);
    assert.equal(partial.Full, false);
    assert.equal(partial.PartialInfo?.Make, 'PERODUA');
    assert.deepEqual(partial.ClaimLists, [], 'no claim is shown before payment');
    assert.equal(partial.BasicInfo.MarketValue, null);

    const charge = await server.get<{ ChargeInfo: { PaymentTypeID: number; Credit: number }[]; CreditLimit: number }>(
      `/api/Check/GetChargeInfo?id=${Unikey}`,
      individual,
    );
    assert.equal(charge.body.ChargeInfo.find((entry) => entry.PaymentTypeID === 3)?.Credit, 1);
    const balance = await creditOf(demo.individual.username);
    assert.equal(charge.body.CreditLimit, balance);

    const paid = await pay(Unikey, individual);
    assert.equal(paid.status, 200);
    assert.match(paid.body.ReferenceID, /^CHK\d{6}-\d{6}$/);
    assert.equal(paid.body.CreditBalance, balance - 1);
    assert.equal(await creditOf(demo.individual.username), balance - 1);

    const full = (await result(Unikey, individual)).body;
    assert.equal(full.Full, true);
    assert.equal(full.BasicInfo.ReferenceID, paid.body.ReferenceID);
    const claims = full.ClaimLists.flatMap((group) => group.Value);
    assert.equal(claims.length, 3);
    assert.ok(claims.some((claim) => claim.Severity === 'SEVERE'));
    assert.ok((full.BasicInfo.MarketValue ?? 0) > 0);
    assert.ok(full.ABIInfo.StandardFeature.length > 0);

    const ledger = await server.db.selectFrom('transactions').selectAll().where('check_id', '=', full.id).execute();
    assert.equal(ledger.length, 1);
    assert.equal(ledger[0]?.credit, -1);
    assert.equal(ledger[0]?.credit_balance, balance - 1);
    assert.match(ledger[0]?.document_no ?? '', /^TRX\d{4}-\d{6}$/);

    await server.db.deleteFrom('claims').where('chassis_no_key', '=', 'PM2L252S002107437').execute();
    const later = (await result(Unikey, individual)).body;
    assert.equal(
      later.ClaimLists.flatMap((group) => group.Value).length,
      3,
      'a sold report does not change with the data',
    );
  });

  it('does not charge twice for one check', async () => {
    const { Unikey } = (await search('vehicleNo=WXY1234', individual)).body;
    assert.equal((await pay(Unikey, individual)).status, 200);
    const balance = await creditOf(demo.individual.username);
    const again = await pay(Unikey, individual);
    assert.equal(again.status, 409);
    assert.equal(again.body.Message, messages.checkAlreadyPaid);
    assert.equal(await creditOf(demo.individual.username), balance);
  });

  it('answers Credit insufficient! and changes nothing when the balance is short', async () => {
    const { Unikey } = (await search('vehicleNo=JQP4455', individual)).body;
    const balance = await creditOf(demo.individual.username);
    await server.db
      .updateTable('charge_setups')
      .set({ credit: balance + 1 })
      .where('payment_type_id', '=', 3)
      .execute();
    try {
      const answer = await pay(Unikey, individual);
      assert.equal(answer.status, 400);
      assert.equal(answer.body.Message, messages.creditInsufficient);
      assert.equal((answer.body as { Code?: string }).Code, 'CREDIT_INSUFFICIENT');
      assert.equal(await creditOf(demo.individual.username), balance);
      const check = await server.db
        .selectFrom('checks')
        .select(['status', 'reference_no'])
        .where('unikey', '=', Unikey)
        .executeTakeFirstOrThrow();
      assert.deepEqual(check, { status: 'unpaid', reference_no: null });
    } finally {
      await server.db.updateTable('charge_setups').set({ credit: 1 }).where('payment_type_id', '=', 3).execute();
    }
  });

  it('never charges for a vehicle that is not found', async () => {
    const found = await search('vehicleNo=ZZZ9999', individual);
    assert.equal(found.body.IsFound, false);
    const balance = await creditOf(demo.individual.username);
    const answer = await pay(found.body.Unikey, individual);
    assert.equal(answer.status, 400);
    assert.equal(answer.body.Message, messages.notFoundNotCharged);
    assert.equal(await creditOf(demo.individual.username), balance);
    assert.equal((await result(found.body.Unikey)).body.BasicInfo.IsFound, false);
  });

  it('needs a login to pay, and keeps one user from paying for another user’s check', async () => {
    const { Unikey } = (await search('vehicleNo=BMK8821', individual)).body;
    assert.equal((await server.post(`/api/Check/UpdateItem?id=${Unikey}&paymentType=3&agreedTerms=true`)).status, 401);
    assert.equal((await pay(Unikey, company)).status, 404);
    assert.equal((await pay(Unikey, individual, 1)).status, 400, 'pay per search goes through the payment gateway');
  });

  it('takes no credit until the Terms of Service are agreed', async () => {
    const { Unikey } = (await search('vehicleNo=BMK8821', individual)).body;
    const balance = await creditOf(demo.individual.username);
    for (const agreement of ['', '&agreedTerms=false']) {
      const answer = await server.post<{ Message: string }>(
        `/api/Check/UpdateItem?id=${Unikey}&paymentType=3${agreement}`,
        undefined,
        individual,
      );
      assert.equal(answer.status, 400);
      assert.equal(answer.body.Message, messages.termsNotAgreed);
    }
    assert.equal(await creditOf(demo.individual.username), balance);
    assert.equal((await result(Unikey, individual)).body.Full, false);
  });
});

describe('report notices', () => {
  async function paidReport(query: string) {
    const { Unikey } = (await search(query, company)).body;
    assert.equal((await pay(Unikey, company)).status, 200);
    return (await result(Unikey, company)).body;
  }

  it('says no accident history is recorded, with the disclaimer flag', async () => {
    const report = await paidReport('vehicleNo=WXY1234');
    assert.equal(report.Notices.NoAccidentRecorded, true);
    assert.deepEqual(report.ClaimLists, []);
  });

  it('shows a claim recorded under the same plate on another VIN', async () => {
    const report = await paidReport('vehicleNo=JQP 4455');
    assert.equal(report.Notices.SameRegistrationOtherVin, true);
    // The car now holding JQP 4455 has no claims; the one claim group is the car that held the plate before.
    const chassisOf = (registrationNo: string) =>
      showcaseVehicles.find((vehicle) => vehicle.registrationNo === registrationNo)?.chassisNo;
    assert.equal(report.BasicInfo.VehChassis, chassisOf(SHOWCASE.movedPlate));
    // The other car's chassis number is masked (walk N-37): its maker's code and last four, never the whole number.
    const otherChassis = chassisOf(SHOWCASE.movedPlateOldCarNow) ?? '';
    const masked = `${otherChassis.slice(0, 3)}${'•'.repeat(otherChassis.length - 7)}${otherChassis.slice(-4)}`;
    assert.deepEqual(
      report.ClaimLists.map((group) => group.Key),
      [masked],
    );
    const claims = report.ClaimLists[0]?.Value ?? [];
    assert.ok(claims.length > 0);
    for (const claim of claims) assert.deepEqual([claim.VIN, claim.VehChassis], [masked, masked]);
    assert.ok(!JSON.stringify(report).includes(otherChassis), 'the whole number nowhere in the report');
  });
});

describe('the sample report', () => {
  it('answers anyone a made-up vehicle with a claim of each severity, recording, charging and verifying nothing', async () => {
    const [checks, transactions] = await Promise.all([countChecks(), server.countRows('transactions')]);
    const sample = await server.get<CheckResult>('/api/Check/SampleReport');
    assert.equal(sample.status, 200);
    const report = sample.body;
    assert.equal(report.BasicInfo.VehicleRegistrationNo, 'SAMPLE 1');
    assert.equal(report.BasicInfo.ReferenceID, 'SAMPLE-000000');
    assert.ok(report.BasicInfo.MarketValue, 'a market value');
    assert.ok(report.ABIInfo.StandardFeature.length > 0, 'standard equipment');
    // The severities come from the paid report's own rule (estimate over sum insured), newest claim last as stored.
    assert.deepEqual(
      report.ClaimLists.map((group) => [group.Key, group.Value.map((claim) => claim.Severity)]),
      [[report.BasicInfo.VehChassis, ['LOW', 'MEDIUM', 'HIGH', 'SEVERE']]],
    );
    // Nothing of a check: no key, no price, no token for a QR code to verify.
    assert.deepEqual(Object.keys(report).sort(), ['ABIInfo', 'BasicInfo', 'ClaimLists', 'Notices', 'Story']);
    assert.equal((await server.get('/api/Verify/SAMPLE-000000')).status, 404);
    assert.equal(await countChecks(), checks);
    assert.equal(await server.countRows('transactions'), transactions);
    // The same for a logged-in user, who is charged nothing either.
    const balance = await creditOf(demo.individual.username);
    assert.deepEqual((await server.get('/api/Check/SampleReport', individual)).body, report);
    assert.equal(await creditOf(demo.individual.username), balance);
  });
});

describe('history and PDF', () => {
  it('lists one row per vehicle with its latest state, unpaid searches folded away, newest first, paged', async () => {
    type Row = {
      Unikey: string;
      VehicleRegistrationNo: string | null;
      SearchedDate: string;
      SearchedResult: string;
      IsPaid: boolean;
    };
    type Page = { items: Row[]; total: number };
    const bought = (await search('vehicleNo=BMK8821', individual)).body.Unikey;
    await search('vehicleNo=BMK8821', individual);
    assert.equal((await pay(bought, individual)).status, 200);
    await search('vehChassisNo=PM2L252S002107437', individual);
    await search('vehicleNo=WXY1234', individual);
    const newestUnpaid = (await search('vehicleNo=WXY 1234', individual)).body.Unikey;
    await search('vehicleNo=ZZZ9999', individual);
    await search('vehicleNo=ZZZ9999', individual);

    const all = (await server.get<Page>('/api/Check?page=1&rows=100', individual)).body;
    const vehicles = await server.db
      .selectFrom('checks')
      .innerJoin('users', 'users.id', 'checks.user_id')
      .select((eb) => eb.fn.count<number>(sql`distinct coalesce('v' || vehicle_id::text, 's' || search_key)`).as('n'))
      .where('users.email', '=', demo.individual.username)
      .executeTakeFirstOrThrow();
    assert.equal(all.total, Number(vehicles.n), 'one row per vehicle or number searched');
    assert.equal(all.items.length, all.total);
    assert.ok(
      all.items.some((row) => row.Unikey === bought && row.IsPaid),
      'the paid report stands for BMK 8821',
    );
    const rowsOf = (plate: string) =>
      all.items.filter((row) => row.VehicleRegistrationNo?.replace(/\s/g, '') === plate);
    assert.equal(rowsOf('BMK8821').length, 1);
    assert.equal(rowsOf('WXY1234').length, 1);
    const wxy = rowsOf('WXY1234')[0];
    assert.ok(wxy?.IsPaid || wxy?.Unikey === newestUnpaid, 'the newest search stands for an unpaid vehicle');
    assert.equal(rowsOf('ZZZ9999').length, 1);
    assert.equal(
      rowsOf('ZZZ9999')[0]?.VehicleRegistrationNo,
      'ZZZ 9999',
      "a plate found nowhere, with a plate's spacing",
    );
    assert.equal(rowsOf('ZZZ9999')[0]?.SearchedResult, 'Not found');
    const dates = all.items.map((row) => row.SearchedDate);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');

    const page = await server.get<Page>('/api/Check?page=2&rows=2', individual);
    assert.equal(page.status, 200);
    assert.deepEqual(
      page.body.items.map((item) => item.Unikey),
      all.items.slice(2, 4).map((row) => row.Unikey),
    );
    assert.equal((await server.get('/api/Check')).status, 401);
  });

  it("keeps a plate search's chassis number out of the History and the preview until paid", async () => {
    type Row = { Unikey: string; VehChassis: string | null; IsPaid: boolean };
    const historyRow = async (unikey: string) =>
      (await server.get<{ items: Row[] }>('/api/Check?page=1&rows=100', company)).body.items.find(
        (row) => row.Unikey === unikey,
      );
    // A vehicle no other test here searches: its History row is this search's.
    const { Unikey } = (await search('vehicleNo=JRB3307', company)).body;
    const chassis = 'MR0BA3F348J047791';
    assert.equal((await historyRow(Unikey))?.VehChassis, null, 'searched, then the buyer cancels');
    const preview = (await result(Unikey, company)).body;
    assert.equal(preview.BasicInfo.VehChassis, null);
    assert.equal(preview.BasicInfo.VIN, null);
    assert.ok(preview.PartialInfo?.Make, 'the make confirms the vehicle');

    assert.equal((await pay(Unikey, company)).status, 200);
    assert.equal((await historyRow(Unikey))?.VehChassis, chassis, 'sold with the report');
    assert.equal((await result(Unikey, company)).body.BasicInfo.VehChassis, chassis);

    const byChassis = (await search('vehChassisNo=MRHGM6530LL203318', admin)).body.Unikey;
    const rows = (await server.get<{ items: Row[] }>('/api/Check?page=1&rows=100', admin)).body.items;
    assert.equal(
      rows.find((row) => row.Unikey === byChassis)?.VehChassis,
      'MRHGM6530LL203318',
      'a chassis search shows the number typed',
    );
  });

  it('gives administrators a PDF of a paid report, and no one else', async () => {
    const { Unikey } = (await search('vehicleNo=BMK8821', company)).body;
    assert.equal((await server.get(`/api/Check/DownloadPdf?unikey=${Unikey}`, admin)).status, 400, 'unpaid');
    await pay(Unikey, company);
    const response = await fetch(`${server.baseUrl}/api/Check/DownloadPdf?unikey=${Unikey}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    assert.ok(bytes.length > 2000);
    assert.equal((await server.get(`/api/Check/DownloadPdf?unikey=${Unikey}`, company)).status, 403);
  });
});

describe('postpaid companies', () => {
  it('charges a postpaid company its own rate on the ledger instead of credit', async () => {
    await server.db
      .updateTable('users')
      .set({ is_postpaid: true, postpaid_rate_sen: 1500 })
      .where('email', '=', demo.company.username)
      .execute();
    const balance = await creditOf(demo.company.username);
    const { Unikey } = (await search('vehicleNo=BMK8821', company)).body;
    const paid = await pay(Unikey, company, 4);
    assert.equal(paid.status, 200);
    assert.equal(await creditOf(demo.company.username), balance);
    const check = await server.db
      .selectFrom('checks')
      .select('id')
      .where('unikey', '=', Unikey)
      .executeTakeFirstOrThrow();
    const row = await server.db
      .selectFrom('transactions')
      .select(['type', 'amount_sen', 'credit'])
      .where('check_id', '=', check.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { type: 3, amount_sen: 1500, credit: 0 });
    const { Unikey: other } = (await search('vehicleNo=BMK8821', individual)).body;
    assert.equal((await pay(other, individual, 4)).status, 400, 'only postpaid accounts may pay on invoice');
  });
});
