import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/connection.ts';
import { httpError } from '../../platform/errors.ts';
import { retention } from '../../platform/retention.ts';
import {
  forgetExpiredIdempotencyKey,
  type IdempotencyHold,
  type IdempotencyKey,
  insertIdempotencyHold,
  keepIdempotentAnswer,
  releaseIdempotencyHold,
  storedIdempotentAnswer,
  takeOverExpiredHold,
} from './queries.ts';

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
  // A key is kept 24 hours from its first use; then it is a new key (unless a request still holds it).
  await forgetExpiredIdempotencyKey(db, key, retention.idempotencyKeyHours);

  const deadline = Date.now() + WAIT_MAX_MS;
  for (;;) {
    const held = await claimKey(db, key);
    if (held) {
      const outcome = await runHolding(db, held, run);
      if (outcome) return { ...outcome, replayed: false };
      continue; // Taken over meanwhile: answer the request that took it.
    }
    const stored = await storedIdempotentAnswer(db, key);
    if (!stored) continue; // Freed after an error between the two statements: claim it again.
    if (stored.request_hash !== requestHash) throw httpError('IDEMPOTENCY_KEY_REUSED');
    if (stored.status_code !== null && stored.answer !== null) {
      return { status: stored.status_code, body: JSON.parse(stored.answer) as T, replayed: true };
    }
    if (Date.now() >= deadline) return { retryAfter: stored.retry_after };
    await sleep(WAIT_STEP_MS);
  }
}

/**
 * Takes the key: new, or one whose lease ran out with no answer (the same body only). Of retries racing for it,
 * one takes it: the insert's unique index, or the conditional update that bumps `attempt`.
 */
async function claimKey(db: Db, key: IdempotencyKey): Promise<IdempotencyHold | undefined> {
  return (
    (await insertIdempotencyHold(db, key, IDEMPOTENCY_LEASE_SECONDS)) ??
    takeOverExpiredHold(db, key, IDEMPOTENCY_LEASE_SECONDS)
  );
}

/** Runs the request holding the key and keeps its answer; nothing when the key was taken over meanwhile. */
async function runHolding<T>(db: Db, held: IdempotencyHold, run: (claim: Claim<T>) => Promise<Outcome<T>>) {
  let kept = false;
  const claim: Claim<T> = {
    async keep(trx, outcome) {
      const row = await keepIdempotentAnswer(trx, held, outcome);
      if (!row) throw new ClaimLost();
      kept = true;
    },
  };
  let outcome: Outcome<T>;
  try {
    outcome = await run(claim);
  } catch (error) {
    if (error instanceof ClaimLost) return undefined;
    await releaseIdempotencyHold(db, held);
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
