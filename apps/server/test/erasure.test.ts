import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { AuditRow, MyClosureAnswer } from '@portal/contract';
import { sql } from 'kysely';
import { insertUser } from '../src/features/auth/queries.ts';
import { hashPassword } from '../src/platform/secrets.ts';
import { admin as adminToken, login, server, useTestServer, waitForMail } from './support/harness.ts';
import { buyBuyerPack } from './support/payments.ts';

/** Nurul, before and after she changed her details in Account Settings: every value must be gone after the closure. */
const nurul = {
  password: 'Nurul#Pdpa2026',
  first: { name: 'Nurul Aina binti Kamal', email: 'nurul.aina@erasure.example.my', phone: '0134567890' },
  second: { name: 'Nurul Huda binti Kamal', email: 'huda.kamal@baharu.example.my', phone: '0178889990' },
};
const erasedValues = [...Object.values(nurul.first), ...Object.values(nurul.second)];

let nurulId: number;
let token: string;

type Page = { items: AuditRow[]; total: number };

useTestServer({ login: ['admin'] });

/** Every text and JSON column of every table, as PostgreSQL lists them. */
const searchableColumns = async () =>
  (
    await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      order by c.table_name, c.column_name`.execute(server.db)
  ).rows;

/** Where in the database a value is still written, whatever its case: `table.column` for each. */
async function whereStored(value: string) {
  const found: string[] = [];
  for (const { table_name, column_name } of await searchableColumns()) {
    const { rows } = await sql<{ hits: number }>`
      select count(*)::int as hits from ${sql.table(table_name)}
      where ${sql.ref(column_name)}::text ilike ${`%${value}%`}`.execute(server.db);
    if ((rows[0]?.hits ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/** Every file under the data folder but the database's own pages (PGlite's, which PostgreSQL rewrites as it vacuums). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const inside = await Promise.all(
    entries
      // A mail being written (`.part`) is renamed into place when whole: read then, as the whole file.
      .filter((entry) => entry.name !== 'pgdata' && !entry.name.endsWith('.part'))
      .map((entry) =>
        entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
      ),
  );
  return inside.flat();
}

describe('closing an account erases the person everywhere', () => {
  it('Nurul changes her name, mobile and e-mail, buys as a guest and with a top-up, then asks to close', async () => {
    nurulId = await server.db.transaction().execute(async (trx) =>
      insertUser(trx, {
        email: nurul.first.email,
        username: nurul.first.name,
        phone: nurul.first.phone,
        passwordHash: await hashPassword(nurul.password),
        accountType: 'INDIVIDUAL',
        companyId: null,
        referralCode: 'LFC01',
        verified: true,
      }),
    );
    await server.buyCheckAsGuest('BMK8821', { email: nurul.first.email, phoneNo: nurul.first.phone });
    token = await login(server, { username: nurul.first.email, password: nurul.password });

    await buyBuyerPack(server, token, {
      paymentName: nurul.first.name,
      paymentEmail: nurul.first.email,
      paymentPhone: nurul.first.phone,
    });

    const details = await server.call('PUT', '/api/Account/Settings', {
      token,
      body: { Username: nurul.second.name, Phone: nurul.second.phone },
    });
    assert.equal(details.status, 200, JSON.stringify(details.body));
    const asked = await server.post(
      '/api/Account/ChangeEmail',
      { NewEmail: nurul.second.email, CurrentPassword: nurul.password },
      token,
    );
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const mail = await waitForMail(server, nurul.second.email);
    const taccode = new URL(mail.text.match(/https?:\/\/\S+\/account\/confirmemail\?\S+/)?.[0] ?? '').searchParams;
    const confirmed = await server.post('/oauth/ConfirmEmail', { taccode: taccode.get('taccode') });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    await waitForMail(server, nurul.first.email, 2);

    const search = await server.get<Page>('/api/Audit?q=nurul', adminToken);
    assert.ok(search.body.total > 0, 'before the closure, the audit log finds her by name');
    for (const value of erasedValues) {
      assert.notDeepEqual(await whereStored(value), [], `${value} is stored before the closure`);
    }
    const mails = await Promise.all((await filesUnder(server.config.dataDir)).map((file) => readFile(file, 'utf8')));
    assert.ok(
      mails.some((text) => text.includes(nurul.first.email)),
      'before the closure, the mailbox folder holds mails to her',
    );

    const closure = await server.post<MyClosureAnswer>('/api/Account/Closure', { Password: nurul.password }, token);
    assert.equal(closure.status, 200, JSON.stringify(closure.body));
    const done = await server.post(
      `/api/AccountClosure/Complete?id=${closure.body.Request?.Id}`,
      undefined,
      adminToken,
    );
    assert.equal(done.status, 200, JSON.stringify(done.body));
  });

  it('leaves none of her names, e-mails or mobile numbers in any column of any table', async () => {
    for (const value of erasedValues) assert.deepEqual(await whereStored(value), [], `${value} is still stored`);
  });

  it('leaves none of them in the files under the data folder', async () => {
    for (const file of await filesUnder(server.config.dataDir)) {
      const text = (await readFile(file, 'utf8')).toLowerCase();
      for (const value of erasedValues) assert.ok(!text.includes(value.toLowerCase()), `${value} in ${file}`);
    }
  });

  it('keeps each audit entry about her, with what was done and when, and shows the marker for her values', async () => {
    const search = await server.get<Page>('/api/Audit?q=nurul', adminToken);
    assert.equal(search.body.total, 0, 'the audit log no longer finds her by name');
    const entries = await server.get<Page>(`/api/Audit?q=${nurulId}&rows=100`, adminToken);
    const aboutHer = entries.body.items.filter((row) => row.Entity === 'user' && row.EntityId === String(nurulId));
    assert.deepEqual(
      aboutHer.map((row) => row.Action),
      ['update', 'update', 'update', 'update'],
      'the closure, the e-mail change, the request for it and the details change',
    );
    const detailsChange = aboutHer.at(-1);
    assert.deepEqual(
      detailsChange?.Changes.toSorted((one, other) => one.Field.localeCompare(other.Field)),
      [
        {
          Field: 'Phone',
          Label: 'Mobile number',
          Before: '(erased)',
          After: '(erased)',
          BeforeText: '(erased)',
          AfterText: '(erased)',
        },
        {
          Field: 'Username',
          Label: 'Name',
          Before: '(erased)',
          After: '(erased)',
          BeforeText: '(erased)',
          AfterText: '(erased)',
        },
      ],
    );
    const written = JSON.stringify(entries.body).toLowerCase();
    for (const value of erasedValues) assert.ok(!written.includes(value.toLowerCase()), `${value} in the audit log`);
  });
});
