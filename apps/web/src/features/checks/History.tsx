import { Anchor, Badge, Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { type CheckListRow, DEFAULT_PAGE_SIZE } from '@portal/contract';
import { IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useFormat, useTexts } from '../../app/i18n';
import { ListState } from '../../ui/ListState';
import { Pager, usePaging } from '../../ui/Pager';
import { WatchChangeBadge } from '../watches/WatchButton';
import { checkHistoryQuery, reportPath } from './api';
import { checksTexts } from './texts';

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

function openLabel(row: CheckListRow): 'payAndView' | 'viewReport' | 'view' {
  if (row.IsFound && !row.IsPaid) return 'payAndView';
  return row.IsFound ? 'viewReport' : 'view';
}

const dash = (value: string | null) => value || '-';

/** The caller's past searches, newest first, each opening its report (or the page where it can be paid). */
export function History() {
  const t = useTexts(checksTexts);
  const format = useFormat();
  const [paging, setPaging] = usePaging(DEFAULT_PAGE_SIZE);
  const navigate = useNavigate();
  const list = useQuery({ ...checkHistoryQuery(paging), placeholderData: keepPreviousData });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const body = (
    <ListState list={list} isEmpty={rows.length === 0} emptyText={t('historyEmpty')}>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table highlightOnHover verticalSpacing="sm" aria-label={t('searchHistory')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('vehicleNo')}</Table.Th>
              <Table.Th>{t('chassisNo')}</Table.Th>
              <Table.Th>{t('result')}</Table.Th>
              <Table.Th>{t('searched')}</Table.Th>
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
                  <Stack gap={4} align="flex-start">
                    <ResultBadge row={row} />
                    {row.WatchChange && <WatchChangeBadge newClaims={row.WatchChange.NewClaims} />}
                  </Stack>
                </Table.Td>
                <Table.Td c="dimmed">{format.dateTime(row.SearchedDate)}</Table.Td>
                <Table.Td ta="right">
                  <Anchor
                    component={Link}
                    to={reportPath(row.Unikey)}
                    size="sm"
                    fw={600}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {t(openLabel(row))}
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
        aria-label={t('searchHistory')}
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
                      {format.dateTime(row.SearchedDate)}
                    </Text>
                  </Group>
                  {row.WatchChange && <WatchChangeBadge newClaims={row.WatchChange.NewClaims} />}
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
            {t('history')}
          </Text>
          {total > 0 && (
            <Text size="sm" c="dimmed">
              {t('searchCount', { count: total })}
            </Text>
          )}
        </Group>
        {body}
        <Pager total={total} {...paging} onChange={setPaging} />
      </Stack>
    </Card>
  );
}
