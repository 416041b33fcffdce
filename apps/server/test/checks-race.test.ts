import assert from 'node:assert/strict';
import { it } from 'node:test';
import { demo, login, server, useTestServer } from './support/harness.ts';

useTestServer();

it('lets exactly as many concurrent paid checks through as the credit covers', async () => {
  const token = await login(server, demo.individual);
  const credit = await server.creditBalance(demo.individual.username);
  const attempts = credit + 15;
  const keys: string[] = [];
  for (let index = 0; index < attempts; index += 1) {
    const found = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821', token);
    keys.push(found.body.Unikey);
  }
  const answers = await Promise.all(
    keys.map((key) => server.post(`/api/Check/UpdateItem?id=${key}&paymentType=3&agreedTerms=true`, undefined, token)),
  );
  const statuses = answers.map((answer) => answer.status);
  assert.equal(statuses.filter((status) => status === 200).length, credit);
  assert.equal(statuses.filter((status) => status === 400).length, attempts - credit);
  const after = await server.user(demo.individual.username);
  assert.equal(after.credit, 0);
  assert.deepEqual(await server.ledgerDifferences(), []);
  const paid = await server.db.selectFrom('checks').select('reference_no').where('status', '=', 'paid').execute();
  assert.equal(new Set(paid.map((row) => row.reference_no)).size, credit, 'every paid check has its own reference');
});
