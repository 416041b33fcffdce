import { Anchor, Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { type CheckListRow, DEFAULT_PAGE_SIZE } from '@portal/contract';
import { IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { ListTable } from '../../ui/DataTable';
import { ListState } from '../../ui/ListState';
import { Pager, usePaging } from '../../ui/Pager';
import { PhoneCards } from '../../ui/PhoneCards';
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

/** What another feature notes under a row's result (a watched vehicle's new claims), filled in by the page. */
export type HistoryRowNotice = (row: CheckListRow) => ReactNode;

/** The caller's past searches, newest first, each opening its report (or the page where it can be paid). */
export function History({ rowNotice }: { rowNotice?: HistoryRowNotice }) {
  const t = useTexts(checksTexts);
  const format = useFormat();
  const [paging, setPaging] = usePaging(DEFAULT_PAGE_SIZE);
  const navigate = useNavigate();
  const list = useQuery({ ...checkHistoryQuery(paging), placeholderData: keepPreviousData });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const body = (
    <ListState list={list} isEmpty={rows.length === 0} emptyText={t('historyEmpty')}>
      <ListTable
        rows={rows}
        rowKey={(row) => row.Unikey}
        rowProps={(row) => ({ style: { cursor: 'pointer' }, onClick: () => navigate(reportPath(row.Unikey)) })}
        columns={[
          {
            header: t('vehicleNo'),
            cell: (row) => dash(row.VehicleRegistrationNo),
            cellProps: { ff: 'monospace', fw: 600 },
          },
          { header: t('chassisNo'), cell: (row) => dash(row.VehChassis), cellProps: { ff: 'monospace' } },
          {
            header: t('result'),
            cell: (row) => (
              <Stack gap={4} align="flex-start">
                <ResultBadge row={row} />
                {rowNotice?.(row)}
              </Stack>
            ),
          },
          { header: t('searched'), cell: (row) => format.dateTime(row.SearchedDate), cellProps: { c: 'dimmed' } },
          {
            key: 'open',
            cell: (row) => (
              <Anchor
                component={Link}
                to={reportPath(row.Unikey)}
                size="sm"
                fw={600}
                onClick={(event) => event.stopPropagation()}
              >
                {t(openLabel(row))}
              </Anchor>
            ),
            cellProps: { ta: 'right' },
          },
        ]}
        minWidth={640}
        label={t('searchHistory')}
      />
      <PhoneCards label={t('searchHistory')}>
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
                  {rowNotice?.(row)}
                </Stack>
                <IconChevronRight size={18} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </PhoneCards>
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
