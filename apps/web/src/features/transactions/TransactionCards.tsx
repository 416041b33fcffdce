import { Card, Group, Stack, Text } from '@mantine/core';
import { useFormat, useTexts } from '../../lib/i18n';
import { PhoneCards } from '../../ui/PhoneCards';
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

/** The ledger on phones: one card a row. */
export function TransactionCards({ rows, isAdmin, showsWho, onReverse }: RowsProps) {
  const t = useTexts(transactionsTexts);
  const format = useFormat();
  return (
    <PhoneCards label={t('title')}>
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
            </Stack>
          </Card>
        </li>
      ))}
    </PhoneCards>
  );
}
