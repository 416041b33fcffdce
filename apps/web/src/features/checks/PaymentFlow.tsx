import { Anchor, Button, Group, Modal, Radio, Stack, Text, ThemeIcon } from '@mantine/core';
import { type ChargeInfo, PaymentType } from '@portal/contract';
import { IconCoins, IconCreditCard, IconFileInvoice } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useCloseOnLoginPrompt } from '../../lib/api-problems';
import { useFormat, useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { payOnline } from '../../lib/pay-online';
import { profileQueryKey } from '../../lib/session';
import { checkHistoryKey, checkResultKey, fetchChargeInfo, payForCheck, reportPath } from './api';
import { CheckTerms, TermsAgreement } from './CheckTerms';
import { checksTexts } from './texts';

type ChargeAnswer = Awaited<ReturnType<typeof fetchChargeInfo>>;
type Step = 'method' | 'terms';

/** A guest's contact and the referral code of their checkout link: such a payer can only pay per search. */
export interface GuestPayer {
  email: string;
  phoneNo: string;
  refCode?: string | undefined;
}

interface Started {
  charge: ChargeAnswer;
  /** What the user searched, shown in the modal so they know what they pay for. */
  vehicle: string;
}

const chargeOf = (charge: ChargeAnswer, type: number): ChargeInfo | undefined =>
  charge.ChargeInfo.find((info) => info.PaymentTypeID === type);

/**
 * The Make Payment flow of a check (spec section 4): payment method, Terms of Service, then Search pays and opens
 * the report. The search page and an unpaid report page share it. Errors go to the page's Error: banner.
 */
export function usePaymentFlow({ onError, guest }: { onError: (error: unknown) => void; guest?: GuestPayer }) {
  const [started, setStarted] = useState<Started | null>(null);
  const load = useMutation({
    mutationFn: ({ unikey }: { unikey: string; vehicle: string }) => fetchChargeInfo(unikey),
    onSuccess: (charge, { vehicle }) => setStarted({ charge, vehicle }),
    onError,
  });
  const close = useCallback(() => setStarted(null), []);
  useCloseOnLoginPrompt(close);
  const modal = started && (
    <PaymentModal
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

interface PaymentModalProps {
  started: Started;
  guest: GuestPayer | undefined;
  onClose: () => void;
  onError: (error: unknown) => void;
}

function PaymentModal({ started, guest, onClose, onError }: PaymentModalProps) {
  const { charge, vehicle } = started;
  const t = useTexts(checksTexts);
  const format = useFormat();
  const creditsText = (amount: number) => t('credits', { count: amount, amount: format.number(amount) });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A guest has no credit and no invoice: pay per search is the one method offered.
  const credit = guest ? undefined : chargeOf(charge, PaymentType.Credit);
  const postpaid = !guest && charge.IsPostpaid;
  const [step, setStep] = useState<Step>('method');
  const creditShort = credit !== undefined && charge.CreditLimit < credit.Credit;
  const [method, setMethod] = useState(() => String(guest ? PaymentType.PayPerSearch : defaultMethod(charge)));
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

  // Pay per search: a payment record, its link, then the gateway's page; the browser comes back to /payment/paymentdone.
  const online = useMutation({
    mutationFn: () =>
      payOnline({
        id: charge.Unikey,
        paymentType: PaymentType.PayPerSearch,
        vehicleNo: vehicle,
        ...(guest ? { email: guest.email, phoneNo: guest.phoneNo, refCode: guest.refCode } : {}),
      }),
    onError,
  });
  const price = chargeOf(charge, PaymentType.PayPerSearch);
  const busy = pay.isPending || online.isPending || online.isSuccess;

  const search = () => {
    const paymentType = Number(method);
    if (paymentType === PaymentType.PayPerSearch) {
      online.mutate();
      return;
    }
    pay.mutate({ unikey: charge.Unikey, paymentType });
  };

  const title = step === 'terms' ? t('termOfService') : t('makePayment');
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg" closeOnClickOutside={!busy}>
      {step === 'method' && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('reportFor')}{' '}
            <Text span fw={700} c="dark" ff="monospace">
              {vehicle}
            </Text>
          </Text>
          <Radio.Group value={method} onChange={setMethod} label={t('chooseMethod')}>
            <Stack gap="sm" mt="xs">
              {postpaid && (
                <MethodCard
                  value={PaymentType.Postpaid}
                  icon={<IconFileInvoice size={20} />}
                  label={t('postpaidOption', { rate: format.ringgit(charge.PostpaidRateSen ?? 0) })}
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
                    {price ? t('priceForSearch', { price: format.ringgit(price.PriceSen) }) : t('pricedAtCheckout')}
                  </Detail>
                }
              />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button onClick={() => setStep('terms')}>{t('proceed')}</Button>
          </Group>
        </Stack>
      )}
      {step === 'terms' && (
        <Stack gap="md">
          <CheckTerms />
          <TermsAgreement
            backLabel={t('back')}
            onBack={() => setStep('method')}
            onCancel={onClose}
            confirmLabel={t('search')}
            onConfirm={search}
            busy={busy}
          />
        </Stack>
      )}
    </Modal>
  );
}

/**
 * Postpaid companies are billed on their invoice; others pay with credit where a credit charge is set up and the
 * balance covers it, else per search (the choice follows the balance, before any terms are read).
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
