import { Alert, Anchor, Card, Center, Chip, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type DateSelection,
  dateSelections,
  LIST_REFRESH_DELAY_MS,
  SMALL_PAGE_SIZE,
  type SummaryRow,
  type summarySortColumns,
  type TransactionSummary,
} from '@portal/contract';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { ListTable, type TableSort } from '../../ui/DataTable';
import { DateRangeInputs } from '../../ui/DateRangeInputs';
import { ListState } from '../../ui/ListState';
import { Page } from '../../ui/Page';
import { Pager, usePaging } from '../../ui/Pager';
import { usePickerFormat } from '../../ui/picker-format';
import { SearchBox } from '../../ui/SearchBox';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { UnstyledList } from '../../ui/UnstyledList';
import {
  creditRowsPath,
  type DashboardRange,
  einvoicesPath,
  firstSummaryTable,
  invalidEinvoicesQuery,
  rangeFrom,
  type SummaryTableQuery,
  summaryQuery,
  transactionSummaryQuery,
} from './api';
import { DashboardChartCards } from './DashboardChartCards';
import { dashboardTexts } from './texts';

type SortColumn = (typeof summarySortColumns)[number];
type Sort = TableSort<SortColumn>;

function searchOf(range: DashboardRange): URLSearchParams {
  const params = new URLSearchParams({ dateSelection: range.dateSelection });
  if (range.dateSelection === 'range') {
    if (range.fromDate) params.set('fromDate', range.fromDate);
    if (range.toDate) params.set('toDate', range.toDate);
  }
  return params;
}

function RangePicker({ range, onChange }: { range: DashboardRange; onChange: (next: DashboardRange) => void }) {
  const t = useTexts(dashboardTexts);
  const dateFormat = usePickerFormat();
  return (
    <Stack gap="sm">
      <Chip.Group
        value={range.dateSelection}
        onChange={(value) => onChange({ ...range, dateSelection: value as DateSelection })}
      >
        <Group gap="xs" role="radiogroup" aria-label={t('dateRange')}>
          {dateSelections.map((selection) => (
            <Chip key={selection} value={selection} variant="outline">
              {t(selection)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {range.dateSelection === 'range' && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={560}>
          <DateRangeInputs
            range={range}
            onChange={(dates) => onChange({ ...range, ...dates })}
            dateFormat={dateFormat}
            labels={{
              from: t('fromDate'),
              to: t('toDate'),
              fromPlaceholder: t('fromPlaceholder'),
              toPlaceholder: t('toPlaceholder'),
            }}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function NameTotals({
  title,
  rows,
  value,
}: {
  title: string;
  rows: { name: string; value: number }[];
  value: (amount: number) => string;
}) {
  const t = useTexts(dashboardTexts);
  return (
    <Card>
      <Stack gap="sm">
        <Text fw={700}>{title}</Text>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('nothingInRange')}
          </Text>
        ) : (
          <UnstyledList gap={6} aria-label={title}>
            {rows.map((row) => (
              <Group key={row.name} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Anchor component={Link} to={creditRowsPath(row.name)} size="sm" style={{ minWidth: 0 }}>
                  {row.name}
                </Anchor>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {value(row.value)}
                </Text>
              </Group>
            ))}
          </UnstyledList>
        )}
      </Stack>
    </Card>
  );
}

function SummaryTable({ range }: { range: DashboardRange }) {
  const t = useTexts(dashboardTexts);
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), LIST_REFRESH_DELAY_MS);
  const [sort, setSort] = useState<Sort>({ column: firstSummaryTable.sidx, direction: firstSummaryTable.sord });
  const [paging, setPaging] = usePaging(
    firstSummaryTable.rows,
    `${q}|${sort.column}|${sort.direction}|${searchOf(range)}`,
  );
  const query: SummaryTableQuery = { q: q || undefined, sidx: sort.column, sord: sort.direction, ...paging };
  const list = useQuery({ ...summaryQuery(range, query), placeholderData: keepPreviousData });
  const rows: SummaryRow[] = list.data?.items ?? [];
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Text fw={700}>{t('summaryTitle')}</Text>
          <SearchBox
            placeholder={t('searchPlaceholder')}
            value={search}
            onChange={setSearch}
            style={{ flex: '1 1 220px', maxWidth: 360 }}
          />
        </Group>
        <ListState list={list} isEmpty={rows.length === 0}>
          <ListTable
            rows={rows}
            rowKey={(row) => row.UserID}
            columns={[
              { header: t('username'), sortBy: 'Username', cell: (row) => row.Username },
              { header: t('companyName'), sortBy: 'CompanyName', cell: (row) => row.CompanyName },
              {
                header: t('noOfTransaction'),
                sortBy: 'NoOfTransaction',
                cell: (row) => format.number(row.NoOfTransaction),
                align: 'right',
                cellProps: { fw: 600 },
              },
            ]}
            // Every sortable head names one of the summary's sort columns.
            sort={{ current: sort, onSort: (next) => setSort(next as Sort) }}
            minWidth={340}
            label={t('summaryTitle')}
          />
          <UnstyledList gap={0} hiddenFrom="sm" aria-label={t('summaryTitle')}>
            {rows.map((row) => (
              <Group
                key={row.UserID}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {row.Username}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.CompanyName}
                  </Text>
                </Stack>
                <Text fw={700}>{format.number(row.NoOfTransaction)}</Text>
              </Group>
            ))}
          </UnstyledList>
          <Pager total={list.data?.total ?? 0} {...paging} defaultRows={SMALL_PAGE_SIZE} onChange={setPaging} />
        </ListState>
      </Stack>
    </Card>
  );
}

/** One figure of the range's totals: its name above it, the value large. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The range's checks and revenue, with the SST inside that revenue shown apart. */
function RangeTotals({ totals }: { totals: TransactionSummary['totals'] }) {
  const t = useTexts(dashboardTexts);
  const format = useFormat();
  return (
    <Card>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
          {/* The SST beside the revenue that holds it, on a phone's two columns too. */}
          <Figure label={t('totalRevenue')} value={format.ringgit(totals.revenueSen)} />
          <Figure label={t('ofWhichSst')} value={format.ringgit(totals.taxSen)} />
          <Figure label={t('totalChecks')} value={format.number(totals.checks)} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('sstHint')}
        </Text>
      </Stack>
    </Card>
  );
}

function Overview({ summary }: { summary: TransactionSummary }) {
  const t = useTexts(dashboardTexts);
  const format = useFormat();
  return (
    <>
      <RangeTotals totals={summary.totals} />
      <DashboardChartCards daily={summary.daily} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NameTotals
          title={t('byCreditUsed')}
          rows={summary.transSummary.byCreditUseds}
          value={(count) => t('credits', { count, amount: format.number(count) })}
        />
        <NameTotals title={t('byTopUp')} rows={summary.transSummary.byTopUps} value={format.ringgit} />
      </SimpleGrid>
    </>
  );
}

/** E-invoices MyInvois rejected, when there are any: their buyers wait for a valid one until they are sent again. */
function InvalidEinvoices() {
  const t = useTexts(dashboardTexts);
  const format = useFormat();
  const count = useQuery(invalidEinvoicesQuery).data?.total ?? 0;
  if (count === 0) return null;
  return (
    <Alert variant="light" color="red" icon={<IconAlertTriangle size={18} />} py="xs" data-testid="invalid-einvoices">
      {t('invalidEinvoices', { count, amount: format.number(count) })}{' '}
      <Anchor component={Link} to={einvoicesPath} size="sm">
        {t('openEinvoices')}
      </Anchor>
    </Alert>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <Stack gap="md">{children}</Stack>;
}

/** The administrator's view of /Home: company users' checks and money over a chosen range. */
export function AdminDashboard() {
  const t = useTexts(dashboardTexts);
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const range = rangeFrom(params);
  const cards = useQuery({ ...transactionSummaryQuery(range), placeholderData: keepPreviousData });
  const covered =
    cards.data && t('rangeLabel', { from: format.date(cards.data.fromDate), to: format.date(cards.data.toDate) });
  return (
    <Page title={t('title')} size="xl">
      <Section>
        <InvalidEinvoices />
        <RangePicker range={range} onChange={(next) => setParams(searchOf(next), { replace: true })} />
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} py="xs">
          {t('companyUsersOnly')} {covered}
        </Alert>
        {cards.isError && <ServerErrorAlert error={cards.error} />}
        {cards.data ? (
          <Overview summary={cards.data} />
        ) : (
          cards.isPending && (
            <Center h={280}>
              <Loader size="sm" />
            </Center>
          )
        )}
        <SummaryTable range={range} />
      </Section>
    </Page>
  );
}
