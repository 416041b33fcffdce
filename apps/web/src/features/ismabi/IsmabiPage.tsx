import { Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import { type IsmabiRow, LIST_REFRESH_DELAY_MS } from '@portal/contract';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormat, useTexts } from '../../app/i18n';
import { ListState } from '../../ui/ListState';
import { Page } from '../../ui/Page';
import { Pager, usePaging } from '../../ui/Pager';
import { PhoneCards } from '../../ui/PhoneCards';
import { fetchIsmabi, ismabiListKey } from './api';
import { ismabiTexts } from './texts';
import { UploadCard } from './UploadCard';

type Column = { header: string; cell: (row: IsmabiRow) => string; align?: 'right'; nowrap?: boolean };

function useColumns(): Column[] {
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
  const [filter, setFilter] = useLocalStorage({
    key: 'filter.ismabi',
    defaultValue: '',
    getInitialValueInEffect: false,
  });
  const [q] = useDebouncedValue(filter.trim(), LIST_REFRESH_DELAY_MS);
  const [paging, setPaging] = usePaging(undefined, q);
  const list = useQuery({
    queryKey: [...ismabiListKey, q, paging.page, paging.rows],
    queryFn: () => fetchIsmabi({ q, ...paging }),
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
          <TextInput
            aria-label={t('search')}
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        <ListState list={list} isEmpty={rows.length === 0}>
          <Table.ScrollContainer minWidth={720} visibleFrom="sm">
            <Table highlightOnHover verticalSpacing="sm" aria-label={t('listTitle')}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.header} ta={column.align}>
                      {column.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    {columns.map((column) => (
                      <Table.Td
                        key={column.header}
                        ta={column.align}
                        style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
