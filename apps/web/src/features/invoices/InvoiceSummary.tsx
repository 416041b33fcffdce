import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Invoice, senToRinggitText } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTexts } from '../../lib/i18n';
import { InvoiceStatusBadge, invoiceDate } from './parts';
import { invoicesTexts } from './texts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" fw={600}>
        {children}
      </Text>
    </Stack>
  );
}

/** Who the invoice bills, its status, date, amount and what is still owed. */
export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const t = useTexts(invoicesTexts);
  return (
    <Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('company')}
          </Text>
          <Text fw={700} size="lg">
            {invoice.CompanyName}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {invoice.CompanyAddress ?? '-'}
          </Text>
        </Stack>
        <SimpleGrid cols={2} spacing="md">
          <Fact label={t('invoiceStatus')}>
            <InvoiceStatusBadge invoice={invoice} />
          </Fact>
          <Fact label={t('invoiceDate')}>{invoiceDate(invoice.DocumentDate)}</Fact>
          <Fact label={t('invoiceAmount')}>{senToRinggitText(invoice.AmountSen)}</Fact>
          <Fact label={t('outstanding')}>{senToRinggitText(invoice.OutstandingAmountSen)}</Fact>
        </SimpleGrid>
      </SimpleGrid>
    </Card>
  );
}
