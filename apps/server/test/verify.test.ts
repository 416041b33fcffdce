import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type CheckResult, errorTextInEnglish, severities, shortFingerprint } from '@portal/contract';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { demo, login, startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
let company: string;
let admin: string;
let paid: { unikey: string; reference: string; report: CheckResult };
before(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://verify.example.my' });
  [company, admin] = await Promise.all([login(server, demo.company), login(server, demo.admin)]);
  const found = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821', company);
  const payment = await server.post<{ ReferenceID: string }>(
    `/api/Check/UpdateItem?id=${found.body.Unikey}&paymentType=3`,
    undefined,
    company,
  );
  assert.equal(payment.status, 200, JSON.stringify(payment.body));
  const report = await server.get<CheckResult>(`/api/Check/GetItem?unikey=${found.body.Unikey}`, company);
  paid = { unikey: found.body.Unikey, reference: payment.body.ReferenceID, report: report.body };
});
after(() => server.close());

interface Verification {
  ReferenceID: string;
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
const verify = (reference: string, headers: Record<string, string> = {}) =>
  server.call<Verification & { Code?: string; Message?: string }>('GET', `/api/Verify/${reference}`, { headers });

const stored = async (reference: string) =>
  server.db
    .selectFrom('checks')
    .select(['paid_at', sql<string>`report::text`.as('report_text')])
    .where('reference_no', '=', reference)
    .executeTakeFirstOrThrow();

describe('verifying a paid report by its reference', () => {
  it('answers, to anyone without logging in, what was sold and the fingerprint of the report as stored', async () => {
    assert.match(paid.reference, /^CHK\d{6}-\d{6}$/);
    const answer = await verify(paid.reference);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const info = paid.report.BasicInfo;
    const own = paid.report.ClaimLists.filter((group) => group.Key === info.VehChassis).flatMap((g) => g.Value);
    assert.ok(own.length > 0, 'the demo vehicle has claims to count');
    const worst = severities.filter((severity) => own.some((claim) => claim.Severity === severity)).at(-1);
    const row = await stored(paid.reference);
    assert.deepEqual(answer.body, {
      ReferenceID: paid.reference,
      SoldDate: row.paid_at?.toISOString(),
      VehicleRegistrationNo: 'BMK 8821',
      VehChassis: info.VehChassis,
      Make: info.Make,
      Family: info.Family,
      YearOfManufacture: info.YearOfManufacture,
      ClaimCount: own.length,
      WorstSeverity: worst,
      Fingerprint: createHash('sha256').update(row.report_text).digest('hex'),
    });
    assert.equal((await verify(paid.reference.toLowerCase())).body.Fingerprint, answer.body.Fingerprint);
  });

  it('gives away no amounts, claims or buyer', async () => {
    const answer = await server.call('GET', `/api/Verify/${paid.reference}`, { token: company });
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
    const answer = await verify('CHK991231-999999', { 'accept-language': 'ms-MY,ms;q=0.9' });
    assert.equal(answer.status, 404);
    assert.equal(answer.body.Code, 'VERIFY_NOT_FOUND');
    assert.match(answer.body.Message ?? '', /^Tiada laporan berbayar dengan rujukan ini\./);
  });

  it('draws the QR code of the verification page as SVG', async () => {
    const answer = await server.get<string>(`/api/Verify/${paid.reference}/qr.svg`);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'image/svg+xml');
    assert.match(answer.body, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.match(answer.body, /<path [^>]*d="M/);
  });

  it('prints the reference, the verification address and the fingerprint in the report PDF', async () => {
    const response = await fetch(`${server.baseUrl}/api/Check/DownloadPdf?unikey=${paid.unikey}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.equal(response.status, 200);
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    const fingerprint = (await verify(paid.reference)).body.Fingerprint;
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
