import { Anchor, Badge, Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { type CheckListRow, DEFAULT_PAGE_SIZE, formatDateTime } from '@portal/contract';
import { IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ListState } from '../../ui/ListState';
import { Pager, usePaging } from '../../ui/Pager';
import { checkKeys, fetchCheckList, reportPath } from './api';

function resultColor(row: CheckListRow): string {
  if (!row.IsFound) return 'gray';
  if (!row.IsPaid) return 'yellow';
  return /^\d/.test(row.SearchedResult) ? 'orange' : 'teal';
}

function ResultBadge({ row }: { row: CheckListRow }) {
  return (
    <Badge color={resultColor(row)} variant="light" radius="sm" tt="none" size="md">
      {row.SearchedResult}
    </Badge>
  );
}

function openLabel(row: CheckListRow): string {
  if (row.IsFound && !row.IsPaid) return 'Pay & view';
  return row.IsFound ? 'View report' : 'View';
}

const dash = (value: string | null) => value || '-';

/** The caller's past searches, newest first, each opening its report (or the page where it can be paid). */
export function History() {
  const [paging, setPaging] = usePaging(DEFAULT_PAGE_SIZE);
  const navigate = useNavigate();
  const list = useQuery({
    queryKey: checkKeys.historyPage(paging),
    queryFn: () => fetchCheckList(paging),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const body = (
    <ListState list={list} isEmpty={rows.length === 0} emptyText="No record found. Your searches will be listed here.">
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table highlightOnHover verticalSpacing="sm" aria-label="Search history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Vehicle No</Table.Th>
              <Table.Th>Chassis No</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Searched</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.Unikey} style={{ cursor: 'pointer' }} onClick={() => navigate(reportPath(row.Unikey))}>
                <Table.Td ff="monospace" fw={600}>
                  {dash(row.VehicleRegistrationNo)}
                </Table.Td>
                <Table.Td ff="monospace">{dash(row.VehChassis)}</Table.Td>
                <Table.Td>
                  <ResultBadge row={row} />
                </Table.Td>
                <Table.Td c="dimmed">{formatDateTime(row.SearchedDate)}</Table.Td>
                <Table.Td ta="right">
                  <Anchor
                    component={Link}
                    to={reportPath(row.Unikey)}
                    size="sm"
                    fw={600}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {openLabel(row)}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack
        gap="xs"
        hiddenFrom="sm"
        aria-label="Search history"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {rows.map((row) => (
          <li key={row.Unikey}>
            <UnstyledButton
              component={Link}
              to={reportPath(row.Unikey)}
              display="block"
              w="100%"
              p="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={4} miw={0}>
                  <Text ff="monospace" fw={700} truncate>
                    {row.VehicleRegistrationNo || row.VehChassis || '-'}
                  </Text>
                  {row.VehicleRegistrationNo && row.VehChassis && (
                    <Text ff="monospace" size="xs" c="dimmed" truncate>
                      {row.VehChassis}
                    </Text>
                  )}
                  <Group gap="xs">
                    <ResultBadge row={row} />
                    <Text size="xs" c="dimmed">
                      {formatDateTime(row.SearchedDate)}
                    </Text>
                  </Group>
                </Stack>
                <IconChevronRight size={18} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </ListState>
  );

  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text component="h2" fw={700} fz="xl" m={0}>
            History
          </Text>
          {total > 0 && (
            <Text size="sm" c="dimmed">
              {total} {total === 1 ? 'search' : 'searches'}
            </Text>
          )}
        </Group>
        {body}
        <Pager total={total} {...paging} onChange={setPaging} />
      </Stack>
    </Card>
  );
}
