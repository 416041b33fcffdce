import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { SMALL_PAGE_SIZE, type TransactionRow, TransactionType } from '@portal/contract';
import { IconArrowBackUp, IconDownload, IconPlusMinus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFormat, useTexts } from '../../app/i18n';
import { profileQueryKey, useSession } from '../../app/session';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { ListFilterBar } from '../../ui/ListFilterBar';
import { ListState } from '../../ui/ListState';
import { notify } from '../../ui/notices';
import { Page } from '../../ui/Page';
import { Pager } from '../../ui/Pager';
import { usePickerFormat } from '../../ui/picker-format';
import { breakableEmail } from '../../ui/wrapping';
import { reportPath } from '../checks/api';
import {
  downloadPath,
  fetchTransactions,
  fetchTransactionTypes,
  filtersFrom,
  paymentDonePath,
  reverseTransaction,
  searchOf,
  type TransactionFilters,
  transactionKeys,
} from './api';
import { CreditAdjustmentModal } from './CreditAdjustmentModal';
import { transactionsTexts } from './texts';

const statusColors: Record<string, string> = { Completed: 'teal', Pending: 'yellow', Failed: 'red', Cancelled: 'gray' };
/** The payment's status is one of these codes; each is shown in the reader's language. */
const statusWords = {
  Completed: 'statusCompleted',
  Pending: 'statusPending',
  Failed: 'statusFailed',
  Cancelled: 'statusCancelled',
} as const;
const isKnownStatus = (status: string): status is keyof typeof statusWords => Object.hasOwn(statusWords, status);

function StatusBadge({ status }: { status: string | null }) {
  const t = useTexts(transactionsTexts);
  if (!status) return <Text c="dimmed">{'-'}</Text>;
  return (
    // Never shrunk to "Com…": the badge keeps the width of its word.
    <Badge
      color={statusColors[status] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {isKnownStatus(status) ? t(statusWords[status]) : status}
    </Badge>
  );
}

function CreditAmount({ credit }: { credit: number }) {
  if (credit === 0) return <Text c="dimmed">{'-'}</Text>;
  return (
    <Text span fw={600} c={credit > 0 ? 'teal.9' : 'red.9'} style={{ whiteSpace: 'nowrap' }}>
      {credit > 0 ? `+${credit}` : `\u2212${Math.abs(credit)}`}
    </Text>
  );
}

/** Type 1 rows lead to their payment's status page, when the payment is known; a check's row to its report. */
function DocumentNo({ row }: { row: TransactionRow }) {
  const t = useTexts(transactionsTexts);
  if (row.Type === TransactionType.Payment && row.PaymentID !== null) {
    return (
      <Anchor component={Link} to={paymentDonePath(row.PaymentID)} ff="monospace" size="sm" fw={600}>
        {row.DocumentNo}
      </Anchor>
    );
  }
  if (row.VehicleKey !== null) {
    return (
      <Anchor
        component={Link}
        to={reportPath(row.VehicleKey)}
        title={t('openReport')}
        ff="monospace"
        size="sm"
        fw={600}
        style={{ whiteSpace: 'nowrap' }}
      >
        {row.DocumentNo}
      </Anchor>
    );
  }
  return (
    <Text ff="monospace" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {row.DocumentNo}
    </Text>
  );
}

function Reversal({ row }: { row: TransactionRow }) {
  const t = useTexts(transactionsTexts);
  if (row.ReversedByID !== null)
    return (
      <Badge color="gray" variant="outline" radius="sm" tt="none" size="sm">
        {t('reversed')}
      </Badge>
    );
  if (row.ReversesID !== null)
    return (
      <Badge color="grape" variant="outline" radius="sm" tt="none" size="sm">
        {t('reversal')}
      </Badge>
    );
  return null;
}

interface RowsProps {
  rows: TransactionRow[];
  isAdmin: boolean;
  /** Whose row it is: everyone's ledger (administrators) and a company's (its users) name the user of each row. */
  showsWho: boolean;
  onReverse: (row: TransactionRow) => void;
}

/** The user who made the row, their e-mail, and (for administrators, who see every company) the company. */
function Who({ row, isAdmin }: { row: TransactionRow; isAdmin: boolean }) {
  return (
    <>
      <Text size="sm">{row.Username ?? '-'}</Text>
      {row.Email && (
        <Text size="xs" c="dimmed">
          {breakableEmail(row.Email)}
        </Text>
      )}
      {isAdmin && row.CompanyName && (
        <Text size="xs" c="dimmed">
          {row.CompanyName}
        </Text>
      )}
    </>
  );
}

function ReverseButton({ row, onReverse }: { row: TransactionRow; onReverse: (row: TransactionRow) => void }) {
  const t = useTexts(transactionsTexts);
  if (!row.CanDelete) return null;
  return (
    <Tooltip label={t('reverseTooltip')}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('reverse', { documentNo: row.DocumentNo })}
        onClick={() => onReverse(row)}
      >
        <IconArrowBackUp size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

function TransactionTable({ rows, isAdmin, showsWho, onReverse }: RowsProps) {
  const t = useTexts(transactionsTexts);
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={showsWho ? 900 : 760} visibleFrom="sm">
      {/* Headings stay whole words ("类型", not "类" over "型"): the rows wrap, the headings do not. */}
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('title')} styles={{ th: { whiteSpace: 'nowrap' } }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('date')}</Table.Th>
            <Table.Th>{t('documentNo')}</Table.Th>
            <Table.Th>{t('type')}</Table.Th>
            <Table.Th>{t('description')}</Table.Th>
            {showsWho && <Table.Th>{isAdmin ? t('usernameCompany') : t('user')}</Table.Th>}
            <Table.Th ta="right">{t('amount')}</Table.Th>
            <Table.Th ta="right">{t('credit')}</Table.Th>
            <Table.Th ta="right">{t('balance')}</Table.Th>
            <Table.Th>{t('status')}</Table.Th>
            {isAdmin && <Table.Th aria-label={t('actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td c="dimmed" miw={96}>
                {format.dateTime(row.CreatedDate)}
              </Table.Td>
              <Table.Td>
                <DocumentNo row={row} />
              </Table.Td>
              <Table.Td>{row.TypeDesc}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Text size="sm">{row.Description}</Text>
                  <Reversal row={row} />
                </Group>
              </Table.Td>
              {showsWho && (
                <Table.Td>
                  <Who row={row} isAdmin={isAdmin} />
                </Table.Td>
              )}
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {row.Amount === 0 ? <Text c="dimmed">{'-'}</Text> : format.ringgit(row.Amount)}
              </Table.Td>
              <Table.Td ta="right">
                <CreditAmount credit={row.Credit} />
              </Table.Td>
              <Table.Td ta="right">{row.CreditBalance === null ? '-' : format.number(row.CreditBalance)}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.PaymentStatus} />
              </Table.Td>
              {isAdmin && (
                <Table.Td ta="right">
                  <ReverseButton row={row} onReverse={onReverse} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TransactionCards({ rows, isAdmin, showsWho, onReverse }: RowsProps) {
  const t = useTexts(transactionsTexts);
  const format = useFormat();
  return (
    <Stack gap="xs" hiddenFrom="sm" aria-label={t('title')} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <li key={row.id}>
          <Card withBorder padding="sm" radius="md" shadow="none">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <DocumentNo row={row} />
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {format.dateTime(row.CreatedDate)}
                </Text>
              </Group>
              <Group gap={6}>
                <Badge variant="light" radius="sm" tt="none" size="sm">
                  {row.TypeDesc}
                </Badge>
                <Reversal row={row} />
                {row.PaymentStatus && <StatusBadge status={row.PaymentStatus} />}
              </Group>
              <Text size="sm">{row.Description}</Text>
              {showsWho && (
                <Stack gap={0}>
                  <Who row={row} isAdmin={isAdmin} />
                </Stack>
              )}
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="md" wrap="nowrap">
                  {row.Amount !== 0 && (
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {format.ringgit(row.Amount)}
                    </Text>
                  )}
                  {row.Credit !== 0 && (
                    <Text size="sm">
                      {t('credit')} <CreditAmount credit={row.Credit} />
                    </Text>
                  )}
                  {row.CreditBalance !== null && (
                    <Text size="sm" c="dimmed">
                      {t('balanceLine', { balance: format.number(row.CreditBalance) })}
                    </Text>
                  )}
                </Group>
                {isAdmin && <ReverseButton row={row} onReverse={onReverse} />}
              </Group>
            </Stack>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

function Filters({ filters, onChange }: { filters: TransactionFilters; onChange: (next: TransactionFilters) => void }) {
  const t = useTexts(transactionsTexts);
  const types = useQuery({ queryKey: transactionKeys.types, queryFn: fetchTransactionTypes, staleTime: Infinity });
  const dateFormat = usePickerFormat();
  return (
    <ListFilterBar
      filters={filters}
      onChange={onChange}
      dateFormat={dateFormat}
      searchLabel={t('search')}
      searchPlaceholder={t('searchPlaceholder')}
      choice={{
        label: t('type'),
        placeholder: t('allTypes'),
        options: types.data,
        value: filters.transactionType,
        onChange: (value) => onChange({ ...filters, transactionType: value, page: 1 }),
      }}
    />
  );
}

/** `/payment/transactions`: the caller's ledger (everyone's for administrators), filtered through the address bar. */
export function TransactionsPage() {
  const t = useTexts(transactionsTexts);
  const format = useFormat();
  const { isAdmin, profile } = useSession();
  const showsWho = isAdmin || profile.UserType === 'COMPANY';
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const queryClient = useQueryClient();
  const [reversing, setReversing] = useState<TransactionRow | null>(null);
  const [adjusting, setAdjusting] = useState(false);

  const list = useQuery({
    queryKey: transactionKeys.list(filters),
    queryFn: () => fetchTransactions(filters),
    placeholderData: keepPreviousData,
  });
  const reverse = useMutation({
    mutationFn: (row: TransactionRow) => reverseTransaction(row.id),
    onSuccess: (answer) => {
      notify({ color: 'teal', message: answer.Message });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
    onSettled: () => setReversing(null),
  });

  const change = (next: TransactionFilters) => setParams(searchOf(next), { replace: true });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const body = (
    <ListState list={list} isEmpty={rows.length === 0}>
      <TransactionTable rows={rows} isAdmin={isAdmin} showsWho={showsWho} onReverse={setReversing} />
      <TransactionCards rows={rows} isAdmin={isAdmin} showsWho={showsWho} onReverse={setReversing} />
    </ListState>
  );

  return (
    <Page title={t('title')} size="xl">
      <Card>
        <Stack gap="md">
          <Filters filters={filters} onChange={change} />
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.isSuccess && t('count', { count: total, total: format.number(total) })}
            </Text>
            <Group gap="xs">
              {isAdmin && (
                <Button variant="default" leftSection={<IconPlusMinus size={16} />} onClick={() => setAdjusting(true)}>
                  {t('creditAdjustment')}
                </Button>
              )}
              <Button
                component="a"
                href={downloadPath(filters)}
                download
                variant="light"
                leftSection={<IconDownload size={16} />}
              >
                {t('download')}
              </Button>
            </Group>
          </Group>
          {body}
          <Pager
            total={total}
            page={filters.page}
            rows={filters.rows}
            defaultRows={SMALL_PAGE_SIZE}
            onChange={(paging) => change({ ...filters, ...paging })}
          />
        </Stack>
      </Card>

      <ConfirmDelete
        title={t('deleteTitle')}
        detail={
          reversing &&
          t('deleteDetail', {
            documentNo: reversing.DocumentNo,
            description: reversing.Description,
            credit: `${reversing.Credit > 0 ? '+' : ''}${format.number(reversing.Credit)}`,
          })
        }
        pending={reverse.isPending}
        onCancel={() => setReversing(null)}
        onConfirm={() => reversing && reverse.mutate(reversing)}
      />
      {isAdmin && <CreditAdjustmentModal opened={adjusting} onClose={() => setAdjusting(false)} />}
    </Page>
  );
}
