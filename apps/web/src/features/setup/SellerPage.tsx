import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { sellerAnswer } from '@portal/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { PageLoader } from '../../ui/guard';
import { Page } from '../../ui/Page';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { TaxPartyDetails } from '../../ui/TaxParty';
import { sellerQuery } from './api';
import { setupTexts } from './texts';

const sellerQueries = () => [sellerQuery()];
export const loader = serverLoader(sellerQueries);
export const clientLoader = browserLoader(sellerQueries);

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}
      </Text>{' '}
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Text>
  );
}

/** `/settings/seller`: the seller and SST settings the documents use, for administrators to read (docs/decisions/0060-sst-and-tax-invoices.md). */
export function SellerPage() {
  const t = useTexts(setupTexts);
  const answer = useQuery(sellerQuery());
  return (
    <Page title={t('seller.title')} description={t('seller.description')} size="md">
      {answer.isPending && <PageLoader />}
      {answer.isError && <ServerErrorAlert error={answer.error} />}
      {answer.data && <SellerDetails {...answer.data} />}
    </Page>
  );
}

function SellerDetails({ seller, sst, invoiceTermsDays }: z.infer<typeof sellerAnswer>) {
  const t = useTexts(setupTexts);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Card>
        <Stack gap="sm">
          <TaxPartyDetails label={t('seller.sellerSection')} party={seller} />
          <Stack gap={2}>
            <Line label={t('seller.msic')} value={seller.msic} />
            <Line label={t('seller.activity')} value={seller.activity} />
            <Line label={t('seller.bank')} value={seller.bank.name} />
            <Line label={t('seller.bankAccount')} value={seller.bank.account} />
          </Stack>
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('seller.sstSection')}
          </Title>
          <Alert color={sst.registered ? 'teal' : 'gray'} variant="light" icon={<IconInfoCircle size={18} />}>
            {sst.registered ? t('seller.registered', { rate: sst.ratePercent }) : t('seller.notRegistered')}
          </Alert>
          <Text size="sm">{t('seller.invoiceTerms', { count: invoiceTermsDays })}</Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

export default SellerPage;
