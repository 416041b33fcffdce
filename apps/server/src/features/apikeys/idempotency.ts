import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { httpError } from '../../platform/errors.ts';

const WAIT_STEP_MS = 50;
const WAIT_MAX_MS = 15_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface Outcome<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/**
 * Runs a POST once per API key and `Idempotency-Key` within 24 hours. The row is inserted first, so of many identical
 * retries at once exactly one runs (the unique index decides); the others wait for its answer and answer it again.
 * The same key with another body is refused (422). An answer with an error is not kept: a retry runs again.
 */
export async function onceOnly<T>(
  db: Db,
  apiKeyId: number,
  idempotencyKey: string | undefined,
  requestHash: string,
  run: () => Promise<{ status: number; body: T }>,
): Promise<Outcome<T>> {
  if (idempotencyKey === undefined) return { ...(await run()), replayed: false };
  if (!KEY_PATTERN.test(idempotencyKey)) throw httpError('IDEMPOTENCY_KEY_INVALID');
  const mine = { api_key_id: apiKeyId, idempotency_key: idempotencyKey };
  await db
    .deleteFrom('api_idempotency')
    .where('api_key_id', '=', apiKeyId)
    .where('idempotency_key', '=', idempotencyKey)
    .where('created_at', '<', sql<Date>`now() - interval '24 hours'`)
    .execute();

  for (let waited = 0; waited <= WAIT_MAX_MS; waited += WAIT_STEP_MS) {
    const inserted = await db
      .insertInto('api_idempotency')
      .values({ ...mine, request_hash: requestHash })
      .onConflict((oc) => oc.columns(['api_key_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      let outcome: { status: number; body: T };
      try {
        outcome = await run();
      } catch (error) {
        await db.deleteFrom('api_idempotency').where('id', '=', inserted.id).execute();
        throw error;
      }
      await db
        .updateTable('api_idempotency')
        .set({ status_code: outcome.status, answer: JSON.stringify(outcome.body) })
        .where('id', '=', inserted.id)
        .execute();
      return { ...outcome, replayed: false };
    }
    const first = await db
      .selectFrom('api_idempotency')
      .select(['request_hash', 'status_code', 'answer'])
      .where('api_key_id', '=', apiKeyId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (first && first.request_hash !== requestHash) throw httpError('IDEMPOTENCY_KEY_REUSED');
    if (first?.status_code != null && first.answer !== null) {
      return { status: first.status_code, body: JSON.parse(first.answer) as T, replayed: true };
    }
    // Still running (or just given up after an error, then the next round inserts it anew).
    if (first) await sleep(WAIT_STEP_MS);
  }
  throw httpError('IDEMPOTENCY_KEY_IN_PROGRESS');
}
