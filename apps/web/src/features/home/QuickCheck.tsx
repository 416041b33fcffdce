import { Anchor, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, looksLikeChassis, normaliseSearchKey } from '@portal/contract';
import { IconCheck, IconFileSearch, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useSstNote } from '../../ui/sst-note';
import { searchOnArrivalPath } from '../checks/search-arrival';
import { coverageTexts } from '../info/coverage';
import { guestCheckoutPath } from '../payments/paths';
import { perCheckSen, pricesQuery } from '../payments/prices';
import { ScanButton } from '../scan/ScanButton';
import { homeTexts } from './texts';

/**
 * The landing page's check: one box for a plate or a chassis number, sent to the search page (logged in) or the guest
 * checkout (with the visitor's referral code), which searches it at once; for a visitor, the price and what the buyer
 * can trust beside it (a logged-in user's prices are their account's: the payment sheet shows them); a sample report.
 */
export function QuickCheck() {
  const t = useTexts(homeTexts);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { profile } = useSession();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = typed.trim();
    if (key === '') return;
    const page = profile.IsLoggedIn ? paths.checkVehicle : guestCheckoutPath(searchParams.get('refcode'));
    const values = looksLikeChassis(key) ? { vehicleNo: '', vehChassisNo: key } : { vehicleNo: key, vehChassisNo: '' };
    navigate(searchOnArrivalPath(page, values));
  };
  return (
    <Stack gap="md">
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('quickCheckLabel')}
            placeholder={t('quickCheckPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value.toUpperCase())}
            maxLength={LIMITS.chassisNo + 4}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            size="md"
            // A buyer at a car lot points the phone at the plate instead of typing it.
            rightSection={<ScanButton kind="plate" onRead={setTyped} />}
            rightSectionPointerEvents="all"
            style={{ flex: '1 1 220px', minWidth: 0 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Button
            type="submit"
            size="md"
            leftSection={<IconSearch size={18} />}
            disabled={normaliseSearchKey(typed) === ''}
            w={{ base: '100%', xs: 'auto' }}
          >
            {t('quickCheckButton')}
          </Button>
        </Group>
      </form>
      {!profile.IsLoggedIn && (
        <>
          <Prices />
          <TrustPoints />
        </>
      )}
      <Anchor component={Link} to={paths.sampleReport} size="sm" fw={600} c="brand.8">
        <Group gap={6} wrap="nowrap" component="span">
          <IconFileSearch size={18} aria-hidden />
          {t('sampleReport')}
        </Group>
      </Anchor>
    </Stack>
  );
}

/** The price per check and the credit packages, as set up by the administrators; nothing while they are not known. */
function Prices() {
  const t = useTexts(homeTexts);
  const format = useFormat();
  const prices = useQuery(pricesQuery()).data;
  const sstNote = useSstNote();
  if (!prices?.PerCheckSen) return null;
  const creditsPerCheck = prices.CreditsPerCheck;
  const packages = prices.Packages.slice(0, 3)
    .map((item) => {
      const perCheck = perCheckSen(item, creditsPerCheck ?? 0);
      const price = { name: item.Name, price: format.ringgit(item.PriceSen) };
      return perCheck === null
        ? t('packagePrice', price)
        : t('packagePricePerCheck', { ...price, perCheck: format.ringgit(perCheck) });
    })
    .join(' · ');
  return (
    <Stack gap={2} data-testid="prices">
      <Text fw={700} fz="xl">
        {t('pricePerCheck', { price: format.ringgit(prices.PerCheckSen) })}
        {sstNote && (
          <Text span fz="sm" fw={500} c="dimmed">
            {' '}
            {sstNote}
          </Text>
        )}
      </Text>
      {creditsPerCheck && packages && (
        <Text size="sm" c="dimmed">
          {t('priceInCredits', { count: creditsPerCheck })} {packages}
        </Text>
      )}
    </Stack>
  );
}

function TrustPoints() {
  const t = useTexts(homeTexts);
  const coverage = useTexts(coverageTexts);
  return (
    <List spacing={6} size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" />}>
      <List.Item>{t('pointNotFound')}</List.Item>
      <List.Item>{t('trustVerify')}</List.Item>
      <List.Item>{coverage('statement')}</List.Item>
    </List>
  );
}
