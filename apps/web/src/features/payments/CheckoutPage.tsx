import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type BasicInfo, DEFAULT_REFERRAL_CODE } from '@portal/contract';
import { IconCircleCheckFilled, IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { loginPath, paths } from '../../lib/paths';
import { Page } from '../../ui/Page';
import { referrersQuery } from '../accounts/api';
import { checkResultQuery, searchItem } from '../checks/api';
import { ErrorBanner, NotFoundBanner } from '../checks/banners';
import { useFoundVehicle } from '../checks/OwnedReportModal';
import { usePaymentFlow } from '../checks/PaymentFlow';
import { SearchForm, type SearchValues, searchedText } from '../checks/SearchForm';
import { useSearchOnArrival } from '../checks/search-arrival';
import { checksTexts } from '../checks/texts';
import { FindMyReports } from '../guest-reports/FindMyReports';
import { scanButton } from '../scan/ScanButton';
import { guestRetryFrom } from './paths';
import { paymentsTexts } from './texts';

/** The number a check was searched by, as the search form takes it. */
const searchValuesOf = (info: BasicInfo): SearchValues =>
  info.IsSearchByVehicle
    ? { vehicleNo: info.VehicleRegistrationNo, vehChassisNo: '' }
    : { vehicleNo: '', vehChassisNo: info.VehChassis ?? '' };

// A retried payment's vehicle comes with the browser's navigation (its state), never with a page drawn afresh.
const checkoutQueries = () => [referrersQuery()];
export const loader = serverLoader(checkoutQueries);
export const clientLoader = browserLoader(checkoutQueries);

/**
 * /checkout/:refcode: a guest searches and pays per search, no account needed; the e-mail and mobile number are asked
 * in the payment sheet, where they are needed. The code in the link (a dealer's referral code) goes with the payment; a
 * link without a known code (such as /checkout/checkout) records none. Opened from the landing page's box
 * (`?vehicleNo=…&go=1`) it searches at once; opened by Try Again after a failed payment, it holds the e-mail, mobile
 * number and vehicle of that payment again.
 */
export function CheckoutPage() {
  const { refcode = '' } = useParams();
  const t = useTexts(paymentsTexts);
  const checkT = useTexts(checksTexts);
  const referrers = useQuery(referrersQuery());
  const refCode = referrers.data?.find((option) => String(option.id).toUpperCase() === refcode.toUpperCase())?.id;
  const retry = guestRetryFrom(useLocation().state);
  const retried = useQuery({ ...checkResultQuery(retry?.unikey ?? ''), enabled: Boolean(retry?.unikey) });
  const retriedSearch = retried.data && searchValuesOf(retried.data.BasicInfo);
  const [error, setError] = useState<unknown>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  const payment = usePaymentFlow({
    onError: setError,
    guest: {
      email: retry?.email,
      phoneNo: retry?.phoneNo,
      refCode: refCode === undefined ? undefined : String(refCode),
    },
  });
  // A report of this vehicle that this browser already paid for (m17): offered before a second payment.
  const found = useFoundVehicle(payment);
  const search = useMutation({
    mutationFn: (values: SearchValues) =>
      searchItem({ vehicleNo: values.vehicleNo || undefined, vehChassisNo: values.vehChassisNo || undefined }),
    onMutate: () => {
      setError(null);
      setNotFound(null);
    },
    onSuccess: (answer, values) => {
      const searched = searchedText(values);
      if (!answer.IsFound) {
        setNotFound(searched);
        return;
      }
      found.proceed(answer, searched);
    },
    onError: setError,
  });
  const typed = useSearchOnArrival((values) => search.mutate(values));
  // An unknown code in the link (such as /checkout/checkout) pre-fills the default code, not a code that fails.
  const registerLink = `${paths.register}?${new URLSearchParams({ refcode: String(refCode ?? DEFAULT_REFERRAL_CODE) })}`;

  return (
    <Page title={t('guestCheckout')} description={checkT('searchInstruction')}>
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between" gap="sm">
            {/* The specification's Guest checkout toggle, on: the way chosen, and the other way as the link it is. */}
            <Stack gap={4} align="flex-start">
              <Group gap={6} wrap="nowrap">
                <IconCircleCheckFilled size={20} color="var(--mantine-color-brand-7)" aria-hidden />
                <Text fw={600}>{t('guestCheckoutSwitch')}</Text>
              </Group>
              <Button
                component={Link}
                to={loginPath(paths.checkVehicle)}
                variant="light"
                size="compact-sm"
                leftSection={<IconLogin2 size={16} />}
              >
                {t('loginInstead')}
              </Button>
            </Stack>
            <Anchor component={Link} to={registerLink} size="sm">
              <IconUserPlus size={16} style={{ verticalAlign: -3 }} /> {t('registerNewAccount')}
            </Anchor>
          </Group>
          <SearchForm
            key={retriedSearch ? 'retry' : 'new'}
            initial={retriedSearch ?? typed}
            loading={search.isPending || payment.isStarting}
            onSearch={(values) => search.mutate(values)}
            fieldButton={scanButton}
          />
          <Text size="xs" c="dimmed">
            {t('guestPaysNote')}
          </Text>
          <FindMyReports />
        </Stack>
      </Card>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      {notFound && <NotFoundBanner searched={notFound} />}
      {found.modal}
      {payment.modal}
    </Page>
  );
}

export default CheckoutPage;
