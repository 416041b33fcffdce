import { type ButtonProps, Stack, Text } from '@mantine/core';
import { IconShoppingCartBolt } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { WideLinkButton } from '../../ui/wrapping';
import { guestCheckoutPath } from './paths';
import { paymentsTexts } from './texts';

/**
 * "Check without an account": the public door to guest checkout, for the default referral code or the dealer's code
 * the visitor arrived with (`?refcode=`).
 */
export function GuestDoor({ variant, note = true }: { variant: ButtonProps['variant']; note?: boolean }) {
  const [searchParams] = useSearchParams();
  const t = useTexts(paymentsTexts);
  return (
    <Stack gap={6}>
      <WideLinkButton
        to={guestCheckoutPath(searchParams.get('refcode'))}
        variant={variant}
        icon={<IconShoppingCartBolt size={20} />}
      >
        {t('checkWithoutAccount')}
      </WideLinkButton>
      {note && (
        <Text size="xs" c="dimmed" ta="center">
          {t('guestDoorNote')}
        </Text>
      )}
    </Stack>
  );
}
