import { Anchor, Button, Card, Center, Group, Loader, Tabs, Text } from '@mantine/core';
import { type InvoiceDetail, InvoiceStatus } from '@portal/contract';
import { IconArrowLeft, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { browserLoader, type PageAddress, serverLoader } from '../../lib/page-data';
import { DownloadButton } from '../../ui/DownloadButton';
import { Page } from '../../ui/Page';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { invoicePdfPath, invoiceQuery, linesQuery } from './api';
import { ConfirmInvoiceModal } from './ConfirmInvoiceModal';
import { EditInvoiceModal } from './EditInvoiceModal';
import { InvoiceSummary } from './InvoiceSummary';
import { LinesTab } from './LinesTab';
import { PaymentsTab } from './PaymentsTab';
import { invoicesTexts } from './texts';

type Dialog = 'edit' | 'confirm' | null;

/** The invoice the address names, or null when it names none. */
function invoiceIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

// The invoice and its Details tab, which is the tab it opens on.
const invoiceQueries = ({ url }: PageAddress) => {
  const id = invoiceIdOf(url.searchParams);
  return id === null ? [] : [invoiceQuery(id), linesQuery(id)];
};
export const loader = serverLoader(invoiceQueries);
export const clientLoader = browserLoader(invoiceQueries);

function InvoiceView({ invoice }: { invoice: InvoiceDetail }) {
  const t = useTexts(invoicesTexts);
  const [dialog, setDialog] = useState<Dialog>(null);
  const isDraft = invoice.Status === InvoiceStatus.Draft;
  const title = invoice.DocumentNo ? t('titleOf', { number: invoice.DocumentNo }) : t('draftTitle');
  return (
    <Page title={title} size="xl">
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to="/invoices" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} />
            {t('backToList')}
          </Group>
        </Anchor>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPencil size={16} />}
            disabled={!invoice.CanEditInvoice}
            onClick={() => setDialog('edit')}
          >
            {t('editInvoice')}
          </Button>
          <Button leftSection={<IconCircleCheck size={16} />} disabled={!isDraft} onClick={() => setDialog('confirm')}>
            {t('confirmInvoice')}
          </Button>
          <DownloadButton href={invoicePdfPath(invoice.id)}>{t('downloadPdf')}</DownloadButton>
        </Group>
      </Group>
      <InvoiceSummary invoice={invoice} />
      <Card>
        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="details">{t('detailsTab')}</Tabs.Tab>
            <Tabs.Tab value="payment">{t('paymentTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">
            <LinesTab invoice={invoice} />
          </Tabs.Panel>
          <Tabs.Panel value="payment">
            <PaymentsTab invoice={invoice} />
          </Tabs.Panel>
        </Tabs>
      </Card>
      {dialog === 'edit' && <EditInvoiceModal invoice={invoice} onClose={() => setDialog(null)} />}
      {dialog === 'confirm' && <ConfirmInvoiceModal invoice={invoice} onClose={() => setDialog(null)} />}
    </Page>
  );
}

/** `/invoice?id=…`: one invoice, its transactions and its payments. */
export function InvoicePage() {
  const t = useTexts(invoicesTexts);
  const [params] = useSearchParams();
  const id = invoiceIdOf(params);
  const invoice = useQuery({ ...invoiceQuery(id ?? 0), enabled: id !== null });
  if (id === null) {
    return (
      <Page title={t('pageTitle')}>
        <Text>{t('notFound')}</Text>
      </Page>
    );
  }
  if (invoice.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (invoice.isError) {
    return (
      <Page title={t('pageTitle')}>
        <ServerErrorAlert error={invoice.error} />
      </Page>
    );
  }
  return <InvoiceView invoice={invoice.data} />;
}

export default InvoicePage;
