import { Select, SimpleGrid } from '@mantine/core';
import { auditActions, auditEntities } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../lib/i18n';
import { ListDateRange } from '../../ui/DateRangeInputs';
import { ListSearchBox } from '../../ui/ListSearchBox';
import { type AuditFilters, auditPeopleQuery, oneNamed } from './api';
import { auditTexts } from './texts';

/** From Date, To Date, person, kind of record, action and a search, as the address bar holds them. */
export function AuditFilterBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (next: AuditFilters) => void;
}) {
  const t = useTexts(auditTexts);
  const people = useQuery(auditPeopleQuery());
  const change = (next: Partial<AuditFilters>) => onChange({ ...filters, ...next, page: 1 });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <ListDateRange range={filters} onChange={change} />
      <Select
        label={t('person')}
        placeholder={t('everyone')}
        clearable
        searchable
        data={(people.data ?? []).map((person) => ({ value: String(person.id), label: person.label }))}
        value={filters.actorId === null ? null : String(filters.actorId)}
        onChange={(value) => change({ actorId: value ? Number(value) : null })}
      />
      <Select
        label={t('kind')}
        placeholder={t('allKinds')}
        clearable
        data={auditEntities.map((entity) => ({ value: entity, label: t(`kinds.${entity}`) }))}
        value={filters.entity}
        onChange={(value) => change({ entity: oneNamed(value, auditEntities) })}
      />
      <Select
        label={t('action')}
        placeholder={t('allActions')}
        clearable
        data={auditActions.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
        value={filters.action}
        onChange={(value) => change({ action: oneNamed(value, auditActions) })}
      />
      <ListSearchBox
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        q={filters.q}
        onSearch={(q) => change({ q })}
      />
    </SimpleGrid>
  );
}
