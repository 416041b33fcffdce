import type { AuditAction, AuditEntity } from '@portal/contract';
import { type Kysely, sql } from 'kysely';
import { likePattern } from '../../db/like.ts';
import { countRows, onePage } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

export interface AuditFilter {
  /** A record's id, or a value it had before or after. */
  q: string | undefined;
  actorId: number | undefined;
  entity: AuditEntity | undefined;
  action: AuditAction | undefined;
  /** Inclusive lower bound (the start of a Malaysian day). */
  from: Date | undefined;
  /** Exclusive upper bound (the start of the Malaysian day after the last one asked for). */
  before: Date | undefined;
}

function filtered(db: Q, filter: AuditFilter) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .where((eb) => {
      const conditions = [];
      if (filter.q) {
        const pattern = likePattern(filter.q);
        conditions.push(
          eb.or([
            eb('a.entity_id', '=', filter.q),
            eb(sql<string>`a.before::text`, 'ilike', pattern),
            eb(sql<string>`a.after::text`, 'ilike', pattern),
          ]),
        );
      }
      if (filter.actorId !== undefined) conditions.push(eb('a.actor_id', '=', filter.actorId));
      if (filter.entity) conditions.push(eb('a.entity', '=', filter.entity));
      if (filter.action) conditions.push(eb('a.action', '=', filter.action));
      if (filter.from) conditions.push(eb('a.created_at', '>=', filter.from));
      if (filter.before) conditions.push(eb('a.created_at', '<', filter.before));
      return eb.and(conditions);
    });
}

/** One page of the entries the filter lets through, newest first, with the name and e-mail of who made each. */
export function auditPage(db: Q, filter: AuditFilter, page: number, rows: number) {
  const newestFirst = filtered(db, filter)
    .select([
      'a.id',
      'a.created_at',
      'a.actor_id',
      'u.username',
      'u.email',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.before',
      'a.after',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc');
  return onePage(newestFirst, page, rows).execute();
}

export type AuditRecord = Awaited<ReturnType<typeof auditPage>>[number];

export const countAudit = (db: Q, filter: AuditFilter) => countRows(filtered(db, filter));

/** Everyone who made an audited change and still has an account, by name. */
export function auditActors(db: Q) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.username', 'u.email'])
    .where('u.id', 'in', (eb) => eb.selectFrom('audit_log').select('actor_id'))
    .orderBy('u.username')
    .orderBy('u.id')
    .execute();
}
