import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { httpError } from '../../platform/errors.ts';
import { retention } from '../../platform/retention.ts';

/**
 * How long a request holds its key without answering. Far longer than a check takes, so it only runs out when the
 * request's process died; then a retry with the same key takes the key over and runs the request again.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 15;
/** How long a retry waits for the request holding its key before answering 409 with Retry-After. */
const WAIT_MAX_MS = 5_000;
const WAIT_STEP_MS = 50;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface Outcome<T> {
  status: number;
  body: T;
}

/** The key is held by a request still running: retry after this many seconds (when its lease ends at the latest). */
export interface Busy {
  retryAfter: number;
}

/** The request holding a key: it keeps its answer in the transaction that charges, so a charge always has one. */
export interface Claim<T> {
  /** Stores the answer in `trx`; throws (and so rolls the transaction back) if another request took the key over. */
  keep(trx: Db, outcome: Outcome<T>): Promise<void>;
}

/** Another request took the key over (this one outlived its lease): its answer is the key's, this one's is dropped. */
class ClaimLost extends Error {}

type Held = { id: number; attempt: number };
type Key = { apiKeyId: number; idempotencyKey: string; requestHash: string };

const lease = sql<Date>`now() + make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS})`;

/**
 * Runs a POST once per API key and `Idempotency-Key` within 24 hours. The first request claims the key (a row, unique
 * per key) with a lease and runs; a retry of a key already answered answers that again; a retry while the holder runs
 * waits up to 5 s for its answer, then answers Busy; a retry after the lease ran out without an answer (the holder's
 * process died) takes the key over, one retry only, and runs again. That is safe because a charging request keeps
 * its answer in the charge's own transaction (`Claim.keep`): a key with no answer has no charge. The same key with
 * another body is refused (422). An error is not kept: the key is freed and a retry runs again.
 */
export async function onceOnly<T>(
  db: Db,
  apiKeyId: number,
  idempotencyKey: string | undefined,
  requestHash: string,
  run: (claim: Claim<T> | undefined) => Promise<Outcome<T>>,
): Promise<(Outcome<T> & { replayed: boolean }) | Busy> {
  if (idempotencyKey === undefined) return { ...(await run(undefined)), replayed: false };
  if (!KEY_PATTERN.test(idempotencyKey)) throw httpError('IDEMPOTENCY_KEY_INVALID');
  const key = { apiKeyId, idempotencyKey, requestHash };
  await forgetExpired(db, key);

  const deadline = Date.now() + WAIT_MAX_MS;
  for (;;) {
    const held = await claimKey(db, key);
    if (held) {
      const outcome = await runHolding(db, held, run);
      if (outcome) return { ...outcome, replayed: false };
      continue; // Taken over meanwhile: answer the request that took it.
    }
    const stored = await storedAnswer(db, key);
    if (!stored) continue; // Freed after an error between the two statements: claim it again.
    if (stored.request_hash !== requestHash) throw httpError('IDEMPOTENCY_KEY_REUSED');
    if (stored.status_code !== null && stored.answer !== null) {
      return { status: stored.status_code, body: JSON.parse(stored.answer) as T, replayed: true };
    }
    if (Date.now() >= deadline) return { retryAfter: stored.retry_after };
    await sleep(WAIT_STEP_MS);
  }
}

/** A key is kept 24 hours from its first use; then it is a new key (unless a request still holds it). */
const forgetExpired = (db: Db, key: Key) =>
  db
    .deleteFrom('api_idempotency')
    .where('api_key_id', '=', key.apiKeyId)
    .where('idempotency_key', '=', key.idempotencyKey)
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${retention.idempotencyKeyHours})`)
    .where((eb) => eb.or([eb('answer', 'is not', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .execute();

/**
 * Takes the key: new, or one whose lease ran out with no answer (the same body only). Of retries racing for it,
 * one takes it: the insert's unique index, or the conditional update that bumps `attempt`.
 */
async function claimKey(db: Db, key: Key): Promise<Held | undefined> {
  const inserted = await db
    .insertInto('api_idempotency')
    .values({
      api_key_id: key.apiKeyId,
      idempotency_key: key.idempotencyKey,
      request_hash: key.requestHash,
      locked_until: lease,
    })
    .onConflict((oc) => oc.columns(['api_key_id', 'idempotency_key']).doNothing())
    .returning(['id', 'attempt'])
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .updateTable('api_idempotency')
    .set((eb) => ({ attempt: eb('attempt', '+', 1), locked_until: lease }))
    .where('api_key_id', '=', key.apiKeyId)
    .where('idempotency_key', '=', key.idempotencyKey)
    .where('request_hash', '=', key.requestHash)
    .where('answer', 'is', null)
    .where('locked_until', '<=', sql<Date>`now()`)
    .returning(['id', 'attempt'])
    .executeTakeFirst();
}

/** Runs the request holding the key and keeps its answer; nothing when the key was taken over meanwhile. */
async function runHolding<T>(db: Db, held: Held, run: (claim: Claim<T>) => Promise<Outcome<T>>) {
  let kept = false;
  const claim: Claim<T> = {
    async keep(trx, outcome) {
      const row = await trx
        .updateTable('api_idempotency')
        .set({ status_code: outcome.status, answer: JSON.stringify(outcome.body) })
        .where('id', '=', held.id)
        .where('attempt', '=', held.attempt)
        .where('answer', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new ClaimLost();
      kept = true;
    },
  };
  let outcome: Outcome<T>;
  try {
    outcome = await run(claim);
  } catch (error) {
    if (error instanceof ClaimLost) return undefined;
    await release(db, held);
    throw error;
  }
  // An answer that charged nothing (the report already owned, a test key) is kept after the fact; if the key was
  // taken over meanwhile, the other request answers the same for free, so this one's answer stands.
  if (!kept) await claim.keep(db, outcome).catch(ignoreLost);
  return outcome;
}

function ignoreLost(error: unknown) {
  if (!(error instanceof ClaimLost)) throw error;
}

/** After an error: the key is free again, unless another request has taken it over. */
const release = (db: Db, held: Held) =>
  db
    .deleteFrom('api_idempotency')
    .where('id', '=', held.id)
    .where('attempt', '=', held.attempt)
    .where('answer', 'is', null)
    .execute();

const storedAnswer = (db: Db, key: Key) =>
  db
    .selectFrom('api_idempotency')
    .select(['request_hash', 'status_code', 'answer'])
    .select(sql<number>`greatest(1, ceil(extract(epoch from locked_until - now())))::int`.as('retry_after'))
    .where('api_key_id', '=', key.apiKeyId)
    .where('idempotency_key', '=', key.idempotencyKey)
    .executeTakeFirst();
