import { Alert, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME, type ReportVerification, shortFingerprint } from '@portal/contract';
import { IconAlertCircle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { PageLoader } from '../../app/guard';
import { useFormat, useTexts } from '../../app/i18n';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { SeverityBadge } from '../checks/Claims';
import { verificationQuery } from './api';
import { verifyTexts } from './texts';

/** /verify/:reference: what was sold under a report's reference, for anyone holding its printout. */
export function VerifyPage() {
  const t = useTexts(verifyTexts);
  const { reference = '' } = useParams();
  const item = useQuery(verificationQuery(reference));

  let content: ReactNode;
  if (item.isPending) {
    content = <PageLoader />;
  } else if (item.isError) {
    content =
      item.error instanceof ApiError && item.error.code === 'VERIFY_NOT_FOUND' ? (
        <Alert color="red" variant="light" title={t('notFoundTitle')} icon={<IconAlertCircle />}>
          {t('notFound', { reference })}
        </Alert>
      ) : (
        <ServerErrorAlert error={item.error} title={t('errorTitle')} />
      );
  } else {
    content = <Verified verification={item.data} />;
  }

  return (
    <Container size="sm" px={0}>
      <title>{`${t('pageTitle')} · ${PRODUCT_NAME}`}</title>
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="xs" fw={700} tt="uppercase" lts={1} c="brand.8">
            {t('kicker', { product: PRODUCT_NAME })}
          </Text>
          <Title order={1} m={0} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {reference}
          </Title>
        </Stack>
        {content}
        <Card bg="gray.0">
          <Stack gap="xs">
            <Title order={2} fz="md">
              {t('compareTitle')}
            </Title>
            <Text size="sm">{t('compareSteps')}</Text>
            <Text size="sm" fw={700}>
              {t('notGenuine')}
            </Text>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

function Verified({ verification }: { verification: ReportVerification }) {
  const t = useTexts(verifyTexts);
  const format = useFormat();
  const vehicle = [verification.Make, verification.Family, verification.YearOfManufacture].filter(Boolean).join(' ');
  const facts: { label: string; value: ReactNode; mono?: boolean; testId: string }[] = [
    { label: t('referenceId'), value: verification.ReferenceID, mono: true, testId: 'verify-reference' },
    { label: t('soldOn'), value: format.dateTime(verification.SoldDate), testId: 'verify-sold' },
    {
      label: t('registrationNo'),
      value: verification.VehicleRegistrationNo ?? '-',
      mono: true,
      testId: 'verify-plate',
    },
    { label: t('chassisNo'), value: verification.VehChassis ?? '-', mono: true, testId: 'verify-chassis' },
    { label: t('vehicle'), value: vehicle || '-', testId: 'verify-vehicle' },
    { label: t('claimCount'), value: format.number(verification.ClaimCount), testId: 'verify-claims' },
    {
      label: t('worstSeverity'),
      value: verification.WorstSeverity ? <SeverityBadge severity={verification.WorstSeverity} /> : t('noClaims'),
      testId: 'verify-severity',
    },
    {
      label: t('fingerprint'),
      value: shortFingerprint(verification.Fingerprint),
      mono: true,
      testId: 'verify-fingerprint',
    },
  ];
  return (
    <Stack gap="lg">
      <Alert color="teal" variant="light" icon={<IconRosetteDiscountCheck />} title={t('genuineTitle')}>
        {t('genuine', { reference: verification.ReferenceID, date: format.date(verification.SoldDate) })}
      </Alert>
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="dl" m={0}>
            {facts.map((fact) => (
              <Stack key={fact.testId} gap={2}>
                <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.5}>
                  {fact.label}
                </Text>
                <Text
                  component="dd"
                  m={0}
                  fw={700}
                  fz="lg"
                  ff={fact.mono ? 'monospace' : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                  data-testid={fact.testId}
                >
                  {fact.value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('fullFingerprint')}
            </Text>
            <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="verify-full-fingerprint">
              {verification.Fingerprint}
            </Text>
          </Stack>
        </Stack>
      </Card>
    </Stack>
  );
}
