import { Alert, Anchor, Card, Divider, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type BasicInfo, DEFAULT_REFERRAL_CODE, guestContactForm, LIMITS } from '@portal/contract';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { loginPath, paths } from '../../lib/paths';
import { Page } from '../../ui/Page';
import { referrersQuery } from '../accounts/api';
import { checkResultQuery, searchItem } from '../checks/api';
import { ErrorBanner, NotFoundBanner } from '../checks/banners';
import { usePaymentFlow } from '../checks/PaymentFlow';
import { SearchForm, type SearchValues, searchedText } from '../checks/SearchForm';
import { checksTexts } from '../checks/texts';
import { guestRetryFrom } from './paths';
import { paymentsTexts } from './texts';

type Contact = { email: string; phoneNo: string };

/** The number a check was searched by, as the search form takes it. */
const searchValuesOf = (info: BasicInfo): SearchValues =>
  info.IsSearchByVehicle
    ? { vehicleNo: info.VehicleRegistrationNo, vehChassisNo: '' }
    : { vehicleNo: '', vehChassisNo: info.VehChassis ?? '' };

/**
 * /checkout/:refcode: a guest searches and pays per search with an e-mail and a mobile number, no account needed.
 * The code in the link (a dealer's referral code) goes with the payment; a link without a known code (such as
 * /checkout/checkout) records none. Opened by Try Again after a failed payment, it holds the e-mail, mobile number
 * and vehicle of that payment again.
 */
export function CheckoutPage() {
  const { refcode = '' } = useParams();
  const navigate = useNavigate();
  const t = useTexts(paymentsTexts);
  const checkT = useTexts(checksTexts);
  const referrers = useQuery(referrersQuery());
  const refCode = referrers.data?.find((option) => String(option.id).toUpperCase() === refcode.toUpperCase())?.id;
  const retry = guestRetryFrom(useLocation().state);
  const [contact, setContact] = useState<Contact>({ email: retry?.email ?? '', phoneNo: retry?.phoneNo ?? '' });
  const retried = useQuery({ ...checkResultQuery(retry?.unikey ?? ''), enabled: Boolean(retry?.unikey) });
  const retriedSearch = retried.data && searchValuesOf(retried.data.BasicInfo);
  const [contactErrors, setContactErrors] = useState<Partial<Contact>>({});
  const [warning, setWarning] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  const [guest, setGuest] = useState<Contact>(contact);
  const payment = usePaymentFlow({
    onError: setError,
    guest: { ...guest, refCode: refCode === undefined ? undefined : String(refCode) },
  });

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
      payment.start(answer.Unikey, searched);
    },
    onError: setError,
  });

  const onSearch = (values: SearchValues) => {
    const checked = guestContactForm.safeParse(contact);
    if (!checked.success) {
      // Told by the kind of problem and its field, in the page's language (never by the contract's English).
      const errors: Partial<Contact> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'phoneNo' ? 'phoneNo' : 'email';
        errors[field] ??=
          issue.code === 'custom' ? t('enterEmailAndMobile') : t(field === 'email' ? 'invalidEmail' : 'invalidMobile');
      }
      setContactErrors(errors);
      setWarning(errors.email ?? errors.phoneNo ?? t('enterEmailAndMobile'));
      return;
    }
    setWarning(null);
    setContactErrors({});
    setGuest(checked.data);
    search.mutate(values);
  };
  const typed = (field: keyof Contact) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setContact((current) => ({ ...current, [field]: value }));
    setContactErrors((current) => ({ ...current, [field]: undefined }));
    setWarning(null);
  };
  // An unknown code in the link (such as /checkout/checkout) pre-fills the default code, not a code that fails.
  const registerLink = `${paths.register}?${new URLSearchParams({ refcode: String(refCode ?? DEFAULT_REFERRAL_CODE) })}`;

  return (
    <Page title={t('guestCheckout')} description={checkT('searchInstruction')}>
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between" gap="sm">
            <Switch
              checked
              onChange={() => navigate(loginPath(paths.checkVehicle))}
              label={t('guestCheckoutSwitch')}
              description={t('guestCheckoutSwitchNote')}
              size="md"
            />
            <Anchor component={Link} to={registerLink} size="sm">
              <IconUserPlus size={16} style={{ verticalAlign: -3 }} /> {t('registerNewAccount')}
            </Anchor>
          </Group>
          {warning && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} role="alert">
              {warning}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('email')}
              required
              inputMode="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              description={t('emailNote')}
              value={contact.email}
              onChange={typed('email')}
              error={contactErrors.email}
            />
            <TextInput
              label={t('mobileNo')}
              required
              inputMode="tel"
              autoComplete="tel"
              maxLength={LIMITS.phone + 5}
              description={t('mobileNoNote')}
              value={contact.phoneNo}
              onChange={typed('phoneNo')}
              error={contactErrors.phoneNo}
            />
          </SimpleGrid>
          <Divider />
          <SearchForm
            key={retriedSearch ? 'retry' : 'new'}
            initial={retriedSearch}
            loading={search.isPending || payment.isStarting}
            onSearch={onSearch}
          />
          <Text size="xs" c="dimmed">
            {t('guestPaysNote')}
          </Text>
        </Stack>
      </Card>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      {notFound && <NotFoundBanner searched={notFound} />}
      {payment.modal}
    </Page>
  );
}
