import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTexts } from '../../lib/i18n';
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

interface ResendVerificationProps {
  email: string;
  /** A mail went out a moment ago (the registration): the button waits its minute first. */
  justSent?: boolean;
  /** The buttons beside Resend (Go to login). */
  beside?: ReactNode;
}

/** Resend verification email, the server's answer under it, and a minute's wait between two mails. */
export function ResendVerification({ email, justSent = false, beside }: ResendVerificationProps) {
  const t = useTexts(accountsTexts);
  const [sentAt, setSentAt] = useState(() => (justSent ? Date.now() : 0));
  const secondsLeft = useSecondsLeft(sentAt + RESEND_AFTER_SECONDS * 1000);
  const resend = useMutation({ mutationFn: resendVerificationEmail, onSuccess: () => setSentAt(Date.now()) });
  return (
    <Stack align="flex-start" gap="md">
      {resend.isSuccess && (
        <Text size="sm" fw={500} role="status">
          {resend.data.msg}
        </Text>
      )}
      <ServerErrorAlert error={resend.error} />
      <Group>
        {beside}
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
  );
}
