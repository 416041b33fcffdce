import { Group, Text } from '@mantine/core';
import type { AuditRow } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, type PageAddress, serverLoader } from '../../lib/page-data';
import { ofLoggedInUsers } from '../../lib/page-questions';
import { ListTable } from '../../ui/DataTable';
import { FilteredListCard } from '../../ui/FilteredListCard';
import { Page } from '../../ui/Page';
import { RecordCards } from '../../ui/PhoneCards';
import { AuditFilterBar } from './AuditFilterBar';
import { type AuditFilters, auditPeopleQuery, auditQuery, filtersFrom, searchOf } from './api';
import { ActionBadge, Changes, RecordName, Who } from './entry-parts';
import { auditTexts } from './texts';

// The entries as the address bar filters them, and the people to filter by.
const auditQueries = ofLoggedInUsers(({ url }: PageAddress) => [
  auditQuery(filtersFrom(url.searchParams)),
  auditPeopleQuery(),
]);
export const loader = serverLoader(auditQueries);
export const clientLoader = browserLoader(auditQueries);

/** `/settings/auditlog` (administrators): who changed which record, when, before and after; newest first. */
export function AuditLogPage() {
  const t = useTexts(auditTexts);
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const list = useQuery({ ...auditQuery(filters), placeholderData: keepPreviousData });
  const change = (next: AuditFilters) => setParams(searchOf(next), { replace: true });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  return (
    <Page title={t('title')} description={t('description')} size="xl">
      <FilteredListCard
        filterBar={<AuditFilterBar filters={filters} onChange={change} />}
        list={list}
        count={t('count', { count: total, total: format.number(total) })}
        actions={null}
        isEmpty={rows.length === 0}
        total={total}
        paging={filters}
        onPaging={(paging) => change({ ...filters, ...paging })}
      >
        <AuditTable rows={rows} />
        <AuditCards rows={rows} />
      </FilteredListCard>
    </Page>
  );
}

/** The entries on wider screens. */
function AuditTable({ rows }: { rows: AuditRow[] }) {
  const t = useTexts(auditTexts);
  const format = useFormat();
  return (
    <ListTable
      label={t('listLabel')}
      rows={rows}
      columns={[
        { header: t('when'), cell: (row) => format.dateTime(row.CreatedDate), cellProps: { c: 'dimmed', miw: 96 } },
        { header: t('who'), cell: (row) => <Who row={row} />, cellProps: { miw: 160 } },
        { header: t('what'), cell: (row) => <ActionBadge action={row.Action} /> },
        { header: t('record'), cell: (row) => <RecordName row={row} />, cellProps: { miw: 140 } },
        { header: t('changes'), cell: (row) => <Changes row={row} />, cellProps: { miw: 240 } },
      ]}
      minWidth={760}
    />
  );
}

/** The entries on phones: one card each. */
function AuditCards({ rows }: { rows: AuditRow[] }) {
  const t = useTexts(auditTexts);
  const format = useFormat();
  return (
    <RecordCards label={t('listLabel')} rows={rows}>
      {(row) => (
        <>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <RecordName row={row} />
            <ActionBadge action={row.Action} />
          </Group>
          <Text size="xs" c="dimmed">
            {format.dateTime(row.CreatedDate)}
          </Text>
          <div>
            <Who row={row} />
          </div>
          <Changes row={row} />
        </>
      )}
    </RecordCards>
  );
}

export default AuditLogPage;
