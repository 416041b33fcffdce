import { Anchor, Card, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type InvoiceDetail, InvoiceStatus, senToRinggitText } from '@portal/contract';
import type { ReactNode } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { TaxPartyDetails } from '../../ui/TaxParty';
import { einvoiceQrPath } from './api';
import { InvoiceStatusBadge } from './parts';
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

/**
 * The validated e-invoice: MyInvois's UUID, the public page that shows it, and the QR code of that page's link as the
 * PDF prints it (drawn by the server, as a report's is).
 */
function EinvoiceFacts({
  invoiceId,
  einvoice,
}: {
  invoiceId: number;
  einvoice: NonNullable<InvoiceDetail['Einvoice']>;
}) {
  const t = useTexts(invoicesTexts);
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('einvoice')}
      </Text>
      <Group gap="md" align="flex-start" wrap="wrap">
        <img
          src={einvoiceQrPath(invoiceId)}
          alt={t('einvoiceQr', { uuid: einvoice.uuid })}
          width={112}
          height={112}
          style={{ flexShrink: 0 }}
        />
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('einvoiceUuid')}
            </Text>{' '}
            <Text span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {einvoice.uuid}
            </Text>
          </Text>
          <Anchor
            href={einvoice.validationUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('einvoiceValidate')}
          </Anchor>
        </Stack>
      </Group>
    </Stack>
  );
}

/** Both parties as the invoice states them, its status, dates, amounts with the SST inside, and its e-invoice. */
export function InvoiceSummary({ invoice }: { invoice: InvoiceDetail }) {
  const t = useTexts(invoicesTexts);
  const format = useFormat();
  const { seller, buyer, sstRatePercent } = invoice.Parties;
  const withSst = sstRatePercent > 0 || invoice.TaxSen > 0;
  return (
    <Card>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <TaxPartyDetails label={t('seller')} party={seller} />
          <TaxPartyDetails label={t('buyer')} party={buyer} />
        </SimpleGrid>
        {invoice.Status === InvoiceStatus.Draft && (
          <Text size="xs" c="dimmed">
            {t('partiesToday')}
          </Text>
        )}
        <Divider />
        <SimpleGrid cols={{ base: 2, sm: 3, lg: withSst ? 6 : 5 }} spacing="md">
          <Fact label={t('invoiceStatus')}>
            <InvoiceStatusBadge invoice={invoice} />
          </Fact>
          <Fact label={t('invoiceDate')}>{format.shortDate(invoice.DocumentDate)}</Fact>
          <Fact label={t('dueDate')}>{format.shortDate(invoice.DueDate)}</Fact>
          <Fact label={t('invoiceAmount')}>{senToRinggitText(invoice.AmountSen)}</Fact>
          {withSst && <Fact label={t('sstOf', { rate: sstRatePercent })}>{senToRinggitText(invoice.TaxSen)}</Fact>}
          <Fact label={t('outstanding')}>{senToRinggitText(invoice.OutstandingAmountSen)}</Fact>
        </SimpleGrid>
        {!withSst && (
          <Text size="sm" c="dimmed">
            {t('notSstRegistered')}
          </Text>
        )}
        {invoice.Einvoice && <EinvoiceFacts invoiceId={invoice.id} einvoice={invoice.Einvoice} />}
      </Stack>
    </Card>
  );
}
