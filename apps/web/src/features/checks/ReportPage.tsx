import { Alert, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type CheckResult, PRODUCT_NAME, reportTexts } from '@portal/contract';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconLock, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { UnauthorizedPage } from '../../ui/errors/ErrorPages';
import { LoginPrompt, PageLoader } from '../../ui/guard';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { checkResultQuery, paymentDetailsQuery } from './api';
import { ErrorBanner, NotFoundBanner } from './banners';
import { usePaymentFlow } from './PaymentFlow';
import { Report, type ReportPanels } from './Report';
import { registrationOf } from './report-data';
import { checksTexts } from './texts';

/**
 * /check/check/:unikey: the result of one check. Not behind login, as a guest pays here; a paid report opens only for
 * whom the server lets read it (its owner, their company, an administrator; a guest's on the device that paid).
 */
export function ReportPage({ panels }: { panels: ReportPanels }) {
  const t = useTexts(checksTexts);
  const { unikey = '' } = useParams();
  const item = useQuery(checkResultQuery(unikey));
  const result = item.data;
  const searched = result ? (registrationOf(result.BasicInfo) ?? result.BasicInfo.VehChassis) : null;
  const title = searched ? t('vehicleReportOf', { vehicle: searched }) : t('vehicleReport');

  let content: ReactNode;
  if (item.isPending) {
    content = <PageLoader />;
  } else if (item.isError) {
    content = <LoadError error={item.error} />;
  } else if (!result?.BasicInfo.IsFound) {
    content = (
      <NotFoundBanner searched={searched}>
        <BackToSearch />
      </NotFoundBanner>
    );
  } else if (!result.Full) {
    content = <UnpaidResult result={result} />;
  } else {
    content = (
      <Stack gap="lg">
        <PaidNotice unikey={result.Unikey} />
        <AccessNote />
        <Report result={result} panels={panels} />
      </Stack>
    );
  }

  return (
    <Container size="lg" px={0}>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      {content}
    </Container>
  );
}

function BackToSearch() {
  const t = useTexts(checksTexts);
  return (
    <Button component={Link} to={paths.checkVehicle} variant="default" leftSection={<IconArrowLeft size={18} />}>
      {t('backToSearch')}
    </Button>
  );
}

/**
 * A report that did not come: missing; asked by a visitor (log in, then back here); by another account (the 401
 * page); or a guest's report on a device that did not pay for it (the way to the mailed My reports link).
 */
function LoadError({ error }: { error: Error }) {
  const t = useTexts(checksTexts);
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'UNAUTHORISED') return <LoginPrompt />;
  if (code === 'FORBIDDEN') return <UnauthorizedPage />;
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('vehicleReport')}
      </Title>
      {code === 'REPORT_OTHER_DEVICE' && error instanceof ApiError ? (
        <Alert color="brand" variant="light" title={t('otherDeviceTitle')} icon={<IconLock />} w="100%">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{error.messages.join(' ')}</Text>
            <Button component={Link} to={paths.myReports}>
              {t('otherDeviceAction')}
            </Button>
          </Stack>
        </Alert>
      ) : missing ? (
        <Alert color="red" variant="light" title={t('errorTitle')} icon={<IconAlertCircle />} w="100%">
          {t('checkNotFound')}
        </Alert>
      ) : (
        <ServerErrorAlert error={error} title={t('errorTitle')} />
      )}
      <BackToSearch />
    </Stack>
  );
}

/** Under a paid report: who may open its address (decision 0075), and Share as the way to show it to someone. */
function AccessNote() {
  const t = useTexts(checksTexts);
  const { profile, isAdmin } = useSession();
  const note = () => {
    if (!profile.IsLoggedIn) return t('accessNoteGuest');
    if (isAdmin) return t('accessNoteAdministrator');
    return profile.UserType === 'COMPANY' ? t('accessNoteCompany') : t('accessNoteAccount');
  };
  return (
    <Text size="sm" c="dimmed" className="no-print" data-testid="report-access-note">
      {note()}
    </Text>
  );
}

/** Found but not paid: enough to know the right car was found, and the way to pay for its history. */
function UnpaidResult({ result }: { result: CheckResult }) {
  const { profile, isConfirmed } = useSession();
  const t = useTexts(checksTexts);
  const labels = useTexts(reportTexts);
  const [error, setError] = useState<unknown>(null);
  // A guest's search is paid by the guest, per search, with the e-mail and mobile number the sheet asks for.
  const payment = usePaymentFlow({ onError: setError, guest: profile.IsLoggedIn ? undefined : {} });
  const info = result.BasicInfo;
  const partial = result.PartialInfo;
  const searched = registrationOf(info) ?? info.VehChassis ?? '-';
  const facts = [
    { label: labels('make'), value: partial?.Make },
    { label: labels('family'), value: partial?.Family },
    { label: labels('yearOfManufacture'), value: partial?.YearOfManufacture },
  ];
  return (
    <Stack gap="lg">
      <ErrorBanner error={error} onClose={() => setError(null)} />
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Text size="xs" fw={700} tt="uppercase" lts={1} c="brand.8">
              {t('searchResultKicker', { product: PRODUCT_NAME })}
            </Text>
            <Group gap="sm">
              <Title order={1} m={0}>
                <span className="chk-plate">{searched}</span>
              </Title>
              <Badge color="teal" variant="light" size="lg" leftSection={<IconCircleCheck size={16} />}>
                {t('vehicleFound')}
              </Badge>
            </Group>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            {facts.map((fact) => (
              <Stack key={fact.label} gap={2}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.5}>
                  {fact.label}
                </Text>
                <Text fw={700} fz="lg">
                  {fact.value ?? '-'}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Alert color="brand" variant="light" icon={<IconLock />} title={t('fullHistoryTitle')}>
            {t('fullHistory')}
          </Alert>
          {isConfirmed && (
            <Group gap="sm">
              <Button size="md" loading={payment.isStarting} onClick={() => payment.start(result.Unikey, searched)}>
                {t('payAndViewReport')}
              </Button>
              <Button component={Link} to={paths.checkVehicle} variant="subtle" leftSection={<IconSearch size={18} />}>
                {t('newSearch')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      <Card bg="gray.0">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl">
            <IconSearch size={16} />
          </ThemeIcon>
          <Text size="sm" c="dark.6">
            {t('checkBeforePaying')}
          </Text>
        </Group>
      </Card>
      {payment.modal}
    </Stack>
  );
}

/**
 * A report opened by the payment that bought it (`?payment=`, the gateway's way back): Payment Completed, and the
 * address its receipt with this report's link went to, so a guest knows how to come back.
 */
function PaidNotice({ unikey }: { unikey: string }) {
  const t = useTexts(checksTexts);
  const [search] = useSearchParams();
  const id = search.get('payment') ?? '';
  const details = useQuery({ ...paymentDetailsQuery(id), enabled: id !== '', retry: false });
  const payment = details.data;
  if (payment?.PaymentStatus !== 'Completed' || payment.VehicleKey !== unikey) return null;
  return (
    <Alert color="teal" variant="light" icon={<IconCircleCheck />} title={t('paidTitle')} className="no-print">
      {t('paidMailed', { email: payment.paymentEmail })}
    </Alert>
  );
}
