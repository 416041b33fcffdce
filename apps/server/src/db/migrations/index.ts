import type { Migration } from 'kysely/migration';
import * as accounts from './0001_accounts.ts';

/** Every migration, in order. A new one is added here under the next number. */
export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
};
