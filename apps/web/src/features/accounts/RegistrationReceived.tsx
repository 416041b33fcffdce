import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { AuthCard } from '../../ui/AuthCard';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { resendVerificationEmail } from './api';
import { accountsTexts } from './texts';

/** The server sends at most one verification mail a minute per account; the button waits as long. */
const RESEND_AFTER_SECONDS = 60;

const secondsUntil = (due: number) => Math.max(0, Math.ceil((due - Date.now()) / 1000));

/** Seconds left until `due` (a time in ms), counting down once a second. */
function useSecondsLeft(due: number) {
  const [seconds, setSeconds] = useState(() => secondsUntil(due));
  useEffect(() => {
    setSeconds(secondsUntil(due));
    const timer = setInterval(() => {
      const left = secondsUntil(due);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [due]);
  return seconds;
}

/** Replaces the registration form once the server has accepted it: where the mail went, and a way to have it again. */
export function RegistrationReceived({ email }: { email: string }) {
  const t = useTexts(accountsTexts);
  const [sentAt, setSentAt] = useState(() => Date.now());
  const secondsLeft = useSecondsLeft(sentAt + RESEND_AFTER_SECONDS * 1000);
  const resend = useMutation({ mutationFn: resendVerificationEmail, onSuccess: () => setSentAt(Date.now()) });
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
        {resend.isSuccess && (
          <Text size="sm" fw={500} role="status">
            {resend.data.msg}
          </Text>
        )}
        <ServerErrorAlert error={resend.error} />
        <Group>
          <Button component={Link} to={paths.login}>
            {t('goToLogin')}
          </Button>
          <Button
            variant="default"
            disabled={secondsLeft > 0}
            loading={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('resendVerification')}
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
}
