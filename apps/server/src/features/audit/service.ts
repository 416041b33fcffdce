import { isDeepStrictEqual } from 'node:util';
import {
  type AuditAction,
  type AuditChange,
  type AuditEntity,
  type AuditRow,
  ERASED_VALUE,
  type Language,
  type Option,
} from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import { malaysianDayRange } from '../../platform/malaysian-days.ts';
import * as q from './queries.ts';
import { readable, withoutCopies } from './readable.ts';

export interface AuditFilters {
  q?: string | undefined;
  actorId?: number | undefined;
  entity?: AuditEntity | undefined;
  action?: AuditAction | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

type RecordedChange = Pick<AuditChange, 'Field' | 'Before' | 'After'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields an entry changed: where both sides were recorded, only the fields that differ (and those a closure erased
 * on both sides, which differed once); where one was (a create, a delete, an upload), all its fields. A side recorded
 * as something other than an object is one unnamed field.
 */
function changesOf(before: unknown, after: unknown): RecordedChange[] {
  const was = before ?? {};
  const is = after ?? {};
  if (!isRecord(was) || !isRecord(is)) return [{ Field: '', Before: before ?? undefined, After: after ?? undefined }];
  return [...new Set([...Object.keys(was), ...Object.keys(is)])]
    .filter((field) => was[field] === ERASED_VALUE || !isDeepStrictEqual(was[field], is[field]))
    .map((field) => ({ Field: field, Before: was[field], After: is[field] }));
}

const row = (record: q.AuditRecord, language: Language): AuditRow => ({
  id: record.id,
  CreatedDate: new Date(record.created_at).toISOString(),
  ActorId: record.actor_id,
  ActorName: record.username,
  ActorEmail: record.email,
  Action: record.action,
  Entity: record.entity,
  EntityId: record.entity_id,
  Changes: withoutCopies(
    changesOf(record.before, record.after).map((change) => readable({ ...change, Label: '' }, record.entity, language)),
    record.entity,
  ),
});

/** One page of the audit log, newest first. */
export async function list(db: Db, filters: AuditFilters, page: number, rows: number, language: Language) {
  const filter: q.AuditFilter = {
    q: filters.q,
    actorId: filters.actorId,
    entity: filters.entity,
    action: filters.action,
    ...malaysianDayRange(filters.fromDate, filters.toDate),
  };
  const [records, total] = await Promise.all([q.auditPage(db, filter, page, rows), q.countAudit(db, filter)]);
  return { items: records.map((record) => row(record, language)), page, rows, total };
}

/** The person filter's choices: each account that made an audited change, by name and e-mail. */
export async function people(db: Db): Promise<Option[]> {
  return (await q.auditActors(db)).map((actor) => ({ id: actor.id, label: `${actor.username} (${actor.email})` }));
}
