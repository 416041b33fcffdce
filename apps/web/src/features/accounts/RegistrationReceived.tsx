import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../app/i18n';
import { paths } from '../../app/paths';
import { AuthCard } from '../../ui/AuthCard';
import { accountsTexts } from './texts';

/** Replaces the registration form once the server has accepted it. */
export function RegistrationReceived({ message }: { message: string }) {
  const t = useTexts(accountsTexts);
  return (
    <AuthCard title={t('checkYourEmail')} width={520}>
      <Stack align="flex-start" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconMailCheck size={30} />
        </ThemeIcon>
        <Text size="lg">{message}</Text>
        <Button component={Link} to={paths.login}>
          {t('goToLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
