import type { AuditAction, AuditEntity } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { insertAuditEntry } from './queries.ts';

/** The row an entry speaks of: its kind (the audit log screen's fixed list) and its id, when it has one. */
type AuditTarget = [entity: AuditEntity, id: string | number | null];

/** Who changed what, when, before and after: written in the same transaction as the change. */
export async function recordAudit(
  db: Kysely<DB>,
  actorId: number | null,
  action: AuditAction,
  [entity, entityId]: AuditTarget,
  change: { before?: unknown; after?: unknown } = {},
) {
  await insertAuditEntry(db, {
    actor_id: actorId,
    action,
    entity,
    entity_id: entityId === null ? null : String(entityId),
    before: change.before === undefined ? null : JSON.stringify(change.before),
    after: change.after === undefined ? null : JSON.stringify(change.after),
  });
}
