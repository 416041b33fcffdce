import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { tokenRequest, UserRole } from '@portal/contract';
import { IconAlertCircle, IconMailExclamation, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { useTexts } from '../../lib/i18n';
import { paths, safeReturnUrl } from '../../lib/paths';
import { useStartSession } from '../../lib/session';
import { AuthCard } from '../../ui/AuthCard';
import { AuthForm, AuthSwitchLine } from '../../ui/AuthForm';
import { focusFirstError } from '../../ui/form-errors';
import { contractResolver } from '../../ui/rules';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { GuestDoor } from '../payments/GuestDoor';
import { requestLoginLink, requestToken, resendVerificationEmail } from './api';
import { accountsTexts } from './texts';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const t = useTexts(accountsTexts);
  const [verificationText, setVerificationText] = useState<string | null>(null);
  const form = useForm<z.input<typeof tokenRequest>>({
    initialValues: { username: '', password: '' },
    validate: contractResolver(tokenRequest),
  });
  const login = useMutation({
    mutationFn: requestToken,
    onSuccess: async (answer) => {
      // A plain string instead of a token: the account exists but its e-mail is not verified yet.
      if (typeof answer === 'string') {
        setVerificationText(answer);
        return;
      }
      const profile = await startSession();
      // An administrator buys no checks: the dashboard (the home of role 1) is where the day's work starts.
      const landing = profile.Role === UserRole.Administrator ? paths.home : paths.checkVehicle;
      navigate(safeReturnUrl(searchParams.get('returnUrl')) ?? landing, { replace: true });
    },
  });
  const submit = form.onSubmit((credentials) => {
    setVerificationText(null);
    login.mutate({ ...credentials, username: credentials.username.trim() });
  }, focusFirstError(form));

  return (
    <AuthCard title={t('loginTitle')} description={t('loginDescription')}>
      <AuthForm
        onSubmit={submit}
        submitLabel={t('loginButton')}
        submitting={login.isPending}
        below={
          <>
            <Divider label={t('or')} labelPosition="center" />
            <GuestDoor variant="light" />
            <AuthSwitchLine text={t('newToPortal')} linkLabel={t('registerNewAccount')} to={paths.register} />
          </>
        }
      >
        <LoginError error={login.error} email={form.values.username.trim()} />
        {verificationText && <VerificationNeeded text={verificationText} email={form.values.username.trim()} />}
        <TextInput label={t('email')} autoComplete="username" inputMode="email" {...form.getInputProps('username')} />
        <PasswordInput label={t('password')} autoComplete="current-password" {...form.getInputProps('password')} />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('forgotPasswordLink')}
          </Anchor>
        </Group>
      </AuthForm>
    </AuthCard>
  );
}

/** Refusals of a login that is being throttled: its owner may rather have a login link mailed. */
const throttledCodes: ReadonlySet<string> = new Set(['LOGIN_SLOWED', 'LOGIN_ATTEMPTS_EXCEEDED', 'TOO_MANY_REQUESTS']);

/**
 * A wrong e-mail or password gets the spec's own words; other refusals (inactive account, 429) their message, and a
 * throttled login the offer of a one-time login link.
 */
function LoginError({ error, email }: { error: Error | null; email: string }) {
  const t = useTexts(accountsTexts);
  if (error instanceof ApiError && error.code === 'LOGIN_FAILED') {
    return (
      <Alert color="red" variant="light" title={t('loginFailedTitle')} icon={<IconAlertCircle />}>
        {t('loginFailedText')}
      </Alert>
    );
  }
  return (
    <>
      <ServerErrorAlert error={error} />
      {error instanceof ApiError && error.code && throttledCodes.has(error.code) && email && (
        <LoginLinkOffer email={email} />
      )}
    </>
  );
}

function LoginLinkOffer({ email }: { email: string }) {
  const t = useTexts(accountsTexts);
  const mail = useMutation({ mutationFn: requestLoginLink });
  return (
    <Alert color="blue" variant="light" icon={<IconMailForward />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('loginLinkOffer')}</Text>
        {mail.isSuccess ? (
          <Text size="sm" fw={500} role="status">
            {mail.data.msg}
          </Text>
        ) : (
          <Button size="xs" variant="white" loading={mail.isPending} onClick={() => mail.mutate(email)}>
            {t('loginLinkButton')}
          </Button>
        )}
        <ServerErrorAlert error={mail.error} />
      </Stack>
    </Alert>
  );
}

function VerificationNeeded({ text, email }: { text: string; email: string }) {
  const resend = useMutation({ mutationFn: resendVerificationEmail });
  const t = useTexts(accountsTexts);
  return (
    <Alert color="yellow" variant="light" title={t('verificationNeededTitle')} icon={<IconMailExclamation />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        {resend.isSuccess ? (
          <Text size="sm" fw={500}>
            {resend.data.msg}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="white"
            color="dark"
            loading={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            {t('resendVerification')}
          </Button>
        )}
        <ServerErrorAlert error={resend.error} />
      </Stack>
    </Alert>
  );
}

export default LoginPage;
