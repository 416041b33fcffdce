import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BillState, Fields } from './types.ts';

/**
 * Billplz's X-Signature: every field but `x_signature` as key followed by value, sorted in ascending order
 * (case-insensitive), joined with `|`, then HMAC-SHA256 in lower-case hex with the X Signature key. For the redirect,
 * the keys are `billplz[id]` and so on, and their source is `billplzid…`.
 */
export function signatureSource(fields: Fields) {
  return Object.entries(fields)
    .filter(([key]) => key !== 'x_signature')
    .map(([key, value]) => `${key}${value}`)
    .sort((a, b) => {
      const left = a.toLowerCase();
      const right = b.toLowerCase();
      return left < right ? -1 : left > right ? 1 : 0;
    })
    .join('|');
}

export const sign = (fields: Fields, key: string) =>
  createHmac('sha256', key).update(signatureSource(fields)).digest('hex');

/** Constant time for equal lengths; a signature of another length is simply wrong. */
export function signatureMatches(fields: Fields, key: string, given: string | undefined) {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(sign(fields, key), 'hex');
  const actual = Buffer.from(given.toLowerCase(), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const AMOUNT = /^\d{1,12}$/;

/** A Billplz callback's fields as a bill state (after the signature is checked); null when they make no sense. */
export function callbackState(fields: Fields): BillState | null {
  const paid = fields.paid === 'true';
  const amount = paid ? (fields.paid_amount ?? fields.amount) : fields.amount;
  if (!fields.id || !amount || !AMOUNT.test(amount)) return null;
  const outcome = paid ? 'paid' : fields.state === 'deleted' ? 'cancelled' : fields.paid === 'false' ? 'failed' : null;
  if (!outcome) return null;
  // Billplz collects ringgit only; a callback naming another currency is refused by the amount check.
  return { billId: fields.id, outcome, amountSen: Number(amount), currency: fields.currency ?? 'MYR' };
}

/** `billplz[id]=…&billplz[x_signature]=…` as a signed redirect: its fields without the prefix's brackets. */
export function verifyRedirectFields(query: Fields, key: string) {
  const fields: Fields = {};
  let given: string | undefined;
  for (const [name, value] of Object.entries(query)) {
    const match = name.match(/^billplz\[([a-z_]+)\]$/);
    if (!match) continue;
    if (match[1] === 'x_signature') given = value;
    else fields[`billplz${match[1]}`] = value;
  }
  const billId = fields.billplzid;
  if (!billId || !signatureMatches(fields, key, given)) return null;
  return { billId, paid: fields.billplzpaid === 'true' };
}
