import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type AccountSettings,
  type AccountTaxDetails,
  codeSentences,
  type InvoiceChangeAnswer,
  type InvoiceDetail,
  InvoiceStatus,
  type InvoiceTransaction,
  PaymentType,
  type UserRecord,
  UserRole,
} from '@portal/contract';
import { admin, company, demo, individual, server, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';
import { dealerOnPostpaid, myinvoisOnItsOwnPort } from './support/myinvois.ts';

/**
 * A company's TIN, SST no. and address, and an individual's TIN and MyKad, edited by the administrator on the
 * Accounts screen and by the account's own user in the account settings (issue 25), with MyInvois on: a new TIN is
 * checked with LHDN (the portal's MyInvois sandbox, which knows every well-formed TIN but the one below).
 */

/** A TIN of the right form that LHDN does not know. */
const UNKNOWN_TIN = 'C99999999990';
/** What LHDN was asked: each TIN with the registration number it was checked against. */
const lhdnAsked: string[] = [];
const myinvois = myinvoisOnItsOwnPort((sandbox) =>
  sandbox.addHook('onRequest', async (request, reply) => {
    const url = new URL(request.url, 'http://sandbox');
    const tin = url.pathname.match(/\/taxpayer\/validate\/([^/]+)$/)?.[1];
    if (!tin) return;
    lhdnAsked.push(`${decodeURIComponent(tin)} ${url.searchParams.get('idType')} ${url.searchParams.get('idValue')}`);
    if (decodeURIComponent(tin) === UNKNOWN_TIN) await reply.status(404).send();
  }),
);

useTestServer({
  env: () => myinvois.portalEnv(),
  login: ['admin', 'company', 'individual'],
  prepare: async () => {
    await dealerOnPostpaid(server);
  },
});

type Problem = { Message: string; errors?: Record<string, string> };
type SettingsAnswer = { Message: string; Settings: AccountSettings };

const DEALER_BRN = '201901012345';
const seededDealer: AccountTaxDetails = {
  TIN: 'C20880050010',
  SSTNo: 'W10-1808-32000123',
  MyKad: null,
  CompanyAddress: {
    Lines: 'Lot 12, Jalan Kenari 5\nBandar Puchong Jaya',
    Postcode: '47100',
    City: 'Puchong',
    StateCode: '10',
  },
};

const taxDetails = ({ TIN, SSTNo, MyKad, CompanyAddress }: AccountTaxDetails) => ({
  TIN,
  SSTNo,
  MyKad,
  CompanyAddress,
});
const idOf = async (email: string) => (await server.user(email)).id;
const record = async (id: number) => (await server.get<UserRecord>(`/api/User/GetItem?id=${id}`, admin)).body;
const saveUser = (id: number, body: unknown) =>
  server.post<UserRecord & Problem>(`/api/User/save?id=${id}`, body, admin);
/** The modal's body as it opens on the account: every field as stored, the password left empty. */
const editable = (user: UserRecord) => ({ ...user, Password: '' });
const saveOwn = (body: unknown, token: string) =>
  server.call<SettingsAnswer & Problem>('PUT', '/api/Account/TaxDetails', { body, token });
const settingsOf = async (token: string) => (await server.get<AccountSettings>('/api/Account/Settings', token)).body;

const snapshot = async () =>
  JSON.stringify([
    await server.db.selectFrom('users').selectAll().orderBy('id').execute(),
    await server.db.selectFrom('companies').selectAll().orderBy('id').execute(),
    await server.countRows('audit_log'),
  ]);

/** A refused call: 400 with the product's sentence on the field, and no account, company or audit row changed. */
async function refused(call: () => Promise<{ status: number; body: Problem }>, field: string, message: string) {
  const before = await snapshot();
  const answer = await call();
  assert.equal(answer.status, 400, JSON.stringify(answer.body));
  assert.equal(answer.body.errors?.[field], message, JSON.stringify(answer.body));
  assert.equal(await snapshot(), before, 'nothing changed');
}

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;

const lastUserAudit = async (id: number) => {
  const rows = await server.auditRows('user', id);
  const row = rows.at(-1);
  assert.ok(row, 'an audit row');
  return { ...row, before: json(row.before), after: json(row.after) };
};

// The dealer's postpaid invoices, as the administrator makes them on the Invoices screen.

const invoice = async (id: number) => (await server.get<InvoiceDetail>(`/api/Invoice/GetInvoice?id=${id}`, admin)).body;

/** A Draft invoice of the dealer: its id. */
async function draftInvoice() {
  const companyId = (await server.user(demo.company.username)).company_id;
  const created = await server.post<{ id: number }>(`/api/Invoice/CreateNew?companyID=${companyId}`, undefined, admin);
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return created.body.id;
}

/** A new postpaid search of the dealer billed on a new invoice, confirmed: its id. */
async function confirmedInvoice() {
  await server.buyCheck('BMK8821', company, PaymentType.Postpaid);
  const id = await draftInvoice();
  const lines = (
    await server.get<InvoiceTransaction[]>(`/api/Invoice/GetTransactionItem?id=${id}&available=true`, admin)
  ).body;
  const added = await server.post(`/api/Invoice/AddInvoiceTransaction?id=${id}`, [lines.at(-1)?.id], admin);
  assert.equal(added.status, 200, JSON.stringify(added.body));
  const draft = await invoice(id);
  const confirmed = await server.post<InvoiceChangeAnswer>(
    `/api/Invoice/SaveInvoice?id=${id}`,
    { DocumentDate: draft.DocumentDate, Status: InvoiceStatus.Confirmed, CompanyAddress: draft.CompanyAddress },
    admin,
  );
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return id;
}

const buyerOf = async (id: number) => (await invoice(id)).Parties.buyer;

describe('the Accounts screen', () => {
  it("shows a company's TIN, SST no. and address, and an individual's TIN and MyKad", async () => {
    const dealer = await record(await idOf(demo.company.username));
    assert.deepEqual(taxDetails(dealer), seededDealer);
    const aisyah = await record(await idOf(demo.individual.username));
    assert.deepEqual(taxDetails(aisyah), { TIN: null, SSTNo: null, MyKad: null, CompanyAddress: null });
    const listed = await server.get<{ items: UserRecord[] }>('/api/User?q=jaya%20auto', admin);
    assert.deepEqual(taxDetails(listed.body.items[0] as UserRecord), seededDealer);
  });

  it("refuses a company's bad details with the registration's words, LHDN's unknown TIN too, and changes nothing", async () => {
    const dealer = editable(await record(await idOf(demo.company.username)));
    const address = seededDealer.CompanyAddress;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ TIN: 'X123' }, 'TIN', codeSentences.TIN_INVALID],
      [{ TIN: 'C123' }, 'TIN', codeSentences.TIN_INVALID],
      [{ TIN: '' }, 'TIN', messages.required],
      [{ SSTNo: 'SST123' }, 'SSTNo', codeSentences.SST_NO_INVALID],
      [{ CompanyAddress: { ...address, Lines: ' ' } }, 'CompanyAddress.Lines', messages.required],
      [{ CompanyAddress: { ...address, Postcode: '4710' } }, 'CompanyAddress.Postcode', codeSentences.POSTCODE_INVALID],
      [{ CompanyAddress: { ...address, City: '' } }, 'CompanyAddress.City', messages.required],
      [
        { CompanyAddress: { ...address, StateCode: '99' } },
        'CompanyAddress.StateCode',
        codeSentences.STATE_CODE_UNKNOWN,
      ],
      [{ TIN: UNKNOWN_TIN }, 'TIN', codeSentences.TIN_NOT_REGISTERED],
    ];
    for (const [change, field, message] of cases) {
      await refused(() => saveUser(dealer.id, { ...dealer, ...change }), field, message);
    }
    assert.ok(lhdnAsked.includes(`${UNKNOWN_TIN} BRN ${DEALER_BRN}`), 'LHDN was asked with the BRN');
  });

  it("saves a company's new details, audited; a confirmed invoice keeps its buyer, a draft and a new one name the new", async () => {
    const issued = await confirmedInvoice();
    const draft = await draftInvoice();
    assert.equal((await buyerOf(issued)).tin, seededDealer.TIN);
    const id = await idOf(demo.company.username);
    const newAddress = {
      Lines: 'No. 8, Jalan Teknologi\nTaman Sains Selangor',
      Postcode: '47810',
      City: 'Petaling Jaya',
      StateCode: '10',
    };
    const saved = await saveUser(id, {
      ...editable(await record(id)),
      TIN: 'c 2584-563200',
      SSTNo: '',
      CompanyAddress: newAddress,
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const stored = { TIN: 'C2584563200', SSTNo: null, MyKad: null, CompanyAddress: newAddress };
    assert.deepEqual(taxDetails(saved.body), stored);
    assert.deepEqual(taxDetails(await record(id)), stored);
    assert.ok(lhdnAsked.includes(`C2584563200 BRN ${DEALER_BRN}`), 'the new TIN was checked with LHDN');

    const audit = await lastUserAudit(id);
    assert.equal(audit.action, 'update');
    assert.equal(audit.actor_id, await idOf(demo.admin.username));
    assert.deepEqual([audit.before.TIN, audit.after.TIN], [seededDealer.TIN, 'C2584563200']);
    assert.deepEqual([audit.before.SSTNo, audit.after.SSTNo], [seededDealer.SSTNo, null]);
    assert.deepEqual(audit.after.CompanyAddress, newAddress);

    // The tax invoice issued before stays as it was issued; the draft and a new invoice name the company as it is now.
    const kept = await buyerOf(issued);
    assert.deepEqual([kept.tin, kept.sstNo, kept.address?.postcode], [seededDealer.TIN, seededDealer.SSTNo, '47100']);
    assert.deepEqual(kept.address?.lines, ['Lot 12, Jalan Kenari 5', 'Bandar Puchong Jaya']);
    const drafted = await buyerOf(draft);
    assert.deepEqual([drafted.tin, drafted.sstNo, drafted.address?.city], ['C2584563200', null, 'Petaling Jaya']);
    const fresh = await buyerOf(await confirmedInvoice());
    assert.deepEqual([fresh.tin, fresh.sstNo], ['C2584563200', null]);
    assert.deepEqual(fresh.address, {
      lines: ['No. 8, Jalan Teknologi', 'Taman Sains Selangor'],
      postcode: '47810',
      city: 'Petaling Jaya',
      stateCode: '10',
    });
  });

  it('does not ask LHDN again when an edit keeps the TIN', async () => {
    const id = await idOf(demo.company.username);
    const asked = lhdnAsked.length;
    const saved = await saveUser(id, { ...editable(await record(id)), Username: 'Lim Wei Jie (Jaya)' });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(lhdnAsked.length, asked);
  });

  it("saves an individual's TIN and MyKad, checked with LHDN together, and refuses a bad MyKad", async () => {
    const id = await idOf(demo.individual.username);
    const aisyah = editable(await record(id));
    await refused(() => saveUser(id, { ...aisyah, MyKad: '1234' }), 'MyKad', codeSentences.MYKAD_INVALID);
    await refused(() => saveUser(id, { ...aisyah, TIN: 'IG12' }), 'TIN', codeSentences.TIN_INVALID);
    const saved = await saveUser(id, { ...aisyah, TIN: 'IG115002000', MyKad: '900101-14-5678' });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(taxDetails(saved.body), {
      TIN: 'IG115002000',
      SSTNo: null,
      MyKad: '900101145678',
      CompanyAddress: null,
    });
    assert.ok(lhdnAsked.includes('IG115002000 NRIC 900101145678'));
    const audit = await lastUserAudit(id);
    assert.deepEqual([audit.before.MyKad, audit.after.MyKad], [null, '900101145678']);
    // An individual has no company: a company's fields sent for one are not kept anywhere.
    const again = await saveUser(id, {
      ...editable(saved.body),
      SSTNo: 'W10-1808-32000999',
      CompanyAddress: seededDealer.CompanyAddress,
    });
    assert.equal(again.status, 200);
    assert.deepEqual(taxDetails(again.body), taxDetails(saved.body));
  });

  it('gives a new account the TIN and MyKad typed in the New User modal', async () => {
    const created = await saveUser(0, {
      Email: 'new.taxpayer@example.my',
      Username: 'Tan Mei Ling',
      Phone: '0123456780',
      Password: 'Strong#2026',
      UserRole: UserRole.User,
      Active: true,
      TIN: 'IG20000000001',
      MyKad: '880808-08-8888',
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.deepEqual(taxDetails(created.body), {
      TIN: 'IG20000000001',
      SSTNo: null,
      MyKad: '880808088888',
      CompanyAddress: null,
    });
  });
});

describe('the account settings', () => {
  it("let a company user edit its company's details, shared with the company's account on the Accounts screen", async () => {
    const mine = await settingsOf(company);
    assert.equal(mine.CompanyName, 'Jaya Auto Trading Sdn. Bhd.');
    assert.equal(mine.TIN, 'C2584563200');
    const address = { Lines: 'Lot 3, Jalan Armada', Postcode: '40000', City: 'Shah Alam', StateCode: '10' };
    await refused(() => saveOwn({ TIN: 'X1', CompanyAddress: address }, company), 'TIN', codeSentences.TIN_INVALID);
    await refused(() => saveOwn({ TIN: 'C2088012345' }, company), 'CompanyAddress', messages.required);
    await refused(
      () => saveOwn({ TIN: UNKNOWN_TIN, CompanyAddress: address }, company),
      'TIN',
      codeSentences.TIN_NOT_REGISTERED,
    );

    const issued = await confirmedInvoice();
    const saved = await saveOwn({ TIN: 'C2088012345', SSTNo: 'w10-1808-32000777', CompanyAddress: address }, company);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.match(saved.body.Message, /tax details have been saved/);
    const stored = { TIN: 'C2088012345', SSTNo: 'W10-1808-32000777', MyKad: null, CompanyAddress: address };
    assert.deepEqual(taxDetails(saved.body.Settings), stored);
    assert.deepEqual(taxDetails(await settingsOf(company)), stored);
    const id = await idOf(demo.company.username);
    assert.deepEqual(taxDetails(await record(id)), stored, "the administrator sees the company's new details");
    assert.ok(lhdnAsked.includes(`C2088012345 BRN ${DEALER_BRN}`));

    const audit = await lastUserAudit(id);
    assert.equal(audit.actor_id, id, 'the user changed it');
    assert.deepEqual([audit.before.TIN, audit.after.TIN], ['C2584563200', 'C2088012345']);

    assert.equal((await buyerOf(issued)).tin, 'C2584563200', 'the invoice confirmed before keeps its buyer');
    assert.equal((await buyerOf(await draftInvoice())).sstNo, 'W10-1808-32000777');
  });

  it('let an individual give, change and remove their TIN and MyKad', async () => {
    await refused(() => saveOwn({ MyKad: '12-34' }, individual), 'MyKad', codeSentences.MYKAD_INVALID);
    const saved = await saveOwn({ TIN: 'IG115002001', MyKad: '900101145679' }, individual);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(taxDetails(saved.body.Settings), {
      TIN: 'IG115002001',
      SSTNo: null,
      MyKad: '900101145679',
      CompanyAddress: null,
    });
    assert.equal(saved.body.Settings.CompanyName, null);
    const cleared = await saveOwn({ TIN: '', MyKad: '' }, individual);
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    assert.deepEqual([cleared.body.Settings.TIN, cleared.body.Settings.MyKad], [null, null]);
    const audit = await lastUserAudit(await idOf(demo.individual.username));
    assert.deepEqual([audit.before.TIN, audit.after.TIN], ['IG115002001', null]);
  });

  it('are for logged-in users only', async () => {
    const answer = await server.call('PUT', '/api/Account/TaxDetails', { body: { TIN: 'C2088012345' } });
    assert.equal(answer.status, 401);
  });
});
