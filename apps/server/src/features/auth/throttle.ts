import type { Db } from '../../db/connection.ts';
import { httpError } from '../../platform/errors.ts';
import * as q from './queries.ts';

/**
 * Login throttling (docs/decisions/0039-owner-never-locked-out.md). Every attempt is counted
 * before its password is checked, so a burst of simultaneous guesses gets no more evaluations than a slow one.
 *
 * - A client and account pair gets 5 attempts in 15 minutes, then waits: that stops a guesser without touching the
 *   owner elsewhere. The client is the browser's known-device token when it has one for this account, else its
 *   address, so a guesser sharing the owner's address cannot use up the owner's attempts.
 * - An address (an office behind one NAT) and an account (guessed from many addresses) are slowed, never locked:
 *   past their free attempts, one attempt every few seconds is evaluated and the others are refused unevaluated. A
 *   refused attempt is given back to its pair, so an owner kept waiting by strangers does not lock out their own
 *   address. The free attempts also push the next slot on, so a burst from many addresses gets at most 5.
 * - A browser the account logged in from before skips the address and account slowing: only its own failures
 *   count against it. An owner on a new browser can have a one-time login link mailed instead.
 */
export const loginThrottle = {
  windowMinutes: 15,
  perPair: 5,
  perAddress: { free: 30, spacingSeconds: 1 },
  perAccount: { free: 5, spacingSeconds: 3 },
} as const;

export interface LoginClient {
  address: string;
  /** The known-device row of this browser for this account, if it has one. */
  deviceId: number | undefined;
}

export const throttleKeys = (email: string, client: LoginClient) => ({
  pair: `pair:${client.deviceId === undefined ? client.address : `device#${client.deviceId}`}:${email}`,
  address: `address:${client.address}`,
  account: `account:${email}`,
});

/** Counts the attempt before anything is checked, and refuses it when its pair must wait or its turn has not come. */
export async function admitLoginAttempt(db: Db, email: string, client: LoginClient) {
  const { windowMinutes, perPair, perAddress, perAccount } = loginThrottle;
  const keys = throttleKeys(email, client);
  if ((await q.countAttempt(db, keys.pair, { windowMinutes, free: perPair, spacingSeconds: 0 })) > perPair) {
    throw httpError('LOGIN_ATTEMPTS_EXCEEDED');
  }
  if (client.deviceId !== undefined) return;
  for (const [key, limit, refusal] of [
    [keys.address, perAddress, 'TOO_MANY_REQUESTS'],
    [keys.account, perAccount, 'LOGIN_SLOWED'],
  ] as const) {
    const attempts = await q.countAttempt(db, key, { windowMinutes, ...limit });
    if (attempts > limit.free && !(await q.takeSpacedSlot(db, key, limit.spacingSeconds))) {
      await q.giveBackAttempt(db, keys.pair);
      throw httpError(refusal);
    }
  }
}

/** The right password: its pair starts again, and the attempt does not count against its address or account. */
export async function forgiveLoginAttempt(db: Db, email: string, client: LoginClient) {
  const keys = throttleKeys(email, client);
  await q.forgiveAttempt(db, keys.pair, client.deviceId === undefined ? [keys.address, keys.account] : []);
}
