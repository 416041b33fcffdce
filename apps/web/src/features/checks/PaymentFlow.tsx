import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Collapse,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { type ChargeInfo, type CheckResult, guestContactForm, type PayerAnswer, PaymentType } from '@portal/contract';
import { IconCircleCheck, IconCoins, IconCreditCard, IconFileInvoice } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { useCloseOnLoginPrompt } from '../../lib/api-problems';
import { useFormat, useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { payOnline } from '../../lib/pay-online';
import { profileQueryKey } from '../../lib/session';
import { sstQuery } from '../../lib/sst';
import { EmailInput, MobileInput } from '../../ui/ContactInputs';
import { EinvoiceRequest } from '../../ui/EinvoiceRequest';
import { codeText, contractResolver } from '../../ui/rules';
import { useWithSst } from '../../ui/sst-note';
import {
  checkHistoryKey,
  checkResultKey,
  checkResultQuery,
  fetchChargeInfo,
  fetchPayer,
  payForCheck,
  reportPath,
} from './api';
import { CheckTerms } from './CheckTerms';
import { checksTexts } from './texts';

type ChargeAnswer = Awaited<ReturnType<typeof fetchChargeInfo>>;
type ContactForm = z.input<typeof guestContactForm>;
type Contact = z.output<typeof guestContactForm>;

/**
 * A payer without an account: they pay per search only, with an e-mail and a mobile number typed in the sheet (filled
 * in already when a failed payment is tried again), and the referral code of their checkout link.
 */
export interface GuestPayer {
  email?: string | undefined;
  phoneNo?: string | undefined;
  refCode?: string | undefined;
}

interface Started {
  charge: ChargeAnswer;
  /** The check as it is before payment: found, with its make, family and year, so the buyer sees what they pay for. */
  preview: CheckResult;
  /** What the user searched, as they typed it. */
  vehicle: string;
  /** A logged-in payer's account: whether "I need an e-invoice" is offered them (never to a guest). */
  payer: PayerAnswer | undefined;
}

const chargeOf = (charge: ChargeAnswer, type: number): ChargeInfo | undefined =>
  charge.ChargeInfo.find((info) => info.PaymentTypeID === type);

/**
 * The Make Payment sheet of a check (spec section 4, in one sheet): the vehicle found, the payment method, the Term of
 * Service agreed by a tick, and one button that pays and opens the report. The search pages, the guest checkout and an
 * unpaid report page share it. Errors go to the page's Error: banner.
 */
export function usePaymentFlow({ onError, guest }: { onError: (error: unknown) => void; guest?: GuestPayer }) {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<Started | null>(null);
  const load = useMutation({
    mutationFn: async ({ unikey }: { unikey: string; vehicle: string }) =>
      Promise.all([
        fetchChargeInfo(unikey),
        queryClient.fetchQuery(checkResultQuery(unikey)),
        // Whether the prices include SST: asked with the rest, and never what keeps the sheet from opening.
        queryClient.fetchQuery(sstQuery()).catch(() => undefined),
        // Nor is the payer's account: without it, no e-invoice is offered.
        guest ? undefined : fetchPayer().catch(() => undefined),
      ]),
    onSuccess: ([charge, preview, , payer], { vehicle }) => setStarted({ charge, preview, vehicle, payer }),
    onError,
  });
  const close = useCallback(() => setStarted(null), []);
  useCloseOnLoginPrompt(close);
  const modal = started && (
    <PaymentSheet
      key={started.charge.Unikey}
      started={started}
      guest={guest}
      onClose={close}
      onError={(error) => {
        close();
        onError(error);
      }}
    />
  );
  return {
    start: (unikey: string, vehicle: string) => load.mutate({ unikey, vehicle }),
    isStarting: load.isPending,
    modal,
  };
}

interface PaymentSheetProps {
  started: Started;
  guest: GuestPayer | undefined;
  onClose: () => void;
  onError: (error: unknown) => void;
}

function PaymentSheet({ started, guest, onClose, onError }: PaymentSheetProps) {
  const { charge, preview, vehicle, payer } = started;
  const t = useTexts(checksTexts);
  const format = useFormat();
  const withSst = useWithSst();
  const creditsText = (amount: number) => t('credits', { count: amount, amount: format.number(amount) });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A phone gets the whole screen: the sheet is the page until it is paid or closed.
  const phone = useMediaQuery('(max-width: 36em)');
  // A guest has no credit and no invoice: pay per search is the one method offered.
  const credit = guest ? undefined : chargeOf(charge, PaymentType.Credit);
  const postpaid = !guest && charge.IsPostpaid;
  const creditShort = credit !== undefined && charge.CreditLimit < credit.Credit;
  const [method, setMethod] = useState(() => String(guest ? PaymentType.PayPerSearch : defaultMethod(charge)));
  const [agreed, setAgreed] = useState(false);
  const [agreementMissing, setAgreementMissing] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [einvoice, setEinvoice] = useState(false);
  const contact = useForm<ContactForm, Contact>({
    initialValues: { email: guest?.email ?? '', phoneNo: guest?.phoneNo ?? '' },
    validate: contractResolver(guestContactForm),
    transformValues: (values) => guestContactForm.parse(values),
  });
  const openReport = async (unikey: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      queryClient.invalidateQueries({ queryKey: checkHistoryKey() }),
      queryClient.invalidateQueries({ queryKey: checkResultKey(unikey) }),
    ]);
    onClose();
    navigate(reportPath(unikey));
  };
  const pay = useMutation({
    mutationFn: payForCheck,
    onSuccess: (answer) => openReport(answer.Unikey),
    // Already paid (another tab, a second click): the report is there to read at no charge.
    // A 409 that says a payment is still being settled is shown like any other error.
    onError: (error) =>
      error instanceof ApiError && error.code === 'CHECK_ALREADY_PAID' ? openReport(charge.Unikey) : onError(error),
  });

  // Pay per search: a payment record, its link, then the gateway's page; the browser comes back to the report.
  const online = useMutation({
    mutationFn: (contactOf: Contact | undefined) =>
      payOnline({
        id: charge.Unikey,
        paymentType: PaymentType.PayPerSearch,
        vehicleNo: vehicle,
        agreedTerms: true,
        ...(contactOf ? { email: contactOf.email, phoneNo: contactOf.phoneNo, refCode: guest?.refCode } : {}),
        ...(einvoice ? { einvoiceRequested: true } : {}),
      }),
    onError,
  });
  const price = chargeOf(charge, PaymentType.PayPerSearch);
  const busy = pay.isPending || online.isPending || online.isSuccess;
  const paymentType = Number(method);
  // Only money paid here is a sale of its own: credit was sold when it was bought, a postpaid check is invoiced.
  const einvoiceIds = paymentType === PaymentType.PayPerSearch ? (payer?.Einvoice ?? null) : null;

  const submit = () => {
    const contactFault = guest !== undefined && contact.validate().hasErrors;
    setAgreementMissing(!agreed);
    if (contactFault || !agreed) return;
    if (paymentType === PaymentType.PayPerSearch) {
      online.mutate(guest ? contact.getTransformedValues() : undefined);
      return;
    }
    pay.mutate({ unikey: charge.Unikey, paymentType });
  };

  const payLabel = () => {
    if (paymentType === PaymentType.Postpaid) return t('billInvoiceButton');
    if (paymentType === PaymentType.Credit && credit)
      return t('useCreditButton', { credits: creditsText(credit.Credit) });
    return price ? t('payButton', { price: format.ringgit(price.PriceSen) }) : t('payPerSearch');
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('makePayment')}
      centered
      size="lg"
      fullScreen={phone}
      closeOnClickOutside={!busy}
    >
      <Stack gap="md">
        <VehicleFound preview={preview} vehicle={vehicle} />
        <Radio.Group value={method} onChange={setMethod} label={t('chooseMethod')}>
          <Stack gap="sm" mt="xs">
            {postpaid && (
              <MethodCard
                value={PaymentType.Postpaid}
                icon={<IconFileInvoice size={20} />}
                label={t('postpaidOption', { rate: withSst(format.ringgit(charge.PostpaidRateSen ?? 0)) })}
                detail={<Detail>{t('postpaidDetail')}</Detail>}
              />
            )}
            {credit && (
              <Stack gap={4}>
                <MethodCard
                  value={PaymentType.Credit}
                  icon={<IconCoins size={20} />}
                  label={t('useCredit', {
                    credits: creditsText(credit.Credit),
                    balance: format.number(charge.CreditLimit),
                  })}
                  disabled={creditShort}
                />
                {creditShort && (
                  // Outside the card: a disabled button takes no clicks, and a link inside a button is not allowed.
                  <Text size="xs" c="red.9" px="xs">
                    {t('creditShort', {
                      needed: creditsText(credit.Credit),
                      balance: creditsText(charge.CreditLimit),
                    })}{' '}
                    <Anchor component={Link} to={paths.creditTopUp} size="xs" fw={600} onClick={onClose}>
                      {t('topUp')}
                    </Anchor>
                  </Text>
                )}
              </Stack>
            )}
            <MethodCard
              value={PaymentType.PayPerSearch}
              icon={<IconCreditCard size={20} />}
              label={t('payPerSearch')}
              detail={
                <Detail>
                  {price
                    ? t('priceForSearch', { price: withSst(format.ringgit(price.PriceSen)) })
                    : t('pricedAtCheckout')}
                </Detail>
              }
            />
          </Stack>
        </Radio.Group>
        {einvoiceIds && (
          <EinvoiceRequest ids={einvoiceIds} checked={einvoice} onChange={setEinvoice} onLeave={onClose} />
        )}
        {guest && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <EmailInput
              label={t('guestEmail')}
              description={t('guestEmailNote')}
              required
              {...contact.getInputProps('email')}
            />
            <MobileInput
              label={t('guestMobile')}
              description={t('guestMobileNote')}
              required
              {...contact.getInputProps('phoneNo')}
            />
          </SimpleGrid>
        )}
        <Stack gap={6} role="group" aria-label={t('termOfService')}>
          <Text fw={500} size="sm">
            {t('termOfService')}
          </Text>
          <Checkbox
            size="md"
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.currentTarget.checked);
              setAgreementMissing(false);
            }}
            label={t('agreeToTerms')}
            error={agreementMissing && codeText('TERMS_NOT_AGREED')}
          />
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setTermsOpen((open) => !open)}>
            {termsOpen ? t('hideTerms') : t('readTerms')}
          </Anchor>
          <Collapse expanded={termsOpen}>
            <CheckTerms />
          </Collapse>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button size="md" onClick={submit} loading={busy} miw={160}>
            {payLabel()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * What was found, before it is paid for: the plate or chassis number, make, family and year, and for a plate the
 * reminder that a registration number can move from one vehicle to another.
 */
function VehicleFound({ preview, vehicle }: { preview: CheckResult; vehicle: string }) {
  const t = useTexts(checksTexts);
  const found = preview.PartialInfo;
  const described = [found?.Make, found?.Family, found?.YearOfManufacture].filter(Boolean).join(' ');
  return (
    <Stack gap={6} p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="vehicle-found">
      <Group gap="xs" wrap="wrap">
        <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} />}>
          {t('vehicleFound')}
        </Badge>
        <Text span fw={700} ff="monospace">
          {vehicle}
        </Text>
      </Group>
      {described && (
        <Text fw={700} fz="lg">
          {described}
        </Text>
      )}
      {preview.BasicInfo.IsSearchByVehicle && (
        <Text size="xs" c="dimmed">
          {t('checkBeforePaying')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Postpaid companies are billed on their invoice; others pay with credit where a credit charge is set up and the
 * balance covers it, else per search (the choice follows the balance).
 */
function defaultMethod(charge: ChargeAnswer): number {
  if (charge.IsPostpaid) return PaymentType.Postpaid;
  const credit = chargeOf(charge, PaymentType.Credit);
  return credit && charge.CreditLimit >= credit.Credit ? PaymentType.Credit : PaymentType.PayPerSearch;
}

function Detail({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  );
}

interface MethodCardProps {
  value: number;
  icon: ReactNode;
  label: string;
  detail?: ReactNode;
  disabled?: boolean;
}

function MethodCard({ value, icon, label, detail, disabled = false }: MethodCardProps) {
  return (
    <Radio.Card
      value={String(value)}
      radius="md"
      p="md"
      aria-label={label}
      disabled={disabled}
      style={disabled ? { opacity: 0.75, cursor: 'not-allowed' } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Radio.Indicator mt={2} />
        <ThemeIcon variant="light" size={32} radius="md" style={{ flexShrink: 0 }}>
          {icon}
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          {detail}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
