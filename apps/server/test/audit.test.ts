import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type AuditPage,
  type AuditRow,
  type CreditPackage,
  codeSentences,
  formatRinggit,
  type Option,
} from '@portal/contract';
import { admin, company, demo, individual, server, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';

useTestServer({ login: ['admin', 'company', 'individual'] });

type Problem = { Code: string; Message: string; errors?: Record<string, string> };

const auditList = (query: string, token = admin) => server.get<AuditPage & Problem>(`/api/Audit?${query}`, token);

/** The administrator renames a credit package and changes its price, as the Credits Setup screen saves it. */
async function editCreditPackage() {
  const packages = await server.get<CreditPackage[]>('/api/Admin/GetCredits', admin);
  const single = packages.body.find((row) => row.Name === 'Single check');
  assert.ok(single, 'the demo has a "Single check" package');
  const edit = { ...single, Name: 'Single check (promotion)', Price: '19.90' };
  const saved = await server.post<CreditPackage>(`/api/Admin/UpdateCredit?id=${single.id}&del=false`, edit, admin);
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  return { before: single, after: saved.body };
}

const changeOf = (entry: AuditRow | undefined, field: string) =>
  entry?.Changes.find((change) => change.Field === field);

describe('the audit log', () => {
  it("shows an administrator's change of a credit package with who made it and each changed field", async () => {
    const { before, after } = await editCreditPackage();
    const page = await auditList(`entity=credit_package&q=${before.id}`);
    assert.equal(page.status, 200, JSON.stringify(page.body));
    assert.equal(page.body.total, 1);
    const [entry] = page.body.items;
    assert.equal(entry?.Action, 'update');
    assert.equal(entry?.Entity, 'credit_package');
    assert.equal(entry?.EntityId, String(before.id));
    assert.equal(entry?.ActorEmail, demo.admin.username);
    assert.ok(entry?.ActorName);
    assert.deepEqual(changeOf(entry, 'Name'), {
      Field: 'Name',
      Label: 'Name',
      Before: 'Single check',
      After: after.Name,
    });
    assert.deepEqual(changeOf(entry, 'PriceSen'), {
      Field: 'PriceSen',
      Label: 'Price',
      Before: before.PriceSen,
      After: 1990,
      BeforeText: formatRinggit(before.PriceSen),
      AfterText: 'RM 19.90',
    });
    assert.equal(changeOf(entry, 'Price'), undefined, 'the ringgit beside the sen is one field, shown once');
    // Only what differs: the credit and the description did not change.
    assert.equal(changeOf(entry, 'Credit'), undefined);
    assert.equal(changeOf(entry, 'Description'), undefined);
    // Written in the change's own transaction: the same instant as the package's new modified date.
    assert.equal(entry?.CreatedDate, after.ModifiedDate);
  });

  it('lists every field of a created or deleted record, newest first', async () => {
    const created = await server.post<CreditPackage>(
      '/api/Admin/UpdateCredit?id=0',
      { Name: 'Audit pack', Credit: 7, Price: 70, Description: 'Seven checks' },
      admin,
    );
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const [newest] = (await auditList('entity=credit_package')).body.items;
    assert.equal(newest?.Action, 'create');
    assert.equal(newest?.EntityId, String(created.body.id));
    assert.deepEqual(changeOf(newest, 'Credit'), { Field: 'Credit', Label: 'Credit', After: 7 });
    assert.deepEqual(changeOf(newest, 'Description'), {
      Field: 'Description',
      Label: 'Description',
      After: 'Seven checks',
    });

    const removed = await server.post(`/api/Admin/DeleteCredit?id=${created.body.id}`, undefined, admin);
    assert.equal(removed.status, 200);
    const [deleted] = (await auditList('entity=credit_package&action=delete')).body.items;
    assert.equal(deleted?.EntityId, String(created.body.id));
    assert.deepEqual(changeOf(deleted, 'Name'), { Field: 'Name', Label: 'Name', Before: 'Audit pack' });
    assert.equal(deleted?.Changes.length, newest?.Changes.length, 'every field the record had');
  });

  it('narrows by person, kind of record and action, and offers the people who appear in it', async () => {
    const key = await server.post<{ Id: number }>('/api/ApiKeys', { Name: 'Audit test key' }, company);
    assert.equal(key.status, 200, JSON.stringify(key.body));
    const dealer = await server.user(demo.company.username);
    const boss = await server.user(demo.admin.username);

    const people = await server.get<Option[]>('/api/Audit/People', admin);
    assert.equal(people.status, 200);
    const ids = people.body.map((person) => person.id);
    assert.ok(ids.includes(dealer.id) && ids.includes(boss.id), JSON.stringify(people.body));
    assert.ok(!ids.includes((await server.user(demo.individual.username)).id), 'only people who appear in the log');
    assert.match(people.body.find((person) => person.id === dealer.id)?.label ?? '', /dealer@demo\.carsemak\.my/);

    const byDealer = await auditList(`actorId=${dealer.id}`);
    assert.deepEqual(
      byDealer.body.items.map((entry) => [entry.ActorEmail, entry.Entity, entry.Action]),
      [[demo.company.username, 'api_keys', 'create']],
    );
    const byAdmin = await auditList(`actorId=${boss.id}`);
    assert.ok(byAdmin.body.total >= 2);
    assert.ok(byAdmin.body.items.every((entry) => entry.ActorId === boss.id));

    const keys = await auditList('entity=api_keys');
    assert.equal(keys.body.total, 1);
    const creations = await auditList('entity=credit_package&action=create');
    assert.ok(creations.body.items.length > 0);
    assert.ok(creations.body.items.every((entry) => entry.Entity === 'credit_package' && entry.Action === 'create'));
    assert.equal((await auditList('entity=charge_setup')).body.total, 0);
  });

  it('speaks the reader’s words: codes by their labels, money in ringgit, erased fields by name, in each language', async () => {
    const boss = await server.user(demo.admin.username);
    await server.db
      .insertInto('audit_log')
      .values([
        {
          actor_id: boss.id,
          action: 'update',
          entity: 'invoice_payment',
          entity_id: 'N10-PAYMENT',
          before: JSON.stringify({ Method: 1, MethodDesc: 'Bank transfer', Amount: 10, AmountSen: 1000 }),
          after: JSON.stringify({ Method: 3, MethodDesc: 'Cash', Amount: 17, AmountSen: 1700, invoiceStatus: 6 }),
        },
        {
          actor_id: boss.id,
          action: 'confirm',
          entity: 'invoice',
          entity_id: 'N10-INVOICE',
          before: JSON.stringify({ Status: 1, InvoiceStatus: 'Draft' }),
          after: JSON.stringify({ Status: 4, InvoiceStatus: 'Confirmed' }),
        },
        {
          actor_id: boss.id,
          action: 'update',
          entity: 'user',
          entity_id: 'N10-USER',
          after: JSON.stringify({ erased: ['email', 'username', 'phone'], Username: '(erased)' }),
        },
      ])
      .execute();
    const shown = async (id: string, language: string) => {
      const answer = await server.call<AuditPage>('GET', `/api/Audit?q=${id}`, {
        token: admin,
        headers: { 'accept-language': language },
      });
      return answer.body.items[0]?.Changes.map((change) => [
        change.Label,
        change.BeforeText ?? change.Before,
        change.AfterText ?? change.After,
      ]);
    };
    assert.deepEqual(await shown('N10-PAYMENT', 'en'), [
      ['Payment method', 'Bank transfer', 'Cash'],
      ['Amount', 'RM 10.00', 'RM 17.00'],
      ['Invoice status', undefined, 'Paid'],
    ]);
    assert.deepEqual(await shown('N10-INVOICE', 'en'), [['Status', 'Draft', 'Confirmed']]);
    assert.deepEqual(await shown('N10-USER', 'en'), [
      ['Erased', undefined, 'E-mail, Name, Mobile number'],
      ['Name', undefined, '(erased)'],
    ]);
    assert.deepEqual(await shown('N10-PAYMENT', 'ms'), [
      ['Kaedah bayaran', 'Pindahan bank', 'Tunai'],
      ['Jumlah', 'RM 10.00', 'RM 17.00'],
      ['Status invois', undefined, 'Dibayar'],
    ]);
    assert.deepEqual(await shown('N10-USER', 'zh'), [
      ['已删除', undefined, '电邮, 姓名, 手机号码'],
      ['姓名', undefined, '（已删除）'],
    ]);
  });

  it('filters by Malaysian days, both included', async () => {
    const boss = await server.user(demo.admin.username);
    // 1 March 2026 23:30 and 2 March 2026 00:30 in Kuala Lumpur (UTC+8).
    for (const [at, reference] of [
      ['2026-03-01T15:30:00Z', 'RF-LATE-1-MARCH'],
      ['2026-03-01T16:30:00Z', 'RF-EARLY-2-MARCH'],
    ] as const) {
      await server.db
        .insertInto('audit_log')
        .values({
          actor_id: boss.id,
          action: 'update',
          entity: 'refund',
          entity_id: reference,
          after: JSON.stringify({ reference }),
          created_at: new Date(at),
        })
        .execute();
    }
    const days = async (query: string) =>
      (await auditList(`entity=refund&${query}`)).body.items.map((entry) => entry.EntityId);
    assert.deepEqual(await days('fromDate=2026-03-01&toDate=2026-03-01'), ['RF-LATE-1-MARCH']);
    assert.deepEqual(await days('fromDate=2026-03-02&toDate=2026-03-02'), ['RF-EARLY-2-MARCH']);
    assert.deepEqual(await days('fromDate=2026-03-01&toDate=2026-03-02'), ['RF-EARLY-2-MARCH', 'RF-LATE-1-MARCH']);
    assert.deepEqual(await days('toDate=2026-02-28'), []);
    assert.deepEqual(await days('q=early-2'), ['RF-EARLY-2-MARCH']);
  });

  it('pages like every list: 10 entries by default, then the rest', async () => {
    const total = (await auditList('')).body.total;
    for (let added = total; added < 12; added++) {
      await server.db.insertInto('audit_log').values({ actor_id: null, action: 'upload', entity: 'ismabi' }).execute();
    }
    const first = await auditList('');
    const everyone = first.body.total;
    assert.ok(everyone >= 12);
    assert.deepEqual([first.body.page, first.body.rows, first.body.items.length], [1, 10, 10]);
    const second = await auditList('page=2&rows=10');
    assert.equal(second.body.items.length, Math.min(10, everyone - 10));
    const firstIds = new Set(first.body.items.map((entry) => entry.id));
    assert.ok(
      second.body.items.every((entry) => !firstIds.has(entry.id)),
      'no entry on two pages',
    );
    const ordered = [...first.body.items, ...second.body.items].map((entry) => Date.parse(entry.CreatedDate));
    assert.deepEqual(
      ordered,
      [...ordered].sort((a, b) => b - a),
      'newest first',
    );
    const whole = await auditList('rows=100');
    assert.equal(whole.body.items.length, Math.min(100, everyone));
  });

  it('answers only administrators', async () => {
    assert.equal((await server.get('/api/Audit')).status, 401);
    assert.equal((await server.get('/api/Audit/People')).status, 401);
    for (const token of [individual, company]) {
      const refused = await auditList('', token);
      assert.equal(refused.status, 403);
      assert.equal(refused.body.Message, messages.forbidden);
      assert.equal((await server.get('/api/Audit/People', token)).status, 403);
    }
  });

  it('refuses a day that does not exist, an unknown kind or action, and changes nothing', async () => {
    const entries = await server.countRows('audit_log');
    for (const [query, field, message] of [
      ['fromDate=2026-02-30', 'fromDate', messages.invalidDate],
      ['toDate=1%20March', 'toDate', messages.invalidDate],
      ['entity=passwords', 'entity', codeSentences.FIELD_INVALID],
      ['action=drop', 'action', codeSentences.FIELD_INVALID],
      ['actorId=abc', 'actorId', messages.invalidInteger],
      ['actorId=0', 'actorId', messages.invalidNumeric],
    ] as const) {
      const refused = await auditList(query);
      assert.equal(refused.status, 400, `${query}: ${JSON.stringify(refused.body)}`);
      assert.equal(refused.body.errors?.[field], message, `${query}: ${JSON.stringify(refused.body)}`);
    }
    assert.equal(await server.countRows('audit_log'), entries);
  });
});
