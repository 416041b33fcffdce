import { setTimeout as sleep } from 'node:timers/promises';
import type { V1Balance, V1CheckAnswer } from '@portal/contract';

/** A company's program calling `/api/v1` of a server at `url`, as docs/api.md tells it to. */

type ErrorBody = { Code: string; Message: string };
export interface CheckAnswer {
  status: number;
  body: V1CheckAnswer & ErrorBody;
  retryAfter: number | undefined;
}

async function asJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${response.url}: ${response.status} ${text}`);
  }
}

/** A live API key of the demo dealer, made through the API Access page's calls. */
export async function demoDealerApiKey(url: string) {
  const login = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dealer@demo.carsemak.my', password: 'Dealer#2026' }),
  });
  const { access_token } = await asJson<{ access_token: string }>(login);
  const created = await fetch(`${url}/api/ApiKeys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ Name: 'Crash test', Test: false }),
  });
  return (await asJson<{ Secret: string }>(created)).Secret;
}

export async function apiBalance(url: string, secret: string) {
  return asJson<V1Balance>(await fetch(`${url}/api/v1/balance`, { headers: { authorization: `Bearer ${secret}` } }));
}

export async function postCheck(url: string, secret: string, body: unknown, idempotencyKey: string) {
  const response = await fetch(`${url}/api/v1/checks`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${secret}`,
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  const retryAfter = response.headers.get('retry-after');
  return {
    status: response.status,
    body: await asJson<CheckAnswer['body']>(response),
    retryAfter: retryAfter === null ? undefined : Number(retryAfter),
  };
}

/**
 * The same request with the same key until it answers something else than 409 IDEMPOTENCY_KEY_IN_PROGRESS, waiting
 * Retry-After seconds after each 409 (and 1 s after a refused connection); gives up after `giveUpMs`.
 */
export async function postUntilAnswered(
  url: string,
  secret: string,
  body: unknown,
  idempotencyKey: string,
  giveUpMs = 60_000,
) {
  const started = Date.now();
  let busy = 0;
  for (;;) {
    const answer = await postCheck(url, secret, body, idempotencyKey).catch(() => undefined);
    const inProgress = answer?.status === 409 && answer.body.Code === 'IDEMPOTENCY_KEY_IN_PROGRESS';
    if (answer && !inProgress) return { ...answer, elapsedMs: Date.now() - started, busy };
    if (Date.now() - started > giveUpMs) throw new Error(`${idempotencyKey}: no answer within ${giveUpMs} ms`);
    if (inProgress) busy += 1;
    await sleep((answer?.retryAfter ?? 1) * 1000);
  }
}
