import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type AuditAction = 'create' | 'update' | 'delete' | 'upload' | 'confirm' | 'reverse' | 'export';

/** The row an entry speaks of: its entity (table or thing) and its id, when it has one. */
type AuditTarget = [entity: string, id: string | number | null];

/** Who changed what, when, before and after: written in the same transaction as the change. */
export async function recordAudit(
  db: Kysely<Database>,
  actorId: number | null,
  action: AuditAction,
  [entity, entityId]: AuditTarget,
  change: { before?: unknown; after?: unknown } = {},
) {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actorId,
      action,
      entity,
      entity_id: entityId === null ? null : String(entityId),
      before: change.before === undefined ? null : JSON.stringify(change.before),
      after: change.after === undefined ? null : JSON.stringify(change.after),
    })
    .execute();
}
