import { Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import { formatDate, formatRinggit, type IsmabiRow, LIST_REFRESH_DELAY_MS } from '@portal/contract';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListState } from '../../ui/ListState';
import { Page } from '../../ui/Page';
import { Pager, usePaging } from '../../ui/Pager';
import { PhoneCards } from '../../ui/PhoneCards';
import { fetchIsmabi, ismabiListKey } from './api';
import { ismabiText } from './text';
import { UploadCard } from './UploadCard';

const columns: { header: string; cell: (row: IsmabiRow) => string; align?: 'right'; nowrap?: boolean }[] = [
  { header: ismabiText.columns.nvic, cell: (row) => row.NVIC, nowrap: true },
  { header: ismabiText.columns.make, cell: (row) => row.MAKE },
  { header: ismabiText.columns.family, cell: (row) => row.FAMILY },
  { header: ismabiText.columns.em, cell: (row) => formatRinggit(row.EMNEWPR), align: 'right', nowrap: true },
  { header: ismabiText.columns.wm, cell: (row) => formatRinggit(row.WMNEWPR), align: 'right', nowrap: true },
  { header: ismabiText.columns.created, cell: (row) => formatDate(row.CreatedDate), nowrap: true },
];

/** ISMABI Upload (`/settings/ismabi`): upload the valuation files, then browse what they hold. */
export function IsmabiPage() {
  return (
    <Page title={ismabiText.title} description={ismabiText.description} size="xl">
      <UploadCard />
      <IsmabiList />
    </Page>
  );
}

function IsmabiList() {
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
            {ismabiText.listTitle}
          </Title>
          <TextInput
            aria-label="Search"
            placeholder={ismabiText.searchPlaceholder}
            leftSection={<IconSearch size={16} />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        <ListState list={list} isEmpty={rows.length === 0}>
          <Table.ScrollContainer minWidth={720} visibleFrom="sm">
            <Table highlightOnHover verticalSpacing="sm" aria-label={ismabiText.listTitle}>
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
          <PhoneCards label={ismabiText.listTitle}>
            {rows.map((row) => (
              <Card key={row.id} component="li" withBorder padding="sm">
                <Text fw={700}>
                  {row.MAKE} {row.FAMILY}
                </Text>
                <Text size="sm" c="dimmed">
                  {row.NVIC} · {formatDate(row.CreatedDate)}
                </Text>
                <Text size="sm">
                  {ismabiText.columns.em} {formatRinggit(row.EMNEWPR)} · {ismabiText.columns.wm}{' '}
                  {formatRinggit(row.WMNEWPR)}
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
