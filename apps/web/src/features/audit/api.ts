import {
  type AuditAction,
  type AuditEntity,
  auditActions,
  auditEndpoints,
  auditEntities,
  SMALL_PAGE_SIZE,
} from '@portal/contract';
import { endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';
import { type ListFilters, listFiltersFrom, listSearchOf } from '../../ui/list-filters';

/** The audit log's filters as they stand in the address bar (`?actorId=3&entity=credit_package&fromDate=…`). */
export interface AuditFilters extends ListFilters {
  actorId: number | null;
  entity: AuditEntity | null;
  action: AuditAction | null;
}

/** A value of the address bar that is one of a fixed list, else no filter. */
export const oneNamed = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  allowed.find((one) => one === value) ?? null;

export function filtersFrom(params: URLSearchParams): AuditFilters {
  const actorId = Number(params.get('actorId'));
  return {
    ...listFiltersFrom(params, SMALL_PAGE_SIZE),
    actorId: Number.isSafeInteger(actorId) && actorId > 0 ? actorId : null,
    entity: oneNamed(params.get('entity'), auditEntities),
    action: oneNamed(params.get('action'), auditActions),
  };
}

export const searchOf = (filters: AuditFilters) =>
  listSearchOf(filters, SMALL_PAGE_SIZE, { actorId: filters.actorId, entity: filters.entity, action: filters.action });

export const auditQuery = (filters: AuditFilters) => ({
  ...endpointQuery(
    auditEndpoints.list,
    {
      query: {
        page: filters.page,
        rows: filters.rows,
        q: filters.q || undefined,
        fromDate: filters.fromDate ?? undefined,
        toDate: filters.toDate ?? undefined,
        actorId: filters.actorId ?? undefined,
        entity: filters.entity ?? undefined,
        action: filters.action ?? undefined,
      },
    },
    { handlesErrors: true },
  ),
  ...answeredAtLoad,
});

/** The people who appear in the log, for the person filter. */
export const auditPeopleQuery = () => ({
  ...endpointQuery(auditEndpoints.people, {}, { handlesErrors: true }),
  ...answeredAtLoad,
});
