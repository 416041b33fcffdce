import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/connection.ts';
import { keptSecret } from '../queries.ts';
import { billplzGateway } from './billplz.ts';
import { sandboxGateway } from './sandbox.ts';

export type { BillState, Fields } from './types.ts';

const SANDBOX_KEY_NAME = 'sandbox_signing_key';

/**
 * The sandbox's signing key: PAYMENT_SIGNING_KEY, or a random 256-bit key made by the first instance and kept in the
 * database, so every instance on one database (and every restart) signs and checks alike.
 */
async function sandboxSigningKey(db: Db, configured: string | undefined) {
  if (configured) return configured;
  return keptSecret(db, SANDBOX_KEY_NAME, randomBytes(32).toString('hex'));
}

export type Gateway = Awaited<ReturnType<typeof createGateway>>;

/** The gateway chosen by PAYMENT_GATEWAY. */
export async function createGateway(config: Config, db: Db) {
  if (config.paymentGateway === 'billplz') return { gateway: billplzGateway(config.payment.billplz), sandbox: null };
  const sandbox = sandboxGateway(await sandboxSigningKey(db, config.payment.signingKey));
  return { gateway: sandbox, sandbox };
}
