import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  FINGERPRINT_PRINTED_LENGTH,
  PRODUCT_NAME,
  type ReportVerificationFull,
  shortFingerprint,
  typedFingerprint,
} from '@portal/contract';
import { IconAlertCircle, IconInfoCircle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, type PageAddress, serverLoader } from '../../lib/page-data';
import { LookupState } from '../../ui/LookupState';
import { SeverityBadge } from '../checks/Claims';
import { type VerificationProof, verificationQuery } from './api';
import { verifyTexts } from './texts';

const proofOf = (search: URLSearchParams): VerificationProof => ({
  t: search.get('t') ?? undefined,
  f: search.get('f') ?? undefined,
});
const verifyQueries = ({ params, url }: PageAddress) => [
  verificationQuery(params.reference ?? '', proofOf(url.searchParams)),
];
export const loader = serverLoader(verifyQueries);
export const clientLoader = browserLoader(verifyQueries);

/**
 * /verify/:reference: what was sold under a report's reference, for anyone holding its printout. The QR code's link
 * carries the token (`?t=`) that shows the figures; by the reference alone the page says only that the report
 * exists and asks for the fingerprint printed under the QR code (`?f=`).
 */
export function VerifyPage() {
  const t = useTexts(verifyTexts);
  const { reference = '' } = useParams();
  const [search] = useSearchParams();
  const proof = proofOf(search);
  const item = useQuery(verificationQuery(reference, proof));

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
        <LookupState
          item={item}
          notFoundCode="VERIFY_NOT_FOUND"
          notFound={{ title: t('notFoundTitle'), text: () => t('notFound', { reference }) }}
          errorTitle={t('errorTitle')}
        >
          {(found) =>
            found.Verified ? (
              <Verified verification={found} />
            ) : (
              <Exists reference={found.ReferenceID} soldOn={found.SoldOn} proof={proof} />
            )
          }
        </LookupState>
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

/** The reference alone (or a token or fingerprint that does not match): it exists, and a field for the fingerprint. */
function Exists({ reference, soldOn, proof }: { reference: string; soldOn: string; proof: VerificationProof }) {
  const t = useTexts(verifyTexts);
  const format = useFormat();
  const [, setSearch] = useSearchParams();
  const [typed, setTyped] = useState(proof.f ?? '');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hex = typedFingerprint(typed);
    if (hex === null || hex.length < FINGERPRINT_PRINTED_LENGTH) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setSearch({ f: hex }, { replace: true });
  };
  const mismatch = proof.f
    ? t('fingerprintMismatch', { reference })
    : proof.t
      ? t('tokenMismatch', { reference })
      : null;
  return (
    <Stack gap="lg">
      <Alert
        color="brand"
        variant="light"
        icon={<IconInfoCircle />}
        title={t('existsTitle')}
        data-testid="verify-exists"
      >
        {t('exists', { reference, date: format.date(soldOn) })}
      </Alert>
      {mismatch && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('mismatchTitle')} role="alert">
          {mismatch}
        </Alert>
      )}
      <Card p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 240px' }}
            label={t('fingerprintLabel')}
            description={t('fingerprintHint')}
            placeholder={t('fingerprintExample')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={invalid ? t('fingerprintInvalid') : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Button type="submit">{t('verifyButton')}</Button>
        </Group>
      </Card>
    </Stack>
  );
}

function Verified({ verification }: { verification: ReportVerificationFull }) {
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
      label: t('writtenOff'),
      value:
        verification.WrittenOff === null
          ? t('writtenOffNotRead')
          : verification.WrittenOff
            ? t('writtenOffYes')
            : t('writtenOffNo'),
      testId: 'verify-written-off',
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

export default VerifyPage;
