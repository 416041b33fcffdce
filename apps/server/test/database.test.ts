import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { findCheck } from '../src/features/checks/queries.ts';
import { freshDatabase } from './support/database.ts';
import { server, useTestServer } from './support/harness.ts';

useTestServer({ env: { RUN_WORKER: 'false' } });

it('keeps concurrent transactions apart: 50 read-then-write increments lose none', async () => {
  const [user] = await server.db.selectFrom('users').select(['id', 'credit']).limit(1).execute();
  assert.ok(user);
  await Promise.all(
    Array.from({ length: 50 }, () =>
      server.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('users')
          .select('credit')
          .where('id', '=', user.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 1));
        await trx
          .updateTable('users')
          .set({ credit: row.credit + 1 })
          .where('id', '=', user.id)
          .execute();
      }),
    ),
  );
  const after = await server.db
    .selectFrom('users')
    .select('credit')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  assert.equal(after.credit, user.credit + 50);
});

it('rolls a failed transaction back whole while other queries go on', async () => {
  const before = await server.db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const failing = server.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('companies')
      .values({ name: 'Half Written Sdn. Bhd.', company_no: 'X1', contact_no: '0312345678' })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sql`select 1 / 0`.execute(trx);
  });
  const reader = server.db.selectFrom('users').select('id').execute();
  await assert.rejects(failing);
  assert.ok((await reader).length > 0);
  const afterward = await server.db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  assert.equal(Number(afterward.count), Number(before.count));
});

it('runs a hot read as a named prepared statement on PostgreSQL, and the ordinary way in a transaction', async () => {
  const database = await freshDatabase();
  const single = database.target.kind === 'postgres' ? { ...database.target, poolSize: 1 } : database.target;
  const db = await openDatabase(single);
  try {
    await migrateToLatest(db);
    await db
      .insertInto('checks')
      .values({ unikey: 'named', search_by_vehicle: true, search_key: 'BMK8821', is_found: false })
      .execute();
    assert.equal((await findCheck(db, 'named'))?.search_key, 'BMK8821');
    const inTransaction = await db.transaction().execute((trx) => findCheck(trx, 'named'));
    assert.equal(inTransaction?.search_key, 'BMK8821');
    if (database.target.kind === 'postgres') {
      // One connection: the statement it prepared is in its own list.
      const prepared = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
      assert.deepEqual(
        prepared.rows.map((row) => row.name),
        ['check_by_unikey'],
      );
    }
  } finally {
    await db.destroy();
    await database.drop();
  }
});
