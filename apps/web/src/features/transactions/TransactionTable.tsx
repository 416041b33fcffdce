import { Group, Stack, Text } from '@mantine/core';
import type { TransactionRow } from '@portal/contract';
import { useFormat, useTexts } from '../../lib/i18n';
import { actionsColumn, ListTable } from '../../ui/DataTable';
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
