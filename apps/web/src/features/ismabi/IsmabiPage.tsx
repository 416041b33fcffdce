import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE, type IsmabiRow, LIST_REFRESH_DELAY_MS } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { ListTable, type TableColumn } from '../../ui/DataTable';
import { ListState } from '../../ui/ListState';
import { Page } from '../../ui/Page';
import { Pager, usePaging } from '../../ui/Pager';
import { PhoneCards } from '../../ui/PhoneCards';
import { useRememberedSearch } from '../../ui/remembered-search';
import { SearchBox } from '../../ui/SearchBox';
import { ismabiListQuery } from './api';
import { ismabiTexts } from './texts';
import { UploadCard } from './UploadCard';

// The list opens unsearched: the remembered search comes back after the first render (ui/remembered-search.ts).
const listQueries = () => [ismabiListQuery({ q: '', page: 1, rows: DEFAULT_PAGE_SIZE })];
export const loader = serverLoader(listQueries);
export const clientLoader = browserLoader(listQueries);

function useColumns(): TableColumn<IsmabiRow>[] {
  const t = useTexts(ismabiTexts);
  const format = useFormat();
  return [
    { header: t('columns.nvic'), cell: (row) => row.NVIC, nowrap: true },
    { header: t('columns.make'), cell: (row) => row.MAKE },
    { header: t('columns.family'), cell: (row) => row.FAMILY },
    { header: t('columns.em'), cell: (row) => format.ringgit(row.EMNEWPR), align: 'right', nowrap: true },
    { header: t('columns.wm'), cell: (row) => format.ringgit(row.WMNEWPR), align: 'right', nowrap: true },
    { header: t('columns.created'), cell: (row) => format.date(row.CreatedDate), nowrap: true },
  ];
}

/** ISMABI Upload (`/settings/ismabi`): upload the valuation files, then browse what they hold. */
export function IsmabiPage() {
  const t = useTexts(ismabiTexts);
  return (
    <Page title={t('title')} description={t('description')} size="xl">
      <UploadCard />
      <IsmabiList />
    </Page>
  );
}

function IsmabiList() {
  const t = useTexts(ismabiTexts);
  const format = useFormat();
  const columns = useColumns();
  const { search: filter, setSearch: setFilter, readOnly } = useRememberedSearch('filter.ismabi');
  const [q] = useDebouncedValue(filter.trim(), LIST_REFRESH_DELAY_MS);
  const [paging, setPaging] = usePaging(DEFAULT_PAGE_SIZE, q);
  const list = useQuery({
    ...ismabiListQuery({ q, ...paging }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.items ?? [];

  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {t('listTitle')}
          </Title>
          <SearchBox
            placeholder={t('searchPlaceholder')}
            value={filter}
            onChange={setFilter}
            readOnly={readOnly}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        <ListState list={list} isEmpty={rows.length === 0}>
          <ListTable rows={rows} columns={columns} minWidth={720} label={t('listTitle')} />
          <PhoneCards label={t('listTitle')}>
            {rows.map((row) => (
              <Card key={row.id} component="li" withBorder padding="sm">
                <Text fw={700}>
                  {row.MAKE} {row.FAMILY}
                </Text>
                <Text size="sm" c="dimmed">
                  {`${row.NVIC} · ${format.date(row.CreatedDate)}`}
                </Text>
                <Text size="sm">
                  {`${t('columns.em')} ${format.ringgit(row.EMNEWPR)} · ${t('columns.wm')} ${format.ringgit(row.WMNEWPR)}`}
                </Text>
              </Card>
            ))}
          </PhoneCards>
        </ListState>
        <Pager total={list.data?.total ?? 0} page={paging.page} rows={paging.rows} onChange={setPaging} />
      </Stack>
    </Card>
  );
}

export default IsmabiPage;
