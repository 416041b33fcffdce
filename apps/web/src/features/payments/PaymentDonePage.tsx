import { Button, Card, Center, Group, Loader, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { type PaymentDetails, PRODUCT_NAME } from '@portal/contract';
import {
  IconCircleCheck,
  IconCircleX,
  IconCoins,
  IconFileSearch,
  IconRefresh,
  IconSearch,
  type TablerIcon,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, type LoaderFunctionArgs, redirect, useNavigate, useSearchParams } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, type PageAddress, serverLoader } from '../../lib/page-data';
import { paths } from '../../lib/paths';
import { servicesOf } from '../../lib/request-services';
import { profileQueryKey, useSession } from '../../lib/session';
import { paidReportPath, paymentDetailsQuery } from '../checks/api';
import { guestCheckoutPath, guestRetryOf } from './paths';
import { paymentsTexts } from './texts';

type T = ReturnType<typeof useTexts<'payments'>>;

interface StepLinkProps {
  to: string;
  /** What the page opened keeps (a failed payment's details, for Try Again). */
  state?: unknown;
  icon: TablerIcon;
  variant?: 'filled' | 'default';
  children: ReactNode;
}

/** One of the ways on from the payment's result: a link shown as a button, with its icon. */
function StepLink({ to, state, icon: Icon, variant, children }: StepLinkProps) {
  return (
    <Button component={Link} to={to} state={state} variant={variant} leftSection={<Icon size={18} />}>
      {children}
    </Button>
  );
}

/** How long a Pending payment is asked about again before the page settles on "failed" (the gateway may be slow). */
const PENDING_POLLS = 5;
const POLL_MS = 2000;

const paymentIdOf = (search: URLSearchParams) => search.get('id') ?? '';

const paymentQueries = ({ url }: PageAddress) => {
  const id = paymentIdOf(url.searchParams);
  return id === '' ? [] : [paymentDetailsQuery(id)];
};

/** A check's payment that completed goes on to the report it bought; other outcomes stay on this page. */
const reportPaidBy = (id: string, details: PaymentDetails | undefined) =>
  details?.PaymentStatus === 'Completed' && details.VehicleKey ? paidReportPath(details.VehicleKey, id) : null;

/**
 * Asking for a payment's details confirms its outcome with the gateway while it is still pending, so the page arrives
 * with the outcome; a paid check opens its report at once; once settled, the header's credit balance is read again (a
 * top-up may have just completed).
 */
export async function loader(args: LoaderFunctionArgs) {
  await serverLoader(paymentQueries)(args);
  const { queryClient: requestCache } = servicesOf(args.context);
  const id = paymentIdOf(new URL(args.request.url).searchParams);
  const details = requestCache.getQueryData(paymentDetailsQuery(id).queryKey);
  const report = reportPaidBy(id, details);
  if (report) throw redirect(report);
  if (details && details.PaymentStatus !== 'Pending') await requestCache.refetchQueries({ queryKey: profileQueryKey });
  return null;
}
export const clientLoader = browserLoader(paymentQueries);

/** /payment/paymentdone?id=…: reads the payment's status; only Completed is success (spec section 4). */
export function PaymentDonePage() {
  const [search] = useSearchParams();
  const id = paymentIdOf(search);
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const t = useTexts(paymentsTexts);
  const detailsQuery = paymentDetailsQuery(id);
  const details = useQuery({
    ...detailsQuery,
    enabled: id !== '',
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.PaymentStatus === 'Pending' && query.state.dataUpdateCount < PENDING_POLLS ? POLL_MS : false,
  });
  const status = details.data?.PaymentStatus;
  const waiting = details.isPending && id !== '';
  const polls = queryClient.getQueryState(detailsQuery.queryKey)?.dataUpdateCount ?? 0;
  const stillPending = status === 'Pending' && polls < PENDING_POLLS;

  const navigate = useNavigate();
  const report = reportPaidBy(id, details.data);
  // The header's credit balance changes with a completed top-up: read the profile again, no reload needed. A check
  // paid while this page waited for the gateway opens its report.
  useEffect(() => {
    if (status && status !== 'Pending') void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    if (report) navigate(report, { replace: true });
  }, [status, queryClient, report, navigate]);

  if (waiting || stillPending) {
    return (
      <Center py={80}>
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">{t('waitingForGateway')}</Text>
        </Stack>
      </Center>
    );
  }

  const completed = status === 'Completed';
  const payment = details.data;
  const isGuest = payment ? payment.isGuest : !profile.IsLoggedIn;
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <title>{`${completed ? t('completed') : t('failed')} · ${PRODUCT_NAME}`}</title>
      <Card maw={560} w="100%" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius={64} variant="light" color={completed ? 'teal' : 'red'}>
            {completed ? <IconCircleCheck size={40} /> : <IconCircleX size={40} />}
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }} ta="center">
            {completed ? t('completed') : t('failed')}
          </Title>
          <Text c="dimmed" ta="center">
            {completed ? completedText(payment, t) : t('failedText')}
          </Text>
          {payment && <Summary payment={payment} completed={completed} />}
          <Group justify="center" gap="sm" mt="xs">
            {completed && payment?.VehicleKey && (
              <StepLink to={paidReportPath(payment.VehicleKey, id)} icon={IconFileSearch}>
                {t('viewSearchedResult')}
              </StepLink>
            )}
            {!completed && isGuest && (
              <StepLink
                to={guestCheckoutPath(payment?.refCode)}
                state={payment && guestRetryOf(payment)}
                icon={IconRefresh}
              >
                {t('tryAgain')}
              </StepLink>
            )}
            {!isGuest && (
              <StepLink to={paths.creditTopUp} variant={completed ? 'default' : 'filled'} icon={IconCoins}>
                {t('topUpAgain')}
              </StepLink>
            )}
            {!isGuest && (
              <StepLink
                to={paths.checkVehicle}
                variant={completed && !payment?.VehicleKey ? 'filled' : 'default'}
                icon={IconSearch}
              >
                {t('checkVehicle')}
              </StepLink>
            )}
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}

function completedText(payment: PaymentDetails | undefined, t: T) {
  if (payment?.VehicleKey) return t('completedReport');
  if (payment?.Credit) return t('completedCredit', { credits: payment.Credit });
  return t('completedOther');
}

function Summary({ payment, completed }: { payment: PaymentDetails; completed: boolean }) {
  const t = useTexts(paymentsTexts);
  const format = useFormat();
  const rows: [string, string][] = [
    [t('description'), payment.payment_desc],
    [t('amount'), format.ringgit(payment.Amount)],
    [t('reference'), payment.paymentRefNo ?? '-'],
    [t('date'), format.dateTime(payment.payment_created_datetime)],
    [
      // Nobody paid a failed payment: it only had a payer.
      completed ? t('paidBy') : t('payer'),
      payment.paymentName === payment.paymentEmail
        ? payment.paymentEmail
        : `${payment.paymentName} (${payment.paymentEmail})`,
    ],
  ];
  return (
    <Table variant="vertical" withTableBorder layout="fixed" fz="sm">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={{ base: 110, sm: 140 }}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export default PaymentDonePage;
