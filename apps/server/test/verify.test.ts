import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { type CheckResult, errorTextInEnglish, severities, shortFingerprint } from '@portal/contract';
import { type Kysely, sql } from 'kysely';
import { admin, company, demo, login, server, startTestServer, useTestServer } from './support/harness.ts';
import { downloadedReportPdf, pdfText } from './support/pdf.ts';

let paid: { unikey: string; reference: string; report: CheckResult; token: string };
useTestServer({
  env: { PUBLIC_URL: 'https://verify.example.my' },
  login: ['company', 'admin'],
  prepare: async () => {
    const found = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821', company);
    const payment = await server.post<{ ReferenceID: string }>(
      `/api/Check/UpdateItem?id=${found.body.Unikey}&paymentType=3&agreedTerms=true`,
      undefined,
      company,
    );
    assert.equal(payment.status, 200, JSON.stringify(payment.body));
    const report = await server.get<CheckResult>(`/api/Check/GetItem?unikey=${found.body.Unikey}`, company);
    assert.match(report.body.VerifyToken ?? '', /^[A-Za-z0-9_-]{22}$/, 'a paid report carries its verification token');
    paid = {
      unikey: found.body.Unikey,
      reference: payment.body.ReferenceID,
      report: report.body,
      token: report.body.VerifyToken ?? '',
    };
  },
});

interface Verification {
  ReferenceID: string;
  Verified: boolean;
  SoldOn: string;
  SoldDate: string;
  VehicleRegistrationNo: string | null;
  VehChassis: string | null;
  Make: string | null;
  Family: string | null;
  YearOfManufacture: number | null;
  ClaimCount: number;
  WorstSeverity: string | null;
  Fingerprint: string;
}
const verify = (reference: string, proof: { t?: string; f?: string } = {}, headers: Record<string, string> = {}) =>
  server.call<Verification & { Code?: string; Message?: string }>(
    'GET',
    `/api/Verify/${reference}?${new URLSearchParams(proof)}`,
    { headers },
  );

/** What a reference alone answers: that it exists and the day it was sold (Malaysian time), nothing else. */
const existsOnly = (reference: string, paidAt: Date | null) => ({
  ReferenceID: reference,
  Verified: false,
  SoldOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(paidAt ?? undefined),
});

const stored = async (reference: string) =>
  server.db
    .selectFrom('checks')
    .select(['paid_at', sql<string>`report::text`.as('report_text')])
    .where('reference_no', '=', reference)
    .executeTakeFirstOrThrow();

describe('verifying a paid report by its reference', () => {
  it('answers a reference alone, to anyone, only that the report exists and the day it was sold', async () => {
    assert.match(paid.reference, /^CHK\d{6}-\d{6}$/);
    const answer = await verify(paid.reference);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body, existsOnly(paid.reference, (await stored(paid.reference)).paid_at));
  });

  it("answers, to anyone holding the QR code's token, what was sold and the fingerprint of the report as stored", async () => {
    const answer = await verify(paid.reference, { t: paid.token });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const info = paid.report.BasicInfo;
    const own = paid.report.ClaimLists.filter((group) => group.Key === info.VehChassis).flatMap((g) => g.Value);
    assert.ok(own.length > 0, 'the demo vehicle has claims to count');
    const worst = severities.filter((severity) => own.some((claim) => claim.Severity === severity)).at(-1);
    const row = await stored(paid.reference);
    assert.deepEqual(answer.body, {
      ...existsOnly(paid.reference, row.paid_at),
      Verified: true,
      SoldDate: row.paid_at?.toISOString(),
      VehicleRegistrationNo: 'BMK 8821',
      VehChassis: info.VehChassis,
      Make: info.Make,
      Family: info.Family,
      YearOfManufacture: info.YearOfManufacture,
      ClaimCount: own.length,
      WorstSeverity: worst,
      WrittenOff: false,
      Fingerprint: createHash('sha256').update(row.report_text).digest('hex'),
    });
    assert.equal(
      (await verify(paid.reference.toLowerCase(), { t: paid.token })).body.Fingerprint,
      answer.body.Fingerprint,
    );
  });

  it('answers the same to the fingerprint as printed (16 characters, any spacing and case) or in full', async () => {
    const full = (await verify(paid.reference, { t: paid.token })).body;
    for (const typed of [
      shortFingerprint(full.Fingerprint),
      full.Fingerprint.slice(0, 16).toUpperCase(),
      ` ${shortFingerprint(full.Fingerprint).replaceAll(' ', '  ')} `,
      full.Fingerprint,
    ]) {
      const answer = await verify(paid.reference, { f: typed });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, full, `fingerprint typed as ${JSON.stringify(typed)}`);
    }
  });

  it('answers a wrong token or fingerprint exactly as the reference alone (no oracle)', async () => {
    const alone = (await verify(paid.reference)).body;
    const fingerprint = (await verify(paid.reference, { t: paid.token })).body.Fingerprint;
    const wrongDigit = (fingerprint[15] === '0' ? '1' : '0') as string;
    for (const proof of [
      { t: `${paid.token.slice(0, -1)}${paid.token.endsWith('A') ? 'B' : 'A'}` },
      { t: '' },
      { t: 'x'.repeat(100) },
      { f: fingerprint.slice(0, 15) },
      { f: `${fingerprint.slice(0, 15)}${wrongDigit}` },
      { f: 'not a fingerprint' },
      { f: '' },
    ]) {
      const answer = await verify(paid.reference, proof);
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, alone, JSON.stringify(proof));
    }
  });

  it('lets 40 sequential references be walked without showing any claims, severity, plate or chassis', async () => {
    const first = Number(paid.reference.slice(-6));
    for (let index = 0; index < 39; index += 1) await server.buyCheck('BMK8821', company);
    const prefix = paid.reference.slice(0, -6);
    let sold = 0;
    for (let number = first; number < first + 40; number += 1) {
      const reference = `${prefix}${String(number).padStart(6, '0')}`;
      const answer = await verify(reference);
      assert.equal(answer.status, 200, reference);
      sold += 1;
      assert.deepEqual(Object.keys(answer.body).sort(), ['ReferenceID', 'SoldOn', 'Verified']);
      const text = JSON.stringify(answer.body);
      for (const secret of [
        'BMK',
        paid.report.BasicInfo.VehChassis ?? '-',
        'Claim',
        'Severity',
        'SEVERE',
        'Fingerprint',
      ]) {
        assert.ok(!text.includes(secret), `no ${secret} in ${text}`);
      }
    }
    assert.equal(sold, 40);
  });

  it('gives away no amounts, claims or buyer, even with the token', async () => {
    const answer = await server.call('GET', `/api/Verify/${paid.reference}?t=${paid.token}`, { token: company });
    const text = JSON.stringify(answer.body);
    for (const secret of ['Estimate', 'Value', 'Price', 'Insurer', 'ClaimLists', 'Unikey', 'user', 'email', '@']) {
      assert.ok(!text.toLowerCase().includes(secret.toLowerCase()), `no ${secret} in ${text}`);
    }
    assert.ok(!text.includes(demo.company.username));
  });

  it('answers 404 VERIFY_NOT_FOUND for a made-up reference and for a check that is not paid', async () => {
    const madeUp = await verify('CHK991231-999999');
    assert.equal(madeUp.status, 404);
    assert.equal(madeUp.body.Code, 'VERIFY_NOT_FOUND');
    assert.equal(madeUp.body.Message, errorTextInEnglish('VERIFY_NOT_FOUND'));
    assert.ok(!('Fingerprint' in madeUp.body));

    const unpaid = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821', company);
    await server.db
      .updateTable('checks')
      .set({ reference_no: 'CHK991231-000001' })
      .where('unikey', '=', unpaid.body.Unikey)
      .execute();
    const answer = await verify('CHK991231-000001');
    assert.equal(answer.status, 404);
    assert.equal(answer.body.Code, 'VERIFY_NOT_FOUND');

    const qr = await server.get('/api/Verify/CHK991231-000001/qr.svg');
    assert.equal(qr.status, 404);
  });

  it('says it in Malay for Accept-Language ms', async () => {
    const answer = await verify('CHK991231-999999', {}, { 'accept-language': 'ms-MY,ms;q=0.9' });
    assert.equal(answer.status, 404);
    assert.equal(answer.body.Code, 'VERIFY_NOT_FOUND');
    assert.match(answer.body.Message ?? '', /^Tiada laporan berbayar dengan rujukan ini\./);
  });

  it("draws the QR code of the verification page as SVG, only for the report's own token", async () => {
    const answer = await server.get<string>(`/api/Verify/${paid.reference}/qr.svg?t=${paid.token}`);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('cache-control') ?? '', /^private/);
    assert.equal(answer.headers.get('content-type'), 'image/svg+xml');
    assert.match(answer.body, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.match(answer.body, /<path [^>]*d="M/);
    for (const query of ['', `?t=${paid.token.toLowerCase()}x`]) {
      const refused = await server.get<{ Code: string }>(`/api/Verify/${paid.reference}/qr.svg${query}`);
      assert.equal(refused.status, 404, query);
      assert.equal(refused.body.Code, 'VERIFY_NOT_FOUND');
    }
  });

  it('gives a shared report the token too, and none to a report not yet paid', async () => {
    const share = await server.post<{ Url: string }>('/api/Share', { Unikey: paid.unikey }, company);
    assert.equal(share.status, 200, JSON.stringify(share.body));
    const token = share.body.Url.split('/share/')[1] ?? '';
    const shared = await server.get<{ VerifyToken: string | null }>(`/api/Share/Report/${token}`);
    assert.equal(shared.body.VerifyToken, paid.token);
    const unpaid = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=WXY1234', company);
    const item = await server.get<CheckResult>(`/api/Check/GetItem?unikey=${unpaid.body.Unikey}`, company);
    assert.equal(item.body.VerifyToken, null);
  });

  it('prints the reference, the verification address and the fingerprint in the report PDF', async () => {
    const text = await pdfText(await downloadedReportPdf(server, paid.unikey, admin));
    const fingerprint = (await verify(paid.reference, { t: paid.token })).body.Fingerprint;
    assert.ok(text.includes(paid.reference), 'reference');
    assert.ok(text.includes(`https://verify.example.my/verify/${paid.reference}`), 'verification address');
    assert.ok(text.includes(shortFingerprint(fingerprint)), 'short fingerprint');
    assert.ok(text.includes(fingerprint), 'full fingerprint');
  });
});

it('limits verifications to 30 a minute per address', async () => {
  const limited = await startTestServer({ RATE_LIMITS: 'true' });
  try {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      assert.equal((await limited.get('/api/Verify/CHK991231-999999')).status, 404);
    }
    const answer = await limited.get<{ Code: string }>('/api/Verify/CHK991231-999999');
    assert.equal(answer.status, 429);
    assert.equal(answer.body.Code, 'TOO_MANY_REQUESTS');
  } finally {
    await limited.close();
  }
});

it('gives reports paid before migration 0023 a token of their own, and none to checks not paid', async () => {
  const before = await startTestServer();
  try {
    const token = await login(before, demo.company);
    for (const plate of ['BMK8821', 'WXY1234']) {
      const found = await before.get<{ Unikey: string }>(`/api/Check/SearchItem?vehicleNo=${plate}`, token);
      assert.equal(
        (
          await before.post(
            `/api/Check/UpdateItem?id=${found.body.Unikey}&paymentType=3&agreedTerms=true`,
            undefined,
            token,
          )
        ).status,
        200,
      );
    }
    await before.get('/api/Check/SearchItem?vehicleNo=JQP4455', token);
    // The database as it was before 0023, then 0023 run on it.
    await sql`alter table checks drop constraint checks_paid_verify_token`.execute(before.db);
    await sql`alter table checks drop column verify_token`.execute(before.db);
    const { up } = await import('../src/db/migrations/0023_verify_tokens.ts');
    await up(before.db as unknown as Kysely<unknown>);
    const rows = await before.db.selectFrom('checks').select(['status', 'verify_token', 'reference_no']).execute();
    const paidTokens = rows.filter((row) => row.status === 'paid').map((row) => row.verify_token ?? '');
    assert.equal(paidTokens.length, 2);
    for (const paidToken of paidTokens) assert.match(paidToken, /^[A-Za-z0-9_-]{22}$/);
    assert.equal(new Set(paidTokens).size, 2);
    assert.ok(rows.filter((row) => row.status !== 'paid').every((row) => row.verify_token === null));
    const reference = rows.find((row) => row.status === 'paid')?.reference_no ?? '';
    const answer = await before.get<{ Verified: boolean }>(`/api/Verify/${reference}?t=${paidTokens[0]}`);
    assert.equal(answer.body.Verified, true);
  } finally {
    await before.close();
  }
});
