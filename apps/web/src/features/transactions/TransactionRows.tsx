import { Group, Stack, Text } from '@mantine/core';
import type { TransactionRow } from '@portal/contract';
import { useFormat, useTexts } from '../../lib/i18n';
import { actionsColumn, ListTable } from '../../ui/DataTable';
import { RecordCards } from '../../ui/PhoneCards';
import {
  AmountParts,
  CreditAmount,
  DocumentNo,
  Reversal,
  ReverseButton,
  type RowsProps,
  StatusBadge,
  TypeBadge,
  Who,
} from './row-parts';
import { transactionsTexts } from './texts';

/** The ledger on wider screens. */
export function TransactionTable({ rows, isAdmin, showsWho, onReverse }: RowsProps) {
  const t = useTexts(transactionsTexts);
  const format = useFormat();
  return (
    <ListTable
      rows={rows}
      columns={[
        { header: t('date'), cell: (row) => format.dateTime(row.CreatedDate), cellProps: { c: 'dimmed', miw: 96 } },
        { header: t('documentNo'), cell: (row) => <DocumentNo row={row} /> },
        // The type heads its row's description, as on the phone cards: one column fewer keeps every column and
        // the row's Reverse inside the card at 1280 px with the side bar open.
        {
          header: t('description'),
          cell: (row) => (
            <Stack gap={2} align="flex-start">
              <Group gap={6}>
                <TypeBadge row={row} />
                <Reversal row={row} />
              </Group>
              <Text size="sm">{row.Description}</Text>
            </Stack>
          ),
        },
        showsWho && {
          header: isAdmin ? t('usernameCompany') : t('user'),
          cell: (row) => <Who row={row} isAdmin={isAdmin} />,
        },
        {
          header: t('amount'),
          cell: (row) => <AmountParts row={row} align="flex-end" />,
          align: 'right',
          nowrap: true,
        },
        { header: t('credit'), cell: (row) => <CreditAmount credit={row.Credit} />, align: 'right' },
        {
          header: t('balance'),
          cell: (row) => (row.CreditBalance === null ? '-' : format.number(row.CreditBalance)),
          align: 'right',
        },
        { header: t('status'), cell: (row) => <StatusBadge status={row.PaymentStatus} /> },
        isAdmin &&
          actionsColumn<TransactionRow>((row) => <ReverseButton row={row} onReverse={onReverse} />, t('actions')),
      ]}
      minWidth={showsWho ? 900 : 760}
      label={t('title')}
      // Headings stay whole words ("类型", not "类" over "型"): the rows wrap, the headings do not.
      styles={{ th: { whiteSpace: 'nowrap' } }}
    />
  );
}

/** The ledger on phones: one card a row. */
export function TransactionCards({ rows, isAdmin, showsWho, onReverse }: RowsProps) {
  const t = useTexts(transactionsTexts);
  const format = useFormat();
  return (
    <RecordCards label={t('title')} rows={rows}>
      {(row) => (
        <>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <DocumentNo row={row} />
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {format.dateTime(row.CreatedDate)}
            </Text>
          </Group>
          <Group gap={6}>
            <TypeBadge row={row} />
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
              {(row.Amount !== 0 || row.TaxInvoiceID !== null) && <AmountParts row={row} align="flex-start" />}
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
        </>
      )}
    </RecordCards>
  );
}
