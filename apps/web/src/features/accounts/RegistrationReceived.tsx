import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { AuthCard } from '../../ui/AuthCard';
import { ResendVerification } from './ResendVerification';
import { accountsTexts } from './texts';

/** Replaces the registration form once the server has accepted it: where the mail went, and a way to have it again. */
export function RegistrationReceived({ email }: { email: string }) {
  const t = useTexts(accountsTexts);
  return (
    <AuthCard title={t('checkYourEmail')} width={520}>
      <Stack align="flex-start" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconMailCheck size={30} />
        </ThemeIcon>
        <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
          {t('verificationSentTo', { email })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('verificationNotArrived')}
        </Text>
        <ResendVerification
          email={email}
          justSent
          beside={
            <Button component={Link} to={paths.login}>
              {t('goToLogin')}
            </Button>
          }
        />
      </Stack>
    </AuthCard>
  );
}
