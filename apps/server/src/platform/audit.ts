import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface AuditEntry {
  actorId: number | null;
  action: 'create' | 'update' | 'delete' | 'upload' | 'confirm' | 'reverse' | 'export';
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Who changed what, when, before and after: written in the same transaction as the change. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry) {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
