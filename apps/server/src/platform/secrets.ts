import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** 256 random bits, URL-safe: session tokens, verification and reset codes. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function sameSecret(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a request's URL (path and query) carries `key` as its `?key=`: the demo's own tools are opened so. */
export const urlCarriesKey = (url: string, key: string) =>
  sameSecret(new URL(url, 'http://portal.invalid').searchParams.get('key') ?? '', key);

// OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. 2 is argon2id in @node-rs/argon2's const enum.
const ARGON2ID = 2;
const argon2Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, argon2Options);

export async function passwordMatches(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
