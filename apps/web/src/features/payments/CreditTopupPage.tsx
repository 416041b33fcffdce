import { Alert, Button, Card, Group, Radio, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { creditTopupForm, LIMITS } from '@portal/contract';
import { IconCoins, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { ofLoggedInUsers } from '../../lib/page-questions';
import { payOnline } from '../../lib/pay-online';
import { useSession } from '../../lib/session';
import { sstQuery } from '../../lib/sst';
import { EmailInput, MobileInput } from '../../ui/ContactInputs';
import { EinvoiceRequest } from '../../ui/EinvoiceRequest';
import { useFormSave } from '../../ui/form-save';
import { Page } from '../../ui/Page';
import { contractResolver } from '../../ui/rules';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { useSstNote } from '../../ui/sst-note';
import { creditSetupsQuery, payerQuery } from './api';
import { perCheckSen, pricesQuery } from './prices';
import { paymentsTexts } from './texts';

const topupQueries = ofLoggedInUsers(() => [creditSetupsQuery(), pricesQuery(), payerQuery(), sstQuery()]);
export const loader = serverLoader(topupQueries);
export const clientLoader = browserLoader(topupQueries);

/** /account/credittopup: choose a credit package, confirm the payer, Pay Now goes to the payment gateway. */
export function CreditTopupPage() {
  const { profile } = useSession();
  const t = useTexts(paymentsTexts);
  const format = useFormat();
  const sstNote = useSstNote();
  const [search] = useSearchParams();
  const packages = useQuery(creditSetupsQuery());
  const perCheck = usePerCheckPrices();
  // Name, e-mail and phone start from the account (known at once on a page the server drew, else once it is
  // answered); the user may change them for this payment.
  const payer = useQuery(payerQuery());
  const form = useForm<z.input<typeof creditTopupForm>>({
    initialValues: {
      CreditSetupID: search.get('id') ?? '',
      paymentName: payer.data?.paymentName ?? '',
      paymentEmail: payer.data?.paymentEmail ?? '',
      paymentPhone: payer.data?.paymentPhone ?? '',
      einvoiceRequested: false,
    },
    validate: contractResolver(creditTopupForm),
  });
  const { setFieldValue, getValues } = form;
  const prefilled = useRef(payer.data !== undefined);
  useEffect(() => {
    if (!payer.data || prefilled.current) return;
    prefilled.current = true;
    const values = getValues();
    if (!values.paymentName) setFieldValue('paymentName', payer.data.paymentName);
    if (!values.paymentEmail) setFieldValue('paymentEmail', payer.data.paymentEmail);
    if (!values.paymentPhone) setFieldValue('paymentPhone', payer.data.paymentPhone);
  }, [payer.data, setFieldValue, getValues]);

  const pay = useFormSave(form, (values) => payOnline({ ...values, CreditSetupID: Number(values.CreditSetupID) }));

  return (
    <Page
      title={t('creditTopUp')}
      size="md"
      description={t('creditTopUpNote', { balance: format.number(profile.Credit) })}
    >
      <Card p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={pay.submit} noValidate>
          <Stack gap="lg">
            <ServerErrorAlert
              error={pay.error}
              fields={['CreditSetupID', 'paymentName', 'paymentEmail', 'paymentPhone']}
            />
            <Radio.Group
              label={t('creditPackage')}
              {...form.getInputProps('CreditSetupID')}
              onChange={(value) => form.setFieldValue('CreditSetupID', value)}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
                {packages.isPending && [1, 2, 3, 4].map((key) => <Skeleton key={key} height={64} radius="md" />)}
                {packages.data?.map((option) => {
                  const [name, credits, price] = option.label.split(' — ');
                  return (
                    <Radio.Card key={option.id} value={String(option.id)} radius="md" p="md" aria-label={option.label}>
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Radio.Indicator mt={2} />
                        <Stack gap={0} style={{ flex: 1 }}>
                          <Text fw={600} size="sm">
                            {name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {credits}
                          </Text>
                        </Stack>
                        <Stack gap={0} align="flex-end">
                          <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                            {price}
                          </Text>
                          {sstNote && (
                            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                              {sstNote}
                            </Text>
                          )}
                          {perCheck.has(Number(option.id)) && (
                            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                              {t('perCheck', { price: format.ringgit(perCheck.get(Number(option.id)) ?? 0) })}
                            </Text>
                          )}
                        </Stack>
                      </Group>
                    </Radio.Card>
                  );
                })}
              </SimpleGrid>
            </Radio.Group>
            {packages.data?.length === 0 && (
              <Alert color="yellow" variant="light">
                {t('noPackage')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('name')}
                required
                maxLength={LIMITS.username}
                {...form.getInputProps('paymentName')}
              />
              <EmailInput label={t('email')} required {...form.getInputProps('paymentEmail')} />
              <MobileInput label={t('phone')} required {...form.getInputProps('paymentPhone')} />
            </SimpleGrid>
            {payer.data?.Einvoice && (
              <EinvoiceRequest
                ids={payer.data.Einvoice}
                checked={form.getValues().einvoiceRequested === true}
                onChange={(checked) => form.setFieldValue('einvoiceRequested', checked)}
              />
            )}
            <Group justify="space-between" gap="sm">
              <Group gap={6} wrap="nowrap">
                <IconLock size={16} color="var(--mantine-color-dimmed)" />
                <Text size="xs" c="dimmed">
                  {t('gatewayNote')}
                </Text>
              </Group>
              <Button
                type="submit"
                size="md"
                leftSection={<IconCoins size={18} />}
                loading={pay.isPending || pay.isSuccess}
                w={{ base: '100%', xs: 'auto' }}
              >
                {t('payNow')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}

/** Each package's price of one check, by package id: what a buyer compares packages by (walk N-36). */
function usePerCheckPrices() {
  const prices = useQuery(pricesQuery()).data;
  const creditsPerCheck = prices?.CreditsPerCheck ?? 0;
  return new Map(
    (prices?.Packages ?? []).flatMap((pack) => {
      const perCheck = creditsPerCheck ? perCheckSen(pack, creditsPerCheck) : null;
      return perCheck === null ? [] : [[pack.ID, perCheck] as const];
    }),
  );
}

export default CreditTopupPage;
