import { Group, Table, Text } from '@mantine/core';
import { useFormat, useTexts } from '../../lib/i18n';
import { CreditAmount, DocumentNo, Reversal, ReverseButton, type RowsProps, StatusBadge, Who } from './row-parts';
import { transactionsTexts } from './texts';

/** The ledger on wider screens. */
export function TransactionTable({ rows, isAdmin, showsWho, onReverse }: RowsProps) {
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
