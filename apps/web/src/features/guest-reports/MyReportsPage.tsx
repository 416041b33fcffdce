import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type GuestReportRow, guestReportsRequest } from '@portal/contract';
import { IconAlertCircle, IconChevronRight, IconMailCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, type PageAddress, serverLoader } from '../../lib/page-data';
import { AuthCard } from '../../ui/AuthCard';
import { AuthForm } from '../../ui/AuthForm';
import { EmailInput, MobileInput } from '../../ui/ContactInputs';
import { useFormSave } from '../../ui/form-save';
import { PageLoader } from '../../ui/guard';
import { contractResolver } from '../../ui/rules';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { reportPath } from '../checks/api';
import { guestReportsQuery, mailGuestReportsLink, openGuestReport } from './api';
import { guestReportsTexts } from './texts';

const listQueries = ({ url }: PageAddress) => {
  const code = url.searchParams.get('taccode');
  return code ? [guestReportsQuery(code)] : [];
};
export const loader = serverLoader(listQueries);
export const clientLoader = browserLoader(listQueries);

/**
 * /reports/mine: a guest's way back to the reports bought without an account. Without a code it asks for the e-mail
 * and mobile number paid with and has the link mailed; the mailed link (`?taccode=`) lists the reports, read only,
 * for 30 minutes, and an expired link says so above the form to ask again.
 */
export function MyReportsPage() {
  const t = useTexts(guestReportsTexts);
  const [search] = useSearchParams();
  const code = search.get('taccode');
  return (
    <AuthCard title={t('pageTitle')} width={560}>
      {code ? <ReportList code={code} /> : <AskForLink />}
    </AuthCard>
  );
}

function ReportList({ code }: { code: string }) {
  const t = useTexts(guestReportsTexts);
  const format = useFormat();
  const list = useQuery(guestReportsQuery(code));
  if (list.isPending) return <PageLoader />;
  if (!list.data) {
    return (
      <Stack gap="lg">
        {list.error instanceof ApiError && list.error.code === 'GUEST_REPORTS_LINK_INVALID' ? (
          <Alert color="red" variant="light" title={t('linkRefused')} icon={<IconAlertCircle />}>
            {list.error.messages.join(' ')}
          </Alert>
        ) : (
          <ServerErrorAlert error={list.error} />
        )}
        <AskForLink again />
      </Stack>
    );
  }
  const { Email, ExpiresAt, Reports } = list.data;
  return (
    <Stack gap="md">
      {/* A long address breaks where it must rather than run out of a phone's card. */}
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('listText', { email: Email, time: format.dateTime(ExpiresAt) })}
      </Text>
      {Reports.length === 0 ? (
        <Text>{t('none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="guest-reports">
          {Reports.map((report) => (
            <ReportRow key={report.Unikey} report={report} code={code} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A listed report; opening it lets this browser open it from now on, as the one that paid for it. */
function ReportRow({ report, code }: { report: GuestReportRow; code: string }) {
  const t = useTexts(guestReportsTexts);
  const format = useFormat();
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => openGuestReport(code, report.Unikey),
    onSuccess: () => navigate(reportPath(report.Unikey)),
  });
  const vehicle = report.VehicleRegistrationNo ?? report.VehChassis ?? '-';
  const model = [report.Make, report.Family].filter(Boolean).join(' ');
  return (
    <Card component="li" withBorder p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} className="chk-plate">
            {vehicle}
          </Text>
          {model && <Text size="sm">{model}</Text>}
          <Text size="xs" c="dimmed">
            {t('paidOn', { date: format.date(report.PaidAt) })}
          </Text>
        </Stack>
        <Button
          variant="subtle"
          px="xs"
          loading={open.isPending}
          onClick={() => open.mutate()}
          aria-label={t('openLabel', { vehicle })}
          rightSection={<IconChevronRight size={16} />}
          style={{ flexShrink: 0 }}
        >
          {t('open')}
        </Button>
      </Group>
    </Card>
  );
}

/** The e-mail and mobile number paid with; the server's one answer, whether or not any report was bought with them. */
function AskForLink({ again = false }: { again?: boolean }) {
  const t = useTexts(guestReportsTexts);
  const form = useForm<z.input<typeof guestReportsRequest>>({
    initialValues: { Email: '', Phone: '' },
    validate: contractResolver(guestReportsRequest),
  });
  const send = useFormSave(form, (values) => mailGuestReportsLink(values));
  if (send.data) {
    return (
      <Alert color="teal" variant="light" icon={<IconMailCheck />}>
        {send.data.Message}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {!again && <Text c="dimmed">{t('askText')}</Text>}
      <AuthForm onSubmit={send.submit} submitLabel={again ? t('askAgain') : t('send')} submitting={send.isPending}>
        <ServerErrorAlert error={send.error} fields={['Email', 'Phone']} />
        <EmailInput label={t('email')} {...form.getInputProps('Email')} />
        <MobileInput label={t('mobile')} {...form.getInputProps('Phone')} />
      </AuthForm>
    </Stack>
  );
}

export default MyReportsPage;
