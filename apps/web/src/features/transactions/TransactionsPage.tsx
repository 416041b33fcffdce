import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, formatRinggit, SMALL_PAGE_SIZE, type TransactionRow, TransactionType } from '@portal/contract';
import { IconArrowBackUp, IconDownload, IconPlusMinus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { ListFilterBar } from '../../ui/ListFilterBar';
import { ListState } from '../../ui/ListState';
import { Page } from '../../ui/Page';
import { Pager } from '../../ui/Pager';
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

const statusColors: Record<string, string> = { Completed: 'teal', Pending: 'yellow', Failed: 'red', Cancelled: 'gray' };

function StatusBadge({ status }: { status: string | null }) {
  if (!status) return <Text c="dimmed">-</Text>;
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
      {status}
    </Badge>
  );
}

function CreditAmount({ credit }: { credit: number }) {
  if (credit === 0) return <Text c="dimmed">-</Text>;
  return (
    <Text span fw={600} c={credit > 0 ? 'teal.9' : 'red.9'} style={{ whiteSpace: 'nowrap' }}>
      {credit > 0 ? `+${credit}` : `\u2212${Math.abs(credit)}`}
    </Text>
  );
}

/** Type 1 rows lead to their payment's status page, when the payment is known. */
function DocumentNo({ row }: { row: TransactionRow }) {
  if (row.Type === TransactionType.Payment && row.PaymentID !== null) {
    return (
      <Anchor component={Link} to={paymentDonePath(row.PaymentID)} ff="monospace" size="sm" fw={600}>
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
  if (row.ReversedByID !== null)
    return (
      <Badge color="gray" variant="outline" radius="sm" tt="none" size="sm">
        Reversed
      </Badge>
    );
  if (row.ReversesID !== null)
    return (
      <Badge color="grape" variant="outline" radius="sm" tt="none" size="sm">
        Reversal
      </Badge>
    );
  return null;
}

interface RowsProps {
  rows: TransactionRow[];
  isAdmin: boolean;
  onReverse: (row: TransactionRow) => void;
}

function ReverseButton({ row, onReverse }: { row: TransactionRow; onReverse: (row: TransactionRow) => void }) {
  if (!row.CanDelete) return null;
  return (
    <Tooltip label="Reverse (delete)">
      <ActionIcon variant="subtle" color="red" aria-label={`Reverse ${row.DocumentNo}`} onClick={() => onReverse(row)}>
        <IconArrowBackUp size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

function TransactionTable({ rows, isAdmin, onReverse }: RowsProps) {
  return (
    <Table.ScrollContainer minWidth={isAdmin ? 900 : 760} visibleFrom="sm">
      <Table highlightOnHover verticalSpacing="sm" aria-label="Transactions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Document No</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Description</Table.Th>
            {isAdmin && <Table.Th>Username / Company</Table.Th>}
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Credit</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th>Status</Table.Th>
            {isAdmin && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td c="dimmed" miw={96}>
                {formatDateTime(row.CreatedDate)}
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
              {isAdmin && (
                <Table.Td>
                  <Text size="sm">{row.Username ?? '-'}</Text>
                  {row.CompanyName && (
                    <Text size="xs" c="dimmed">
                      {row.CompanyName}
                    </Text>
                  )}
                </Table.Td>
              )}
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {row.Amount === 0 ? <Text c="dimmed">-</Text> : formatRinggit(row.Amount)}
              </Table.Td>
              <Table.Td ta="right">
                <CreditAmount credit={row.Credit} />
              </Table.Td>
              <Table.Td ta="right">{row.CreditBalance ?? '-'}</Table.Td>
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

function TransactionCards({ rows, isAdmin, onReverse }: RowsProps) {
  return (
    <Stack gap="xs" hiddenFrom="sm" aria-label="Transactions" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <li key={row.id}>
          <Card withBorder padding="sm" radius="md" shadow="none">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <DocumentNo row={row} />
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(row.CreatedDate)}
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
              {isAdmin && (row.Username || row.CompanyName) && (
                <Text size="xs" c="dimmed">
                  {[row.Username, row.CompanyName].filter(Boolean).join(' · ')}
                </Text>
              )}
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="md" wrap="nowrap">
                  {row.Amount !== 0 && (
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatRinggit(row.Amount)}
                    </Text>
                  )}
                  {row.Credit !== 0 && (
                    <Text size="sm">
                      Credit <CreditAmount credit={row.Credit} />
                    </Text>
                  )}
                  {row.CreditBalance !== null && (
                    <Text size="sm" c="dimmed">
                      Balance {row.CreditBalance}
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
  const types = useQuery({ queryKey: transactionKeys.types, queryFn: fetchTransactionTypes, staleTime: Infinity });
  return (
    <ListFilterBar
      filters={filters}
      onChange={onChange}
      dateFormat="DD MMM YYYY"
      searchLabel="Search"
      searchPlaceholder="Document no, name, company, code…"
      choice={{
        label: 'Type',
        placeholder: 'All types',
        options: types.data,
        value: filters.transactionType,
        onChange: (value) => onChange({ ...filters, transactionType: value, page: 1 }),
      }}
    />
  );
}

/** `/payment/transactions`: the caller's ledger (everyone's for administrators), filtered through the address bar. */
export function TransactionsPage() {
  const { isAdmin } = useSession();
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
      notifications.show({ color: 'teal', message: answer.Message });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
    onSettled: () => setReversing(null),
  });

  const change = (next: TransactionFilters) => setParams(searchOf(next), { replace: true });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const body = (
    <ListState list={list} isEmpty={rows.length === 0}>
      <TransactionTable rows={rows} isAdmin={isAdmin} onReverse={setReversing} />
      <TransactionCards rows={rows} isAdmin={isAdmin} onReverse={setReversing} />
    </ListState>
  );

  return (
    <Page title="Transactions" size="xl">
      <Card>
        <Stack gap="md">
          <Filters filters={filters} onChange={change} />
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.isSuccess && `${total} ${total === 1 ? 'transaction' : 'transactions'}`}
            </Text>
            <Group gap="xs">
              {isAdmin && (
                <Button variant="default" leftSection={<IconPlusMinus size={16} />} onClick={() => setAdjusting(true)}>
                  Credit adjustment
                </Button>
              )}
              <Button
                component="a"
                href={downloadPath(filters)}
                download
                variant="light"
                leftSection={<IconDownload size={16} />}
              >
                Download
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
        title="Delete transaction"
        detail={
          reversing &&
          `${reversing.DocumentNo}: ${reversing.Description} (credit ${reversing.Credit > 0 ? '+' : ''}${reversing.Credit}). A reversing entry with the opposite credit will be added.`
        }
        pending={reverse.isPending}
        onCancel={() => setReversing(null)}
        onConfirm={() => reversing && reverse.mutate(reversing)}
      />
      {isAdmin && <CreditAdjustmentModal opened={adjusting} onClose={() => setAdjusting(false)} />}
    </Page>
  );
}
